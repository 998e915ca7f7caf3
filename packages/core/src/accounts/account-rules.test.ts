import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, emailProblem, newPasswordProblem, PASSWORD_MIN_LENGTH } from './account-rules';

describe('account rules', () => {
  it('asks for passwords of at least 8 characters and says so in the hint', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(ACCOUNT_MESSAGES.passwordHint).toBe('At least 8 characters.');
    expect(newPasswordProblem('')).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect(newPasswordProblem('1234567')).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    expect(newPasswordProblem('12345678')).toBeNull();
    expect(newPasswordProblem('x'.repeat(201))).toBe(ACCOUNT_MESSAGES.passwordTooLong);
  });

  it('refuses a password of only spaces, or the account email in any case', () => {
    expect(newPasswordProblem(' '.repeat(8))).toBe(ACCOUNT_MESSAGES.passwordBlank);
    expect(newPasswordProblem('Me@Example.com', 'me@example.com')).toBe(ACCOUNT_MESSAGES.passwordIsEmail);
    expect(newPasswordProblem('me@example.com!', 'me@example.com')).toBeNull();
  });

  it('accepts plausible email addresses and explains the others', () => {
    expect(emailProblem(' buyer@dealloop.local ')).toBeNull();
    expect(emailProblem('')).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(emailProblem('   ')).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(emailProblem('buyer')).toBe(ACCOUNT_MESSAGES.emailInvalid);
    expect(emailProblem('buyer@local')).toBe(ACCOUNT_MESSAGES.emailInvalid);
    expect(emailProblem('a b@c.de')).toBe(ACCOUNT_MESSAGES.emailInvalid);
  });
});
