// vCard text rules: escaping, folding at 75 octets without splitting characters, and the lines a card gives.
import { describe, expect, it } from 'vitest';
import { buildVCard, escapeVCardText, foldVCardLine } from './vcard';

describe('escapeVCardText', () => {
  it('escapes backslashes, commas, semicolons and newlines', () => {
    expect(escapeVCardText('a\\b, c; d\ne')).toBe('a\\\\b\\, c\\; d\\ne');
  });
});

describe('foldVCardLine', () => {
  it('leaves a line of 75 octets alone and folds longer ones with a leading space', () => {
    expect(foldVCardLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldVCardLine('x'.repeat(200));
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe('x'.repeat(200));
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `FN:${'é'.repeat(60)}`;
    const parts = foldVCardLine(line).split('\r\n');
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(parts.join('').replace(/ /g, '')).toBe(line);
  });
});

describe('buildVCard', () => {
  it('writes only the lines it has values for, with a single name as the given name', () => {
    const text = buildVCard({
      fullName: 'Cher',
      email: 'cher@example.com',
      phone: null,
      company: null,
      url: 'https://dealloop.example/card/cher-12345678',
      photoUrl: 'https://dealloop.example/storage/avatars/a-large.webp',
      logoUrl: null,
    });
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:;Cher;;;',
      'FN:Cher',
      'EMAIL;TYPE=INTERNET:cher@example.com',
      'URL:https://dealloop.example/card/cher-12345678',
      'PHOTO;VALUE=URI:https://dealloop.example/storage/avatars/a-large.webp',
      'END:VCARD',
      '',
    ]);
  });
});
