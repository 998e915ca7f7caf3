// Where the accounts calls are (no schemas: the site and SDK import this at run time).

/** Accounts: sign-up, sign-in and tokens, password changes and resets, My Account, sessions and consents. */
export const accountsEndpoints = {
  signUp: { method: 'post', path: '/auth/sign-up' },
  signIn: { method: 'post', path: '/auth/sign-in' },
  refresh: { method: 'post', path: '/auth/refresh' },
  signOut: { method: 'post', path: '/auth/sign-out' },
  user: { method: 'get', path: '/auth/user' },
  session: { method: 'get', path: '/auth/session' },
  changePassword: { method: 'post', path: '/auth/password' },
  requestPasswordReset: { method: 'post', path: '/auth/password-reset' },
  confirmPasswordReset: { method: 'post', path: '/auth/password-reset/confirm' },
  sessions: { method: 'get', path: '/auth/sessions' },
  signOutOthers: { method: 'post', path: '/auth/sessions/sign-out-others' },
  signOutSession: { method: 'delete', path: '/auth/sessions/{id}' },
  changeEmail: { method: 'post', path: '/auth/email' },
  exportData: { method: 'post', path: '/me/export' },
  deleteAccount: { method: 'delete', path: '/me' },
  recordConsent: { method: 'post', path: '/consents' },
} as const;
