// The QR code of a card page as SVG (ui's qrMatrix, drawn like ui's QrCode); its own chunk, loaded after the card.
import { qrMatrix } from '@dealloop/ui';

const SVG = 'http://www.w3.org/2000/svg';

/** An accessible SVG QR code of `value`, or null when the text is too long to encode. */
export function qrCodeSvg(
  value: string,
  label: string,
  size: number,
  className: string,
): SVGSVGElement | null {
  const matrix = qrMatrix(value, 'M');
  if (!matrix) return null;
  const svg = document.createElementNS(SVG, 'svg');
  const attributes: Record<string, string> = {
    role: 'img',
    'aria-label': label,
    class: className,
    width: String(size),
    height: String(size),
    viewBox: `0 0 ${matrix.size} ${matrix.size}`,
    'data-modules': String(matrix.size),
  };
  for (const [name, text] of Object.entries(attributes)) svg.setAttribute(name, text);
  const title = document.createElementNS(SVG, 'title');
  title.textContent = label;
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', matrix.path);
  svg.append(title, path);
  return svg;
}
