import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, PHONE_MAX_LENGTH, phoneDigits } from './phone-format';

describe('formatPhone', () => {
  it('formats progressively as digits are typed', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('5');
    expect(formatPhone('555')).toBe('555');
    expect(formatPhone('5551')).toBe('(555) 1');
    expect(formatPhone('555123')).toBe('(555) 123');
    expect(formatPhone('5551234')).toBe('(555) 123-4');
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
  });

  it('keeps digits only and at most 10 of them', () => {
    expect(formatPhone('555-123-4567')).toBe('(555) 123-4567');
    expect(formatPhone('(555) 123-45678')).toBe('(555) 123-4567');
    expect(formatPhone('abc')).toBe('');
  });

  it('drops a leading US country code from an 11-digit number', () => {
    expect(formatPhone('+1 (555) 123-4567')).toBe('(555) 123-4567');
    expect(phoneDigits('15551234567')).toBe('5551234567');
  });

  it('never exceeds 14 characters, and the full form is exactly (XXX) XXX-XXXX', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (input) => {
        const formatted = formatPhone(input);
        expect(formatted.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
        expect(formatted).toMatch(/^(?:\d{0,3}|\(\d{3}\) \d{1,3}|\(\d{3}\) \d{3}-\d{1,4})$/);
      }),
    );
  });

  it('keeps the digits it was given, in order, and is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,10}$/), (digits) => {
        const formatted = formatPhone(digits);
        const kept = formatted.replace(/\D/g, '');
        expect(kept).toBe(digits);
        expect(formatPhone(formatted)).toBe(formatted);
      }),
    );
  });

  it('formats any 10 digits as (XXX) XXX-XXXX whatever separators surround them', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[2-9]\d{9}$/),
        fc.constantFrom('', ' ', '-', '.', ') '),
        (digits, sep) => {
          const typed = `${digits.slice(0, 3)}${sep}${digits.slice(3, 6)}${sep}${digits.slice(6)}`;
          expect(formatPhone(typed)).toBe(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
        },
      ),
    );
  });
});
