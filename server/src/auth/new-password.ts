// The check of a new password (sign-up, change, reset): core's rule, then the list of common passwords.
import { ACCOUNT_MESSAGES, newPasswordProblem } from '@dealloop/core';
import { badRequest } from '../http/api-error';
import { isCommonPassword } from './common-passwords';

/** Throws 400 `weak_password` with core's message when the password may not be chosen by the account `email`. */
export function assertAcceptablePassword(password: string, email: string): void {
  const problem =
    newPasswordProblem(password, email) ??
    (isCommonPassword(password) ? ACCOUNT_MESSAGES.passwordCommon : null);
  if (problem) throw badRequest(problem, 'weak_password');
}
