// Where each format ends, and what counts as hidden content: images straight from an encoder hide nothing, the
// same images with bytes after their end do, padding does not.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findHiddenContent, imageEnd } from './image-hidden-content';
import { sniffImageType } from './image-sniff';

const picture = () =>
  sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

const ENCODED: Record<string, () => Promise<Buffer>> = {
  jpeg: () =>
    picture()
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' } })
      .withIccProfile('p3')
      .toBuffer(),
  'progressive jpeg': () => picture().jpeg({ progressive: true }).toBuffer(),
  png: () => picture().png().toBuffer(),
  gif: () => picture().gif().toBuffer(),
  'lossy webp': () => picture().webp().toBuffer(),
  'lossless webp': () => picture().webp({ lossless: true }).toBuffer(),
  avif: () => picture().avif().toBuffer(),
};

describe('findHiddenContent', () => {
  for (const [name, encode] of Object.entries(ENCODED)) {
    it(`finds the end of a ${name} and what follows it`, async () => {
      const bytes = new Uint8Array(await encode());
      const type = sniffImageType(bytes)!;
      expect(imageEnd(bytes, type)).toBe(bytes.length);
      expect(findHiddenContent(bytes, type)).toBeNull();
      const withScript = new Uint8Array(Buffer.concat([bytes, Buffer.from('var x = 1; fetch("/x");')]));
      expect(findHiddenContent(withScript, type)).toBe('data_after_end');
      expect(findHiddenContent(new Uint8Array(Buffer.concat([bytes, Buffer.alloc(100)])), type)).toBeNull();
    });
  }

  it('accepts a Samsung camera trailer (ending in SEFT) after a JPEG, but not markup hidden in one', async () => {
    const bytes = await ENCODED.jpeg!();
    const trailer = Buffer.concat([
      Buffer.from('\x00\x00\x01\x0aImage_UTC_Data1700000000000', 'latin1'),
      Buffer.from('SEFH\x20\x00\x00\x00SEFT', 'latin1'),
    ]);
    expect(findHiddenContent(new Uint8Array(Buffer.concat([bytes, trailer])), 'jpeg')).toBeNull();
    const sneaky = Buffer.concat([bytes, Buffer.from('<script>alert(1)</script>'), trailer]);
    expect(findHiddenContent(new Uint8Array(sneaky), 'jpeg')).toBe('markup');
  });

  it('finds markup anywhere, even where the structure could not be followed', async () => {
    const bytes = new Uint8Array(await picture().png().toBuffer());
    const broken = new Uint8Array(Buffer.concat([bytes.subarray(0, 40), Buffer.from('<iframe src=x>')]));
    expect(imageEnd(broken, 'png')).toBeNull();
    expect(findHiddenContent(broken, 'png')).toBe('markup');
  });
});
