// What a suspended user reads when the client signs them out (alone, so the site's entry, which shows it, does not
// carry every admin text of ADMIN_MESSAGES).

/** The toast of a user signed out because their account is suspended. */
export const ACCOUNT_SUSPENSION_TEXTS = Object.freeze({
  message: 'Your account has been suspended. Contact support if you think this is a mistake.',
  title: 'Signed out',
});
