// Text-message (SMS) constants: the kinds of texts, the per-kind switches, limits of codes and caps, retry backoff.

/** The kinds of texts the outbox holds. */
export const SMS_KINDS = [
  'verification',
  'saved_search',
  'deal',
  'offer',
  'contract',
  'digest',
  'reply',
] as const;
/** A kind of text. */
export type SmsKind = (typeof SMS_KINDS)[number];

/** The per-kind switches a user turns on or off (the settings' names). */
export const SMS_SETTING_KINDS = ['savedSearch', 'offers', 'contracts', 'deals'] as const;
/** A per-kind switch. */
export type SmsSettingKind = (typeof SMS_SETTING_KINDS)[number];

/** Which switch a text of a kind needs; null: sent without one (codes, replies to STOP/HELP/START, digests). */
export function smsSettingFor(kind: SmsKind): SmsSettingKind | null {
  switch (kind) {
    case 'saved_search':
      return 'savedSearch';
    case 'deal':
      return 'deals';
    case 'offer':
      return 'offers';
    case 'contract':
      return 'contracts';
    default:
      return null;
  }
}

/** Kinds counted against the weekly cap (and summed up by the digest when held). */
export const SMS_CAPPED_KINDS: readonly SmsKind[] = ['saved_search', 'deal'];

/** Limits of the text rules. */
export const SMS_LIMITS = {
  /** Verification codes are 6 digits, valid 10 minutes, 5 tries. */
  codeLength: 6,
  codeTtlMs: 10 * 60 * 1000,
  codeAttempts: 5,
  /** Codes texted to one user per hour. */
  codesPerHour: 5,
  /** Deal and saved-search texts per recipient in any rolling 7 days. */
  weeklyCap: 5,
  weeklyCapWindowMs: 7 * 24 * 60 * 60 * 1000,
  consentTextMax: 2000,
  /** Provider tries before a text fails (5xx, 429, network errors only). */
  maxAttempts: 6,
  /** First retry delay; doubled on every retry up to maxRetryDelayMs. */
  retryBaseMs: 30_000,
  maxRetryDelayMs: 60 * 60 * 1000,
} as const;

/** The delay before retry number `attempts` (1 = the first retry): 30 s, 60 s, 120 s ... at most an hour. */
export function smsRetryDelayMs(attempts: number): number {
  const delay = SMS_LIMITS.retryBaseMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(delay, SMS_LIMITS.maxRetryDelayMs);
}

/** The start of the rolling weekly cap window ending at `now`. */
export function smsCapWindowStart(now: Date): Date {
  return new Date(now.getTime() - SMS_LIMITS.weeklyCapWindowMs);
}
