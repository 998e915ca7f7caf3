// The texts of My Account, and how a session's browser is described.

/** What a user types to confirm deleting the account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** The page's texts. */
export const ACCOUNT_TEXTS = {
  heading: 'My Account',
  profileHeading: 'Profile',
  profileSave: 'Save profile',
  profileSaved: 'Profile saved.',
  profileSaveFailed: 'Your profile could not be saved. Please try again.',
  profileLoadFailed: "We couldn't load your profile.",
  emailHeading: 'Email',
  emailCurrent: (email: string) => `You sign in with ${email}.`,
  emailSave: 'Change email',
  emailChanged: 'Your email has been changed.',
  passwordHeading: 'Password',
  passwordSave: 'Change password',
  passwordChanged: 'Your password has been changed. Other sessions were signed out.',
  sessionsHeading: 'Active sessions',
  sessionsLoadFailed: "We couldn't load your sessions.",
  thisDevice: 'This device',
  signOutSession: 'Sign out',
  signOutOthers: 'Sign out other sessions',
  signedOutOthers: (count: number) =>
    count === 1 ? 'Signed out 1 other session.' : `Signed out ${count} other sessions.`,
  deleteHeading: 'Delete account',
  deleteLead:
    'Deleting your account removes your profile, saved deals, notifications and sessions, and takes your listings off the marketplace. Download your data first if you want to keep a copy.',
  download: 'Download my data',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  downloadDialogTitle: 'Download your data?',
  downloadDialogLead:
    'The file holds everything kept about your account. Enter your password to download it.',
  downloadConfirm: 'Download',
  deleteButton: 'Delete account',
  deleteDialogTitle: 'Delete your account?',
  deleteDialogLead: `This cannot be undone. Enter your password and type ${DELETE_CONFIRMATION_WORD} to confirm.`,
  deleteConfirmLabel: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  deleteConfirm: 'Delete my account',
  deleted: 'Your account has been deleted.',
  cancel: 'Cancel',
  currentPassword: 'Current password',
} as const;

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short description of a session's browser, "Chrome on Windows"; the raw text when it is not recognised. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
