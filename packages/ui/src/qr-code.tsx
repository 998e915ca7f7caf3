// QrCode: a QR code of a text (usually a URL) drawn as SVG, with an accessible name.

import { cx } from './class-names';
import * as styles from './qr-code.css';
import { type QrErrorCorrection, qrMatrix } from './qr-code-matrix';

export interface QrCodeProps {
  /** The text the code holds, e.g. the address of a business card. */
  value: string;
  /** The accessible name, e.g. "QR code of Jane Doe's business card". */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  errorCorrection?: QrErrorCorrection;
  className?: string;
}

/** A scalable QR code; renders nothing when the value is too long to encode. */
export function QrCode({ value, label, size = 160, errorCorrection = 'M', className }: QrCodeProps) {
  const matrix = qrMatrix(value, errorCorrection);
  if (!matrix) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      className={cx(styles.qrCode, className)}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      data-modules={matrix.size}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{label}</title>
      <path className={styles.modules} d={matrix.path} />
    </svg>
  );
}
