// The texts DealLoop sends by SMS and the API's SMS messages: one place, imported by server and site.

/** The support contact named in HELP replies. */
export const SMS_SUPPORT_CONTACT = 'support@dealloop.app';

/** Text messages and API messages of the SMS feature. */
export const SMS_TEXTS = {
  verificationCode: (code: string) =>
    `DealLoop: your verification code is ${code}. It expires in 10 minutes. Reply STOP to opt out.`,
  stopConfirmation:
    'DealLoop: you are unsubscribed and will get no more texts. Reply START to resubscribe or HELP for help.',
  helpReply: `DealLoop alerts: deal, saved-search, offer and contract texts. Msg & data rates may apply. Reply STOP to cancel. Help: ${SMS_SUPPORT_CONTACT}`,
  startConfirmation:
    'DealLoop: you are resubscribed to text alerts. Msg & data rates may apply. Reply HELP for help, STOP to cancel.',
  savedSearchMatch: (searchName: string, title: string, link: string) =>
    `DealLoop: new match for "${searchName}": ${title} ${link} Reply STOP to opt out.`,
  dealFromList: (ownerName: string, title: string, price: string, link: string) =>
    `DealLoop: ${ownerName} sent you a deal: ${title}${price ? ` (${price})` : ''} ${link} Reply STOP to opt out.`,
  alert: (text: string, link: string) => `DealLoop: ${text} ${link} Reply STOP to opt out.`,
  digest: (count: number, link: string) =>
    `DealLoop: ${count} more deal and saved-search ${count === 1 ? 'alert was' : 'alerts were'} held back this week to keep texts to a few. See them all: ${link} Reply STOP to opt out.`,
  consentRequired:
    'Text alerts need a verified phone number. Add and verify your phone in Notification Settings first.',
  invalidPhone: 'Enter a 10-digit US phone number.',
  invalidCode: (attemptsLeft: number) =>
    `That code is not right. ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`,
  codeExpired: 'That code has expired. Send a new code.',
  tooManyAttempts: 'Too many wrong codes. Send a new code.',
  noPendingCode: 'Send a code to your phone first.',
  tooManyCodes: 'Too many codes sent. Try again in an hour.',
  invalidTimeZone: 'Choose a time zone from the list.',
  badSignature: 'The request signature is missing or wrong.',
} as const;
