// How plan prices and invoice amounts read.
import { describe, expect, it } from 'vitest';
import { BILLING_TEXTS, formatPlanPrice } from './billing';

describe('formatPlanPrice', () => {
  it('reads zero as Free, whole dollars without cents and others with two decimals', () => {
    expect(formatPlanPrice(0)).toBe(BILLING_TEXTS.free);
    expect(formatPlanPrice(2900)).toBe('$29');
    expect(formatPlanPrice(2950)).toBe('$29.50');
    expect(formatPlanPrice(123456, 'USD')).toBe('$1,234.56');
    expect(formatPlanPrice(-500)).toBe('-$5');
  });

  it('names other currencies by code and shows unknown amounts as a dash', () => {
    expect(formatPlanPrice(1000, 'eur')).toBe('10 EUR');
    expect(formatPlanPrice(Number.NaN)).toBe('—');
  });
});
