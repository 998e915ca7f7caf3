// Recognises an uploaded image by its leading magic bytes only, never by its file name or Content-Type.

/** The raster formats an upload may be in. SVG is never one of them: it is XML that can carry script. */
export type SniffedImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const AVIF_BRANDS = new Set(['avif', 'avis']);

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((value, index) => bytes[offset + index] === value);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF (a HEIC photo is not accepted). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxEnd = Math.min(view.getUint32(0), bytes.length);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Bytes 12..16 are the minor version; compatible brands follow, four bytes each, up to the end of the box.
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

/**
 * Tells which image format `bytes` holds by its magic bytes, or `null` when it is not an accepted raster image
 * (text, HTML, SVG, PDF, HEIC, an empty or too-short buffer, ...). Only the header is inspected: a file that
 * passes may still be corrupt, which decoding finds out.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    const chunk = ascii(bytes, 12, 16);
    return chunk === 'VP8 ' || chunk === 'VP8L' || chunk === 'VP8X' ? 'webp' : null;
  }
  if (isAvif(bytes)) return 'avif';
  return null;
}
