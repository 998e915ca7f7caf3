// The modules of a QR code for a text (qrcode-generator), as one SVG path over a grid with a quiet zone.
import qrcode from 'qrcode-generator';

/** Error correction: L 7%, M 15%, Q 25%, H 30% of the code may be damaged and still read. */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** Modules of light margin around the code that readers need. */
export const QR_QUIET_ZONE = 4;

/** A QR code as drawing data: the grid size with its quiet zone and the path of its dark modules. */
export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  size: number;
  /** An SVG path of one 1×1 square per dark module. */
  path: string;
}

/** The QR code of `text` (UTF-8, the smallest version that fits), or null when the text is too long for any. */
export function qrMatrix(text: string, errorCorrection: QrErrorCorrection = 'M'): QrMatrix | null {
  const code = qrcode(0, errorCorrection);
  try {
    // The library reads one byte per character: hand it the UTF-8 bytes of the text.
    code.addData(String.fromCharCode(...new TextEncoder().encode(text)), 'Byte');
    code.make();
  } catch {
    return null;
  }
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) parts.push(`M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: count + QR_QUIET_ZONE * 2, path: parts.join('') };
}
