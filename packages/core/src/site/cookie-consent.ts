// Cookie consent: its local-storage key and values, and when the banner shows (docs/product/privacy-and-location.md).

/** Version recorded with a cookie consent entry. */
export const COOKIE_CONSENT_VERSION = '1.0';

/** Values stored for a consent choice: 'true' when all cookies were accepted, 'declined' for essential only. */
export const COOKIE_CONSENT_VALUES = Object.freeze({ accepted: 'true', declined: 'declined' } as const);

/** A stored consent value. */
export type CookieConsentValue = (typeof COOKIE_CONSENT_VALUES)[keyof typeof COOKIE_CONSENT_VALUES];

/** Local storage key of the consent choice: per signed-in user, or one key for anonymous visitors. */
export function cookieConsentKey(userId: string | null | undefined): string {
  return userId ? `dealloop-cookie-consent:${userId}` : 'dealloop-cookie-consent:anonymous';
}

/**
 * Whether to show the cookie banner for the value read from local storage: only when no choice is stored.
 * A stored value that is not a known choice counts as no choice, so the visitor is asked again.
 */
export function shouldShowCookieBanner(storedValue: string | null | undefined): boolean {
  return storedValue !== COOKIE_CONSENT_VALUES.accepted && storedValue !== COOKIE_CONSENT_VALUES.declined;
}

/** The consent entry recorded when a signed-in user accepts cookies. */
export interface CookieConsentRecord {
  readonly user_id: string;
  readonly consent_type: 'cookies';
  readonly version: typeof COOKIE_CONSENT_VERSION;
  readonly ip_address: null;
  readonly user_agent: string | null;
}

/** Builds the consent entry for a signed-in user accepting cookies (version 1.0, no IP address). */
export function cookieConsentRecord(
  userId: string,
  userAgent: string | null | undefined,
): CookieConsentRecord {
  return {
    user_id: userId,
    consent_type: 'cookies',
    version: COOKIE_CONSENT_VERSION,
    ip_address: null,
    user_agent: userAgent ?? null,
  };
}
