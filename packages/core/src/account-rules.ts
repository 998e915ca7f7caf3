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

/** The problem with a new password, or null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  return null;
}
