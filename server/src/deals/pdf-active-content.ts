// Finds active content in a PDF: JavaScript, actions that run on opening, launching programs, attached files,
// rich media and XFA forms. Dictionaries are read in the file's text and inside its compressed object streams,
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
]);
/** A PDF name: a slash and regular characters up to the next white space or delimiter. */
const NAME = /\/([^\s()<>[\]{}/%]*)/g;
/** Object streams hold most dictionaries of a PDF 1.5+ file, compressed. */
const STREAM = /<<((?:(?!>>\s*stream)[\s\S]){0,4096})>>\s*stream\r?\n/g;
/** Most decompressed bytes read from one file (object streams are small; this bounds a deflate bomb). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The first active key in `text` (PDF syntax), or null. `/OpenAction` to a page (an array) is a view, not code. */
function activeKeyIn(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (ACTIVE_NAMES.has(name)) return name;
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
