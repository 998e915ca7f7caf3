// Avatar initials from a name.
import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('  mary   ann  smith ')).toBe('MS');
    expect(initials('Cher')).toBe('C');
  });

  it('keeps letters outside ASCII whole', () => {
    expect(initials('Élodie Ørsted')).toBe('ÉØ');
  });

  it('gives an empty string for a missing or blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
  });
});
