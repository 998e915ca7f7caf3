import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TITLE_MAX_LENGTH } from './listing-vocabulary';
import {
  cutTitle,
  formatLotSize,
  formatNumber,
  formatPrice,
  formatRoi,
  lotSizeAcres,
  publicLocation,
  truncateLocation,
} from './property-format';

describe('cutTitle', () => {
  it('keeps titles of up to 35 characters', () => {
    expect(cutTitle('Charming 3BR Ranch')).toBe('Charming 3BR Ranch');
    expect(cutTitle('x'.repeat(35))).toBe('x'.repeat(35));
  });

  it('cuts longer titles to 35 characters followed by "..."', () => {
    expect(cutTitle('Spacious Duplex With Huge Backyard Near Downtown')).toBe(
      'Spacious Duplex With Huge Backyard ...',
    );
    expect(cutTitle('x'.repeat(36))).toBe(`${'x'.repeat(35)}...`);
  });

  it('never splits an emoji', () => {
    expect(cutTitle(`${'🏠'.repeat(40)}`)).toBe(`${'🏠'.repeat(35)}...`);
  });

  it('keeps a prefix of the title and is at most 38 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (title) => {
        const cut = cutTitle(title);
        const chars = Array.from(title);
        if (chars.length <= TITLE_MAX_LENGTH) {
          expect(cut).toBe(title);
        } else {
          expect(cut).toBe(`${chars.slice(0, TITLE_MAX_LENGTH).join('')}...`);
          expect(Array.from(cut)).toHaveLength(TITLE_MAX_LENGTH + 3);
        }
      }),
    );
  });
});

describe('lot size', () => {
  it('converts square feet to acres rounded to 2 decimals', () => {
    expect(lotSizeAcres(43_560)).toBe(1);
    expect(lotSizeAcres(10_890)).toBe(0.25);
    expect(lotSizeAcres(7_500)).toBe(0.17);
  });

  it('is null when the lot size is not above 0', () => {
    expect(lotSizeAcres(0)).toBeNull();
    expect(lotSizeAcres(-5)).toBeNull();
    expect(lotSizeAcres(null)).toBeNull();
    expect(lotSizeAcres(Number.NaN)).toBeNull();
  });

  it('formats acres with the right noun, and nothing without a lot', () => {
    expect(formatLotSize(10_890)).toBe('0.25 acres');
    expect(formatLotSize(43_560)).toBe('1 acre');
    expect(formatLotSize(217_800)).toBe('5 acres');
    expect(formatLotSize(100)).toBe('< 0.01 acres');
    expect(formatLotSize(0)).toBeNull();
  });
});

describe('formatRoi', () => {
  it('shows one decimal and a percent sign', () => {
    expect(formatRoi(12.345)).toBe('12.3%');
    expect(formatRoi(25)).toBe('25.0%');
    expect(formatRoi(-8.26)).toBe('-8.3%');
    expect(formatRoi(-0.01)).toBe('0.0%');
  });

  it('shows a dash when there is no ROI', () => {
    expect(formatRoi(null)).toBe('—');
    expect(formatRoi(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('always has exactly one decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (roi) => {
        expect(formatRoi(roi)).toMatch(/^-?\d+\.\d%$/);
      }),
    );
  });
});

describe('formatPrice', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatPrice(125_000)).toBe('$125,000');
    expect(formatPrice(1_250_000.4)).toBe('$1,250,000');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(-0.2)).toBe('$0');
    expect(formatPrice(null)).toBe('—');
  });

  it('has a compact form for price options', () => {
    expect(formatPrice(25_000, { compact: true })).toBe('$25K');
    expect(formatPrice(125_000, { compact: true })).toBe('$125K');
    expect(formatPrice(1_000_000, { compact: true })).toBe('$1M');
    expect(formatPrice(1_500_000, { compact: true })).toBe('$1.5M');
    expect(formatPrice(999_999, { compact: true })).toBe('$1M');
    expect(formatPrice(950, { compact: true })).toBe('$950');
    expect(formatPrice(-25_000, { compact: true })).toBe('-$25K');
  });

  it('keeps every whole-dollar amount readable as digits and commas', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (price) => {
        const text = formatPrice(price);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*$/);
        expect(Number(text.replace(/[$,]/g, ''))).toBe(price);
      }),
    );
  });

  it('writes whole dollars as Intl.NumberFormat does, negative amounts too', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    expect(formatPrice(-1234.6)).toBe('-$1,235');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (dollars) => {
        expect(formatPrice(dollars)).toBe(intl.format(dollars));
      }),
    );
  });
});

describe('formatNumber', () => {
  it('groups digits by thousands and keeps up to 3 decimals without trailing zeros', () => {
    expect(formatNumber(1850)).toBe('1,850');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(-1_234_567.891)).toBe('-1,234,567.891');
    expect(formatNumber(1.2)).toBe('1.2');
    expect(formatNumber(-0.0001)).toBe('0');
    expect(formatNumber(1234.56, 0)).toBe('1,235');
    expect(formatNumber(Number.NaN)).toBe('—');
  });

  it('writes what Intl.NumberFormat("en-US") writes for counts and listing facts', () => {
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e15, max: 1e15 }),
          fc.integer({ min: -1e7, max: 1e7 }).map((tenths) => tenths / 10),
          fc.integer({ min: -1e7, max: 1e7 }).map((hundredths) => hundredths / 100),
        ),
        (value) => {
          expect(formatNumber(value)).toBe(intl.format(value));
        },
      ),
    );
  });
});

describe('publicLocation', () => {
  it('names the parsed place only: city, state and ZIP, else county or state', () => {
    expect(publicLocation({ city: 'Austin', state: 'TX', zip: '78701', county: 'Travis County' })).toBe(
      'Austin, TX 78701',
    );
    expect(publicLocation({ city: 'Austin', state: 'TX', zip: null })).toBe('Austin, TX');
    expect(publicLocation({ city: null, state: 'IL', zip: null, county: 'Cook County' })).toBe(
      'Cook County, IL',
    );
    expect(publicLocation({ city: null, state: 'TX', zip: null })).toBe('TX');
    expect(publicLocation({ city: null, state: null, zip: null })).toBe('');
  });
});

describe('truncateLocation', () => {
  it('keeps only the last two comma-separated parts', () => {
    expect(truncateLocation('12 Oak St, Austin, TX 78701')).toBe('Austin, TX 78701');
    expect(truncateLocation(' 12 Oak St ,  Austin ,TX ')).toBe('Austin, TX');
    expect(truncateLocation('Austin, TX')).toBe('Austin, TX');
    expect(truncateLocation('Austin')).toBe('Austin');
    expect(truncateLocation('Austin, TX,')).toBe('Austin, TX');
    expect(truncateLocation(null)).toBe('');
  });

  it('never reveals more than two parts, each a trimmed part of the original', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }), (parts) => {
        const shown = truncateLocation(parts.join(','));
        const shownParts = shown === '' ? [] : shown.split(', ');
        const original = parts
          .join(',')
          .split(',')
          .map((part) => part.trim());
        expect(shownParts.length).toBeLessThanOrEqual(2);
        for (const part of shownParts) expect(original).toContain(part);
      }),
    );
  });
});
