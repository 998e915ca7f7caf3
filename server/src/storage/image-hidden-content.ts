// Finds what an uploaded image hides besides its picture: bytes after the image's own end (a polyglot: an image
// that is also an HTML page, a script or a ZIP archive), markup anywhere in it (a GIF comment or EXIF text holding
// <script>), or a ZIP directory inside it. Such uploads are refused even though only re-encoded copies are served.
import type { SniffedImageType } from './image-sniff';

/** What was found: data after the image's end, markup or script, or a ZIP archive's directory. */
export type HiddenContent = 'data_after_end' | 'markup' | 'archive';

/**
 * Text that makes a browser or an interpreter run or load something: HTML elements that carry script or load
 * content, any element with an event handler attribute (`<img src=x onerror=...>`), PHP, and script URLs.
 * Element names are matched with what must follow them, so random bytes of a photo do not look like markup.
 */
const MARKUP = new RegExp(
  [
    '<(?:script|html|head|body|iframe|frame|frameset|svg|math|object|embed|applet|img|image|video|audio|source',
    '|style|link|meta|base|form|input|button|details|marquee|template|xml)[\\s>/]',
    '|<[a-z][a-z0-9:-]*\\s[^<>]{0,512}?\\bon[a-z]{3,}\\s*=',
    '|<\\?php|(?:javascript|vbscript|livescript):|data:text/html',
  ].join(''),
  'i',
);
/** ZIP readers look for their end-of-directory record within the last 65,557 bytes of a file. */
const ZIP_EOCD_WINDOW = 22 + 0xffff;
/** Top-level boxes an ISO-BMFF file (AVIF, or an MP4 a phone appends to a motion photo) is made of. */
const BMFF_BOXES = new Set([
  'ftyp',
  'meta',
  'mdat',
  'moov',
  'moof',
  'mfra',
  'free',
  'skip',
  'wide',
  'uuid',
  'styp',
  'sidx',
  'pdin',
  'idat',
]);

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
const u32le = (b: Uint8Array, i: number) =>
  ((b[i + 3]! << 24) >>> 0) + (b[i + 2]! << 16) + (b[i + 1]! << 8) + b[i]!;
const ascii = (b: Uint8Array, start: number, end: number) => String.fromCharCode(...b.subarray(start, end));

/** After SOI, segment by segment (entropy-coded data after each SOS), to just past EOI; null when not found. */
function jpegEnd(b: Uint8Array): number | null {
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte before a marker
      continue;
    }
    i += 2;
    if (marker === 0xd9) return i;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // markers without a length
    if (i + 2 > b.length) return null;
    const length = u16be(b, i);
    if (length < 2) return null;
    i += length;
    if (marker !== 0xda) continue;
    // Scan data: 0xFF is followed by 0x00 (a stuffed byte), a restart marker, or the next marker.
    while (i + 1 < b.length) {
      if (b[i] !== 0xff) {
        i += 1;
        continue;
      }
      const next = b[i + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
      else break;
    }
  }
  return null;
}

/** Chunk by chunk to just past IEND's CRC; null when the chunks run past the file first. */
function pngEnd(b: Uint8Array): number | null {
  let i = 8;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = ascii(b, i + 4, i + 8);
    i += 12 + length;
    if (type === 'IEND') return i <= b.length ? i : null;
  }
  return null;
}

/** Past a run of GIF sub-blocks (each a length byte and its data, a zero length ends them). */
function skipSubBlocks(b: Uint8Array, start: number): number {
  let i = start;
  while (i < b.length) {
    const size = b[i]!;
    i += 1;
    if (size === 0) return i;
    i += size;
  }
  return Number.POSITIVE_INFINITY;
}

const colorTableBytes = (flags: number) => (flags & 0x80 ? 3 * (1 << ((flags & 0x07) + 1)) : 0);

