// QrCode: an SVG image named by its label, the quiet zone and finder patterns in place, sizes that grow with the
// text, and nothing for a text no QR code can hold.
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';
import { QR_QUIET_ZONE, qrMatrix } from './qr-code-matrix';
import { render, screen } from './test-utils';

const URL_TEXT = 'https://dealloop.example/card/jane-doe-0193a5c0';

describe('qrMatrix', () => {
  it('draws the three finder patterns inside a 4-module quiet zone', () => {
    const matrix = qrMatrix(URL_TEXT)!;
    const modules = matrix.size - QR_QUIET_ZONE * 2;
    expect(modules).toBeGreaterThanOrEqual(21);
    expect((modules - 17) % 4).toBe(0);
    const corners = [
      [QR_QUIET_ZONE, QR_QUIET_ZONE],
      [QR_QUIET_ZONE + modules - 1, QR_QUIET_ZONE],
      [QR_QUIET_ZONE, QR_QUIET_ZONE + modules - 1],
    ];
    for (const [x, y] of corners) expect(matrix.path).toContain(`M${x} ${y}h1v1h-1z`);
    // No module is drawn in the quiet zone, nor in the corner without a finder pattern.
    expect(matrix.path).not.toMatch(/M[0-3] /);
    expect(matrix.path).not.toContain(`M${QR_QUIET_ZONE + modules - 1} ${QR_QUIET_ZONE + modules - 1}h`);
  });

  it('is the same for the same text, grows with longer texts, and is null beyond any version', () => {
    expect(qrMatrix(URL_TEXT)).toEqual(qrMatrix(URL_TEXT));
    expect(qrMatrix('x'.repeat(300))!.size).toBeGreaterThan(qrMatrix(URL_TEXT)!.size);
    expect(qrMatrix('Zoë ☕')).not.toBeNull();
    expect(qrMatrix('x'.repeat(4000))).toBeNull();
  });
});

describe('QrCode', () => {
  it('renders an SVG image named by its label at the given size', () => {
    render(<QrCode value={URL_TEXT} label="QR code of this card" size={200} />);
    const svg = screen.getByRole('img', { name: 'QR code of this card' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('width')).toBe('200');
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${qrMatrix(URL_TEXT)!.size} ${qrMatrix(URL_TEXT)!.size}`);
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(qrMatrix(URL_TEXT)!.path);
  });

  it('renders nothing when the value cannot be encoded', () => {
    const { container } = render(<QrCode value={'x'.repeat(4000)} label="Too long" />);
    expect(container.innerHTML).toBe('');
  });
});
