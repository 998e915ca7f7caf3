// The site's texts of text-message alerts (next to the rules they explain): the Notification Settings section (phone, code, consent, kinds, time
// zone), the "Texts stopped" notice of My Account and the buyers list, the blast counts and the admin's outbox.

/** Where Notification Settings lives (the saved searches' consent error links to it). */
export const NOTIFICATION_SETTINGS_PATH = '/email-preferences';

/** The id of the text-message section on Notification Settings (links scroll to it). */
export const SMS_SECTION_ID = 'text-messages';

/**
 * The consent wording shown next to the phone number; the exact text shown is sent with the request and stored as
 * the consent record, so changing it here changes what new records hold.
 */
export const SMS_CONSENT_TEXT =
  'I agree to receive automated text messages from DealLoop at this number with the alerts I turn on below ' +
  '(saved-search matches, deals from wholesalers I follow, offers and contracts). Up to 5 deal and ' +
  'saved-search texts a week, none between 9 pm and 8 am my time. Msg & data rates may apply. Reply STOP to ' +
  'cancel, HELP for help. Consent is not a condition of any purchase.';

/** The screen texts. */
export const SMS_SETTINGS_TEXTS = Object.freeze({
  heading: 'Text messages',
  intro:
    'Get the alerts you choose by text message. We text only a number you verify, and only after you agree.',
  phoneLabel: 'Mobile phone number',
  phoneHint: 'A US mobile number, e.g. (555) 123-4567.',
  consentLabel: 'I agree to receive text messages',
  consentRequired: 'Check the box to agree to text messages first.',
  sendCode: 'Text me a code',
  sendingCode: 'Sending…',
  codeSent: (phone: string) => `We texted a 6-digit code to ${phone}. It expires in 10 minutes.`,
  codeLabel: 'Verification code',
  codeInvalid: 'Enter the 6-digit code from the text.',
  verify: 'Verify',
  verifying: 'Verifying…',
  resendCode: 'Send a new code',
  changeNumber: 'Use another number',
  verified: (phone: string) => `Texts go to ${phone} (verified).`,
  verifiedToast: 'Your phone number is verified. Choose which alerts to get by text.',
  kindsLegend: 'Text me about',
  timeZoneLabel: 'My time zone',
  timeZoneHint: 'No texts between 9 pm and 8 am in this time zone; held texts go out at 8 am.',
  /** The time zone choice "from the area code", naming the zone it gives when known. */
  timeZoneFromAreaCode: (zone: string | null) =>
    zone ? `From my phone's area code (${zone})` : "From my phone's area code",
  save: 'Save text settings',
  saving: 'Saving…',
  saved: 'Text message settings saved.',
  saveFailed: 'Your text message settings could not be saved. Please try again.',
  stopAll: 'Stop all texts',
  stopAllConfirmTitle: 'Stop all text messages?',
  stopAllConfirm:
    'We will stop texting you and forget your consent. You can verify your number again at any time.',
  stoppedAll: 'Text messages are off. We will not text you.',
  loadFailed: "We couldn't load your text message settings.",
  failed: 'Something went wrong. Please try again.',
  /** The suppression notice: the number replied STOP (or similar) on `date`. */
  stopped: (date: string) =>
    `Texts stopped: you replied STOP on ${date}. Reply START or turn texts back on here.`,
  turnBackOn: 'Turn texts back on',
  accountHeading: 'Text messages',
  accountOff: 'Text alerts are off.',
  accountManage: 'Manage text alerts',
  buyerStopped: 'Texts stopped',
  buyerStoppedDetail: 'This buyer replied STOP: deal texts are not sent to them.',
  consentLink: 'Go to Notification Settings',
});

/** The per-kind toggles' labels (never the email switches' names: both are on one page) and descriptions, by the contract's kind name. */
export const SMS_KIND_LABELS = Object.freeze({
  savedSearch: {
    label: 'Saved-search texts',
    description: 'New listings matching a saved search with text alerts on.',
  },
  deals: {
    label: 'Deal texts from wholesalers',
    description: 'Deals sent to buyers lists you are on, from wholesalers you follow.',
  },
  offers: { label: 'Offer texts', description: 'Offers made, countered, accepted or declined.' },
  contracts: { label: 'Contract texts', description: 'Contracts sent, signed or cancelled.' },
});

/** The admin outbox's texts. */
export const SMS_OUTBOX_TEXTS = Object.freeze({
  title: 'Text message outbox',
  lead: 'Every text DealLoop queued, with its delivery status. Without an SMS provider configured, texts stay here.',
  empty: 'No text messages yet.',
  refresh: 'Reload texts',
  newer: 'Later texts',
  older: 'Earlier texts',
  to: (phone: string) => `To ${phone}`,
  lastError: (error: string) => `Last error: ${error}`,
});

/** The delivery counts of one deal blast. */
export const SMS_BLAST_TEXTS = Object.freeze({
  historyTitle: 'Sent deals',
  historyEmpty: 'No deals sent yet.',
  refresh: 'Reload sent deals',
  emailed: (count: number) => (count === 1 ? 'Emailed 1 buyer' : `Emailed ${count} buyers`),
  /** The delivery counts, with the waiting ones when there are any. */
  countsWithPending: (sent: number, delivered: number, failed: number, pending: number) =>
    `Texts: ${sent} sent · ${delivered} delivered · ${failed} failed` +
    (pending > 0 ? ` · ${pending} waiting (quiet hours or retry)` : ''),
  /** Added to "Send this deal"'s toast when texts were queued too. */
  texted: (count: number) => (count === 1 ? 'Texted 1 buyer.' : `Texted ${count} buyers.`),
});
