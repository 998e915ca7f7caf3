// Account rules shared by the API and the sign-up, sign-in and password forms (the spec does not show them).

/** The shortest password accepted for a new account or a password change. */
export const PASSWORD_MIN_LENGTH = 8;

/** The longest password accepted. */
export const PASSWORD_MAX_LENGTH = 200;

/** Texts of the account forms. */
export const ACCOUNT_MESSAGES = Object.freeze({
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordRequired: 'Enter your password.',
  passwordBlank: 'Password cannot be only spaces.',
  passwordIsEmail: 'Password cannot be your email address.',
  passwordCommon:
    'This password is on a list of common or leaked passwords, so it would be guessed quickly. Choose another.',
  passwordsDoNotMatch: 'The passwords do not match.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address.',
  fullNameRequired: 'Enter your full name.',
} as const);

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problem with an email address typed into a form, or null when it looks deliverable. */
export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (!value) return ACCOUNT_MESSAGES.emailRequired;
  return EMAIL_SHAPE.test(value) && value.length <= 254 ? null : ACCOUNT_MESSAGES.emailInvalid;
}

/**
 * The problem with a new password, or null when it is acceptable: its length, only spaces, or the account's own
 * email. (The server also refuses passwords on its list of common and leaked ones: `passwordCommon`.)
 */
export function newPasswordProblem(password: string, email?: string): string | null {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  if (!password.trim()) return ACCOUNT_MESSAGES.passwordBlank;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase())
    return ACCOUNT_MESSAGES.passwordIsEmail;
  return null;
}
