// Tests that uploads are recognised by magic bytes alone, and that text, HTML and SVG never pass as images.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-sniff';

const solid = () => sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a6f97' } });

describe('sniffImageType', () => {
  it('recognises JPEG, PNG, WebP, GIF and AVIF made by sharp', async () => {
    expect(sniffImageType(await solid().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await solid().png().toBuffer())).toBe('png');
    expect(sniffImageType(await solid().webp().toBuffer())).toBe('webp');
    expect(sniffImageType(await solid().webp({ lossless: true }).toBuffer())).toBe('webp');
    expect(sniffImageType(await solid().gif().toBuffer())).toBe('gif');
    expect(sniffImageType(await solid().avif().toBuffer())).toBe('avif');
  });

  it('accepts a plain Uint8Array, not only a Buffer', async () => {
    const png = await solid().png().toBuffer();
    expect(sniffImageType(new Uint8Array(png))).toBe('png');
  });

  it('refuses text whatever it would be named, HTML, and SVG with or without script', () => {
    const samples = [
      'this is a text file someone named photo.png',
      '<!doctype html><html><body><img src=x onerror=alert(1)></body></html>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      '%PDF-1.7\n',
      '',
    ];
    for (const text of samples) expect(sniffImageType(new TextEncoder().encode(text))).toBeNull();
  });

  it('refuses look-alike containers and headers cut too short', () => {
    const bytes = (...parts: (string | number[])[]) =>
      Uint8Array.from(
        parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
      );
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPJUNK'))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'))).toBe('avif');
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(bytes([0x89], 'PNG'))).toBeNull();
    expect(sniffImageType(bytes('GIF8'))).toBeNull();
  });
});
