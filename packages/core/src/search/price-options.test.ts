import { describe, expect, it } from 'vitest';
import { formatPrice } from '../listings/property-format';
import { MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS } from './price-options';

describe('price options', () => {
  it('offers the minimum prices of the spec', () => {
    expect(MIN_PRICE_OPTIONS.map((option) => option.value)).toEqual([
      null,
      25_000,
      50_000,
      75_000,
      100_000,
      150_000,
      200_000,
      250_000,
      300_000,
      400_000,
      500_000,
    ]);
    expect(MIN_PRICE_OPTIONS[0]?.label).toBe('No Min');
  });

  it('offers the maximum prices of the spec', () => {
    expect(MAX_PRICE_OPTIONS.map((option) => option.value)).toEqual([
      null,
      50_000,
      75_000,
      100_000,
      150_000,
      200_000,
      250_000,
      300_000,
      400_000,
      500_000,
      750_000,
      1_000_000,
    ]);
    expect(MAX_PRICE_OPTIONS[0]?.label).toBe('No Max');
    expect(MAX_PRICE_OPTIONS.at(-1)?.label).toBe('$1M');
  });

  it('labels every amount in the compact price form', () => {
    for (const option of [...MIN_PRICE_OPTIONS, ...MAX_PRICE_OPTIONS]) {
      if (option.value !== null) expect(option.label).toBe(formatPrice(option.value, { compact: true }));
    }
  });
});
