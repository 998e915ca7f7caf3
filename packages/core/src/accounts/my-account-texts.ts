// My Account's field labels and small states (spec "My Account") that its sections wrote inline.

/** The field labels, the sessions list's states and the composed toasts and button names of My Account. */
export const MY_ACCOUNT_FIELD_TEXTS = Object.freeze({
  newEmail: 'New email',
  newPassword: 'New password',
  repeatNewPassword: 'Repeat new password',
  specialty: 'Specialty',
  profileType: 'Profile type',
  bio: 'Bio',
  tryAgain: 'Try again',
  loading: 'Loading…',
  /** "Last used 3 hours ago" on a session. */
  lastUsed: (when: string) => `Last used ${when}`,
  /** The toast when saving the profile fails: the failure sentence, then the server's reason. */
  profileSaveFailed: (failed: string, reason: string) => `${failed} ${reason}`,
  /** "Sign out Chrome on Windows" on a session's button. */
  signOutDevice: (signOut: string, device: string) => `${signOut} ${device}`,
});