/** Block by block (extensions, images) to just past the trailer (0x3B); null when it is not reached. */
function gifEnd(b: Uint8Array): number | null {
  if (b.length < 13) return null;
  let i = 13 + colorTableBytes(b[10]!);
  while (i < b.length) {
    const block = b[i]!;
    i += 1;
    if (block === 0x3b) return i;
    if (block === 0x21) i = skipSubBlocks(b, i + 1);
    else if (block === 0x2c) {
      if (i + 9 > b.length) return null;
      i += 9 + colorTableBytes(b[i + 8]!) + 1; // descriptor, local colour table, LZW minimum code size
      i = skipSubBlocks(b, i);
    } else return null;
  }
  return null;
}

/** The RIFF container's declared length (plus its pad byte); null when the file is shorter. */
function webpEnd(b: Uint8Array): number | null {
  const size = u32le(b, 4);
  const end = 8 + size + (size % 2);
  return end <= b.length ? end : null;
}

/**
 * Walks top-level ISO-BMFF boxes from `start`: answers where the last box of a known type ends when an unknown
 * one (or a run of bytes that is no box at all) follows it, the end of the file when the boxes fill it exactly,
 * and null when a known box runs past the file (truncated).
 */
function bmffEnd(b: Uint8Array, start: number): number | null {
  let i = start;
  while (i < b.length) {
    if (i + 8 > b.length) return i;
    let size = u32be(b, i);
    const type = ascii(b, i + 4, i + 8);
    if (!BMFF_BOXES.has(type)) return i;
    if (size === 1) {
      if (i + 16 > b.length) return null;
      size = u32be(b, i + 8) * 2 ** 32 + u32be(b, i + 12);
    } else if (size === 0) {
      return b.length; // the last box runs to the end of the file
    }
    if (size < 8) return i;
    if (i + size > b.length) return null;
    i += size;
  }
  return i;
}

/** Where the image itself ends by its own structure, or null when it cannot be found (the decoder judges). */
export function imageEnd(bytes: Uint8Array, type: SniffedImageType): number | null {
  switch (type) {
    case 'jpeg':
      return jpegEnd(bytes);
    case 'png':
      return pngEnd(bytes);
    case 'gif':
      return gifEnd(bytes);
    case 'webp':
      return webpEnd(bytes);
    case 'avif':
      return bmffEnd(bytes, 0);
  }
}

/**
 * Whether the bytes after the image's end are harmless: zero or 0xFF padding some encoders leave, or (after a
 * JPEG) what phones append: the MP4 of a motion photo, as whole ISO-BMFF boxes filling the rest of the file, or
 * Samsung's trailer of camera data, which ends with "SEFT". Markup and archives are still looked for in them.
 */
function harmlessTrailer(bytes: Uint8Array, end: number, type: SniffedImageType): boolean {
  const rest = bytes.subarray(end);
  if (rest.every((byte) => byte === 0x00 || byte === 0xff)) return true;
  if (type !== 'jpeg') return false;
  if (rest.length >= 8 && ascii(rest, rest.length - 4, rest.length) === 'SEFT') return true;
  return ascii(rest, 4, 8) === 'ftyp' && bmffEnd(bytes, end) === bytes.length;
}

/** A ZIP end-of-directory record near the end whose comment runs exactly to the end of the file. */
function hasZipDirectory(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - ZIP_EOCD_WINDOW);
  for (let i = bytes.length - 22; i >= from; i -= 1) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) {
      const commentLength = bytes[i + 20]! | (bytes[i + 21]! << 8);
      if (i + 22 + commentLength === bytes.length) return true;
    }
  }
  return false;
}

/** What `bytes` (an image of `type` by its magic bytes) hides besides the image, or null when nothing. */
export function findHiddenContent(bytes: Uint8Array, type: SniffedImageType): HiddenContent | null {
  const end = imageEnd(bytes, type);
  if (end !== null && end < bytes.length && !harmlessTrailer(bytes, end, type)) return 'data_after_end';
  if (MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'))) {
    return 'markup';
  }
  return hasZipDirectory(bytes) ? 'archive' : null;
}
