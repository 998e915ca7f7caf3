// The password reset screens' texts (spec "Authentication"): asking for a reset link, and choosing a new password
// from it.

/** Every text of the forgot-password form and the reset password page that the account messages do not hold. */
export const AUTH_TEXTS = Object.freeze({
  checkEmailTitle: 'Check your email',
  resetLinkSent: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to choose a new password. The link works once and expires soon; check your spam folder if it does not arrive in a few minutes.`,
  backToSignIn: 'Back to sign in',
  resetForm: 'Reset password',
  resetHint: 'We will email you a link to choose a new password.',
  sendResetLink: 'Send Reset Link',
  incompleteLinkTitle: 'This link is incomplete',
  incompleteLink:
    'The reset link is missing its code. Open the link from the email again, or ask for a new one.',
  requestNewLink: 'Request a new link',
  passwordChangedTitle: 'Password changed',
  passwordChanged:
    'Your new password is set, and you have been signed out everywhere else. Sign in with your new password.',
  signIn: 'Sign in',
  choosePassword: 'Choose a new password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  setPassword: 'Set New Password',
  choosePasswordLead: "Pick a password you don't use on any other site.",
});

/** The sign-in and sign-up screens' texts: the brand panel beside the form, the fields and the fine print. */
export const AUTH_FORM_TEXTS = Object.freeze({
  tabsLabel: 'Account',
  brandLabel: 'Why DealLoop',
  brandEyebrow: 'DealLoop',
  brandTitle: 'The wholesale real estate marketplace built for closing deals.',
  benefits: Object.freeze([
    'Browse off-market properties from wholesalers and motivated sellers.',
    'Save searches and hear about matching deals the moment they are listed.',
    'Make offers and keep every assignment contract in one place.',
  ]),
  privacyNote: 'We protect your data and never sell it. Read our',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  email: 'Email',
  password: 'Password',
  fullName: 'Full name',
  signInForm: 'Sign in',
  forgotPassword: 'Forgot password?',
  signUpForm: 'Create account',
  createAccount: 'Create Account',
  agreeBefore: 'By creating an account you agree to the',
  agreeAnd: 'and the',
});
