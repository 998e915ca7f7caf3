import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_VALUES,
  cookieConsentKey,
  cookieConsentRecord,
  shouldShowCookieBanner,
} from './cookie-consent';

describe('cookie consent', () => {
  it('stores accepted as "true" and declined as "declined"', () => {
    expect(COOKIE_CONSENT_VALUES).toEqual({ accepted: 'true', declined: 'declined' });
  });

  it('keeps one choice per signed-in user and one for anonymous visitors', () => {
    expect(cookieConsentKey('u1')).not.toBe(cookieConsentKey('u2'));
    expect(cookieConsentKey(null)).toBe(cookieConsentKey(undefined));
    expect(cookieConsentKey(null)).not.toBe(cookieConsentKey('u1'));
  });

  it('shows the banner only when no choice is stored', () => {
    expect(shouldShowCookieBanner(null)).toBe(true);
    expect(shouldShowCookieBanner('true')).toBe(false);
    expect(shouldShowCookieBanner('declined')).toBe(false);
    expect(shouldShowCookieBanner('garbage')).toBe(true);
  });

  it('records version 1.0 cookie consent without an IP address', () => {
    expect(cookieConsentRecord('u1', 'Mozilla/5.0')).toEqual({
      user_id: 'u1',
      consent_type: 'cookies',
      version: '1.0',
      ip_address: null,
      user_agent: 'Mozilla/5.0',
    });
  });
});
