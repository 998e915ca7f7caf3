// Email kinds: password resets and buyers list confirmations can never be switched off, every kind has a label, frequencies map to kinds.
import { describe, expect, it } from 'vitest';
import {
  EMAIL_KIND_CATEGORIES,
  EMAIL_KIND_LABELS,
  EMAIL_KINDS,
  EMAIL_MESSAGES,
  isEmailKind,
  isMarketingEmailKind,
  isOptionalEmailKind,
  OPTIONAL_EMAIL_KINDS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  savedSearchEmailKind,
  TOGGLED_EMAIL_KINDS,
} from './email-kinds';

describe('email kinds', () => {
  it('lets every kind but password resets and buyers list confirmations be switched off', () => {
    expect(OPTIONAL_EMAIL_KINDS).not.toContain('password_reset');
    expect(OPTIONAL_EMAIL_KINDS).not.toContain('buyers_list_confirm');
    expect(OPTIONAL_EMAIL_KINDS).toHaveLength(EMAIL_KINDS.length - 2);
    expect(isOptionalEmailKind('password_reset')).toBe(false);
    expect(isOptionalEmailKind('buyers_list_confirm')).toBe(false);
    for (const kind of OPTIONAL_EMAIL_KINDS) expect(isOptionalEmailKind(kind)).toBe(true);
    for (const kind of TOGGLED_EMAIL_KINDS) expect(OPTIONAL_EMAIL_KINDS).toContain(kind);
  });

  it('treats exactly the kinds a user can switch off as marketing, the always-sent ones as transactional', () => {
    expect(Object.keys(EMAIL_KIND_CATEGORIES).sort()).toEqual([...EMAIL_KINDS].sort());
    for (const kind of EMAIL_KINDS) expect(isMarketingEmailKind(kind)).toBe(isOptionalEmailKind(kind));
    expect(EMAIL_KIND_CATEGORIES.password_reset).toBe('transactional');
    expect(EMAIL_KIND_CATEGORIES.buyers_list_confirm).toBe('transactional');
  });

  it('labels every kind and recognises only known kinds', () => {
    for (const kind of EMAIL_KINDS) {
      expect(EMAIL_KIND_LABELS[kind].label).toBeTruthy();
      expect(isEmailKind(kind)).toBe(true);
    }
    expect(isEmailKind('sms')).toBe(false);
    expect(isEmailKind(undefined)).toBe(false);
  });

  it('maps the saved-search frequencies to the kind they send', () => {
    expect(SAVED_SEARCH_FREQUENCIES.map((f) => SAVED_SEARCH_FREQUENCY_LABELS[f])).toEqual([
      'Instant',
      'Daily digest',
      'Off',
    ]);
    expect(savedSearchEmailKind('instant')).toBe('saved_search_instant');
    expect(savedSearchEmailKind('daily')).toBe('saved_search_digest');
    expect(savedSearchEmailKind('off')).toBeNull();
  });

  it('puts the link and its expiry in the password reset text', () => {
    const text = EMAIL_MESSAGES.passwordResetText('https://dealloop.test/auth/reset-password?token=x', 60);
    expect(text).toContain('https://dealloop.test/auth/reset-password?token=x');
    expect(text).toContain('60 minutes');
  });
});
