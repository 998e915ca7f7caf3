// Finds active content in a PDF: JavaScript, actions that run on opening, launching programs, attached files,
// rich media, XFA forms, links into other files (GoToR, GoToE: a UNC path leaks the reader's Windows credentials)
// and link URIs other than http, https and mailto. Dictionaries are read in the file's text and inside its compressed object streams,
// with `#xx` escapes in names decoded, so neither compression nor escaping hides a key.
import { inflateSync } from 'node:zlib';

/** Keys (PDF names) that make a reader run or open something. */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'AA',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
]);
/** The only schemes a link (`/URI`) may open. */
const SAFE_URI = /^(?:https?:\/\/|mailto:)/i;
/** A PDF name: a slash and regular characters up to the next white space or delimiter. */
const NAME = /\/([^\s()<>[\]{}/%]*)/g;
/** Object streams hold most dictionaries of a PDF 1.5+ file, compressed. */
const STREAM = /<<((?:(?!>>\s*stream)[\s\S]){0,4096})>>\s*stream\r?\n/g;
/** Most decompressed bytes read from one file (object streams are small; this bounds a deflate bomb). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * The text of the PDF string that starts `after` (a literal `(...)` with its escapes, or `<hex>`), or null when
 * no string starts there. A UTF-16 string (with its byte order mark) is read as its characters.
 */
function pdfStringAt(after: string): string | null {
  let raw: string;
  if (after.startsWith('<') && !after.startsWith('<<')) {
    const end = after.indexOf('>');
    const hex = after.slice(1, end === -1 ? after.length : end).replace(/[^0-9a-fA-F]/g, '');
    raw = (hex.match(/../g) ?? []).map((pair) => String.fromCharCode(Number.parseInt(pair, 16))).join('');
  } else if (after.startsWith('(')) {
    raw = '';
    let depth = 0;
    for (let i = 0; i < after.length; i += 1) {
      const ch = after[i]!;
      if (ch === '\\') {
        const next = after[i + 1] ?? '';
        const octal = /^[0-7]{1,3}/.exec(after.slice(i + 1))?.[0];
        if (octal) {
          raw += String.fromCharCode(Number.parseInt(octal, 8));
          i += octal.length;
        } else {
          raw += ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[next] ?? next;
          i += 1;
        }
        continue;
      }
      if (ch === '(') depth += 1;
      if (ch === ')') depth -= 1;
      if (depth === 0) break;
      if (i > 0 || ch !== '(') raw += ch;
    }
  } else {
    return null;
  }
  return raw.startsWith('\xfe\xff') || raw.startsWith('\xff\xfe') ? raw.slice(2).replace(/\0/g, '') : raw;
}

/** Whether the `/URI` key followed by `after` opens something other than an http(s) or mailto link. */
function unsafeUri(after: string): boolean {
  // `/S /URI` names the action type and a catalog's `/URI << /Base ... >>` a base; the link is a string after it.
  if (after.startsWith('/') || after.startsWith('>>') || after.startsWith('<<')) return false;
  const uri = pdfStringAt(after);
  // A link held elsewhere (an indirect object) or in no readable string cannot be checked.
  if (uri === null) return true;
  // Readers ignore control characters and spaces inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point.
  return !SAFE_URI.test(uri.replace(/[\u0000-\u0020\u007f]/g, ''));
}

/** The first active key in `text` (PDF syntax), or null. `/OpenAction` to a page (an array) is a view, not code. */
function activeKeyIn(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (ACTIVE_NAMES.has(name)) return name;
    if (name === 'URI' && unsafeUri(text.slice((match.index ?? 0) + match[0].length).trimStart()))
      return name;
    if (name === 'OpenAction') {
      const after = text.slice((match.index ?? 0) + match[0].length).trimStart();
      if (!after.startsWith('[')) return name;
    }
  }
  return null;
}

/** What follows a stream's dictionary up to `endstream`. */
function streamData(bytes: Buffer, start: number): Buffer {
  const end = bytes.indexOf('endstream', start, 'latin1');
  return bytes.subarray(start, end === -1 ? bytes.length : end);
}

/**
 * The name of the first active key found in the PDF `bytes`, or null when there is none. An object stream that
 * cannot be read (a filter other than FlateDecode, encryption, damage, too large) counts as active content,
 * because what it holds cannot be checked.
 */
export function findPdfActiveContent(bytes: Uint8Array): string | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  const plain = activeKeyIn(text);
  if (plain) return plain;
  let budget = MAX_INFLATED_BYTES;
  for (const match of text.matchAll(STREAM)) {
    const dictionary = match[1] ?? '';
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    const filters = [...dictionary.matchAll(/\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>]+)/g)].map((f) => f[1]);
    if (filters.length !== 1 || !/^\[?\s*\/FlateDecode\s*\]?$/.test(filters[0] ?? '')) return 'ObjStm';
    // A predictor turns the inflated bytes into differences that cannot be read as text.
    if (/\/Predictor\s*(?:[2-9]|\d\d)/.test(dictionary) || budget <= 0) return 'ObjStm';
    let inflated: Buffer;
    try {
      inflated = inflateSync(streamData(buffer, (match.index ?? 0) + match[0].length), {
        maxOutputLength: budget,
      });
    } catch {
      return 'ObjStm';
    }
    budget -= inflated.length;
    const hidden = activeKeyIn(inflated.toString('latin1'));
    if (hidden) return hidden;
  }
  return null;
}
