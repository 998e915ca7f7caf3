// vCard 3.0 (RFC 2426) text of a business card, as iOS and Android contacts import it: CRLF line endings, lines
// folded at 75 octets, and commas, semicolons, backslashes and newlines escaped in values.
import { phoneDigits } from '@dealloop/core';

/** What a card's vCard holds. */
export interface VCardContact {
  fullName: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** The public card page. */
  url: string;
  photoUrl: string | null;
  logoUrl: string | null;
}

/** Escapes a text value: backslash, comma, semicolon and newlines (RFC 2426 section 4). */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const LINE_OCTETS = 75;

/**
 * Folds a content line into lines of at most 75 octets (UTF-8), each continuation starting with one space;
 * a multi-byte character is never split.
 */
export function foldVCardLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Family and given names from a full name: the last word is the family name ("Mary Ann Lee" → Lee; Mary Ann). */
function nameParts(fullName: string): { family: string; given: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { family: '', given: words[0] ?? '' };
  return { family: words.at(-1)!, given: words.slice(0, -1).join(' ') };
}

/** A US number in international form (+15551234567) when it has 10 digits, else the text as given. */
function telephone(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length === 10 ? `+1${digits}` : phone;
}

/** The vCard 3.0 text of a contact, ending with CRLF. */
export function buildVCard(contact: VCardContact): string {
  const { family, given } = nameParts(contact.fullName);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVCardText(family)};${escapeVCardText(given)};;;`,
    `FN:${escapeVCardText(contact.fullName.trim())}`,
    contact.company ? `ORG:${escapeVCardText(contact.company)}` : null,
    contact.phone ? `TEL;TYPE=CELL:${telephone(contact.phone)}` : null,
    `EMAIL;TYPE=INTERNET:${escapeVCardText(contact.email)}`,
    `URL:${contact.url}`,
    contact.photoUrl ? `PHOTO;VALUE=URI:${contact.photoUrl}` : null,
    contact.logoUrl ? `LOGO;VALUE=URI:${contact.logoUrl}` : null,
    'END:VCARD',
  ];
  return `${lines
    .filter((line): line is string => line !== null)
    .map(foldVCardLine)
    .join('\r\n')}\r\n`;
}
