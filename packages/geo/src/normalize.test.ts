import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactKey, identityKey, innerWordKeys, nameKeys, words } from './normalize';

describe('words', () => {
  it('folds case, accents, apostrophes and punctuation', () => {
    expect(words('Cañon City')).toEqual(['canon', 'city']);
    expect(words("Coeur d'Alene")).toEqual(['coeur', 'dalene']);
    expect(words('Kapa‘a')).toEqual(['kapaa']);
    expect(words('Winston-Salem, NC 27101')).toEqual(['winston', 'salem', 'nc', '27101']);
    expect(words('  St.   Louis ')).toEqual(['st', 'louis']);
    expect(words('Straße')).toEqual(['strasse']);
    expect(words('')).toEqual([]);
    expect(words(' ,.- ')).toEqual([]);
  });

  it('yields only lowercase ASCII letters and digits, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        for (const word of words(text)) expect(word).toMatch(/^[a-z0-9]+$/);
      }),
    );
  });

  it('ignores case for ASCII text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        expect(words(text.toUpperCase())).toEqual(words(text.toLowerCase()));
      }),
    );
  });
});

describe('keys', () => {
  it('runs words together', () => {
    expect(compactKey('New York')).toBe('newyork');
    expect(compactKey('new-york')).toBe('newyork');
  });

  it('finds a name under its abbreviated and spelled-out forms', () => {
    expect(nameKeys('St. Louis')).toEqual(expect.arrayContaining(['stlouis', 'saintlouis']));
    expect(nameKeys('Fort Worth')).toEqual(expect.arrayContaining(['fortworth', 'ftworth']));
    expect(nameKeys('Mount Vernon')).toEqual(expect.arrayContaining(['mountvernon', 'mtvernon']));
    expect(nameKeys('Dallas')).toEqual(['dallas']);
    expect(nameKeys('The Dalles')).toEqual(['thedalles', 'dalles']);
  });

  it('gives keys for the later words of a name', () => {
    expect(innerWordKeys('Salt Lake City')).toEqual(['lakecity', 'city']);
    expect(innerWordKeys('Dallas')).toEqual([]);
  });

  it('gives "Saint" and "St." names one identity', () => {
    expect(identityKey('Saint Louis')).toBe(identityKey('St. Louis'));
    expect(identityKey('Mc Lean')).toBe(identityKey('McLean'));
    expect(identityKey('Fort Worth')).not.toBe(identityKey('Worth'));
    expect(identityKey('The Bronx')).toBe(identityKey('Bronx'));
    expect(identityKey('The')).toBe('the');
  });
});
