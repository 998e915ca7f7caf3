import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsWireInstructions, isAbaRoutingNumber } from './wire-fraud-guard';

/** A valid routing number from a prefix and 6 more digits: the 9th digit makes the checksum. */
const routingNumber = fc
  .tuple(
    fc.constantFrom(...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 25, 32, 61, 66, 72, 80]),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
  )
  .map(([prefix, rest]) => {
    const d = [Math.floor(prefix / 10), prefix % 10, ...rest];
    const partial = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
    return [...d, (10 - (partial % 10)) % 10].join('');
  });

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

const phone = fc
  .tuple(digits(3, 3), digits(3, 3), digits(4, 4))
  .chain(([a, b, c]) =>
    fc.constantFrom(
      `(${a}) ${b}-${c}`,
      `${a}-${b}-${c}`,
      `${a}.${b}.${c}`,
      `+1 ${a} ${b} ${c}`,
      `${a}${b}${c}`,
      `1-${a}-${b}-${c}`,
    ),
  );
const price = fc
  .integer({ min: 1_000, max: 99_999_999 })
  .chain((n) =>
    fc.constantFrom(`$${n.toLocaleString('en-US')}`, `$${n}`, n.toLocaleString('en-US'), `${n}`, `$${n}.00`),
  );
const zip = fc.tuple(digits(5, 5), digits(4, 4)).chain(([z, plus]) => fc.constantFrom(z, `${z}-${plus}`));
const date = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true })
  .chain((d) => {
    const iso = d.toISOString().slice(0, 10);
    const [y, m, day] = iso.split('-');
    return fc.constantFrom(iso, `${m}/${day}/${y}`, `${m}-${day}-${y}`, d.toISOString());
  });
const word = fc.constantFrom(
  'call',
  'me',
  'offer',
  'at',
  'closing',
  'on',
  'zip',
  'price',
  'the',
  'house',
  ',',
  '.',
);

/** Neutral deal text: words, phone numbers, prices, zip codes and dates in any order. */
const neutralText = fc
  .array(fc.oneof(word, phone, price, zip, date), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(' '));

describe('the wire-fraud detector', () => {
  it('accepts the routing numbers of real banks and refuses bad checksums and prefixes', () => {
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('011000015')).toBe(true);
    expect(isAbaRoutingNumber('121000358')).toBe(true);
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('500000005')).toBe(false);
  });

  it('refuses wire instructions written the ways they are sent', () => {
    expect(containsWireInstructions('Wire to routing 021000021, account 4839201177')).toBe(true);
    expect(containsWireInstructions('ABA 121000358 acct 000123456789')).toBe(true);
    expect(containsWireInstructions('Please send EMD: 021000021 / 98765432101')).toBe(true);
    expect(containsWireInstructions('routing number: 011000015')).toBe(true);
  });

  it('lets ordinary deal messages through', () => {
    expect(containsWireInstructions(null)).toBe(false);
    expect(containsWireInstructions('Can we close on 12/15/2026? Call me at (555) 123-4567.')).toBe(false);
    expect(containsWireInstructions('Offer $245,000, earnest $5,000, zip 90210-1234.')).toBe(false);
    expect(containsWireInstructions('My account manager will call you.')).toBe(false);
  });

  it('never flags phone numbers, prices, zip codes or dates (property)', () => {
    fc.assert(
      fc.property(neutralText, (text) => !containsWireInstructions(text)),
      { numRuns: 2000 },
    );
  });

  it('never flags a lone routing-like number without an account number or wire words (property)', () => {
    fc.assert(
      fc.property(routingNumber, neutralText, (routing, text) => {
        const noLongRun = !/(?<![\d$.,]|\d[.,-])\d{6,}(?!\d|[.,-]\d)/.test(text);
        return !noLongRun || !containsWireInstructions(`${text} ref ${routing}`);
      }),
      { numRuns: 500 },
    );
  });

  it('flags any routing number with an account number or wire words (property)', () => {
    const cue = fc.constantFrom('routing', 'Routing #', 'ABA', 'account #', 'Acct', 'wire to', 'Wire funds');
    fc.assert(
      fc.property(routingNumber, digits(6, 17), cue, neutralText, (routing, account, words, text) => {
        return (
          containsWireInstructions(`${text} ${routing} ${account}`) &&
          containsWireInstructions(`${words}: ${routing}. ${text}`)
        );
      }),
      { numRuns: 1000 },
    );
  });
});
