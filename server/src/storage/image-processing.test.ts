// Tests upload processing: what is refused and why, metadata stripping, orientation and variant sizes.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_VARIANTS,
  ImageRejectedError,
  type ImageRejectionReason,
  LISTING_IMAGE_VARIANTS,
  processImage,
} from './image-processing';
import { sniffImageType } from './image-sniff';

const LIMITS = { maxPixels: 50_000_000, variants: LISTING_IMAGE_VARIANTS };

const solid = (width: number, height: number, background = '#2a6f97') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Gaussian noise compresses badly, so the encoded file is large enough to cut in half meaningfully. */
const noisy = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

async function rejectionOf(bytes: Uint8Array, limits = LIMITS): Promise<ImageRejectionReason> {
  const error = await processImage(bytes, limits).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).reason;
}

/** A PNG whose IHDR claims width x height while its pixel data is a single pixel's worth. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // Signature (8) + IHDR length (4) + "IHDR" (4): width at 16, height at 20, CRC over type and data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('processImage: accepted uploads', () => {
  it('re-encodes JPEG, PNG, WebP, GIF and AVIF into WebP variants', async () => {
    const sources = {
      jpeg: await solid(900, 600).jpeg().toBuffer(),
      png: await solid(900, 600).png().toBuffer(),
      webp: await solid(900, 600).webp().toBuffer(),
      gif: await solid(900, 600).gif().toBuffer(),
      avif: await solid(900, 600).avif().toBuffer(),
    };
    for (const [type, bytes] of Object.entries(sources)) {
      const result = await processImage(bytes, LIMITS);
      expect(result.sourceType).toBe(type);
      expect([result.width, result.height]).toEqual([900, 600]);
      expect(result.variants.map((v) => v.name)).toEqual(['thumb', 'card', 'full']);
      for (const variant of result.variants) {
        expect(variant.contentType).toBe('image/webp');
        expect(sniffImageType(variant.bytes)).toBe('webp');
        const meta = await sharp(variant.bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
      }
    }
  });

  it('shrinks a large image to fit each variant width, keeping the aspect ratio', async () => {
    const result = await processImage(await solid(3200, 1600).jpeg().toBuffer(), LIMITS);
    expect(result.variants.map(({ name, width, height }) => ({ name, width, height }))).toEqual([
      { name: 'thumb', width: 400, height: 200 },
      { name: 'card', width: 800, height: 400 },
      { name: 'full', width: 1600, height: 800 },
    ]);
  });

  it('never enlarges a small image', async () => {
    const result = await processImage(await solid(120, 90).png().toBuffer(), LIMITS);
    for (const variant of result.variants) expect([variant.width, variant.height]).toEqual([120, 90]);
    const avatar = await processImage(await solid(300, 300).png().toBuffer(), {
      maxPixels: LIMITS.maxPixels,
      variants: AVATAR_VARIANTS,
    });
    expect(avatar.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['sm', 128, 128],
      ['md', 300, 300],
    ]);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const colours = ['#ff0000', '#00ff00', '#0000ff'];
    const frames = await Promise.all(colours.map((c) => solid(20, 10, c).raw().toBuffer()));
    const gif = await sharp(Buffer.concat(frames), {
      raw: { width: 20, height: 30, channels: 3, pageHeight: 10 },
    })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const result = await processImage(gif, LIMITS);
    expect([result.width, result.height]).toEqual([20, 10]);
    const [thumb] = result.variants;
    const meta = await sharp(thumb!.bytes).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([20, 10, 1]);
    const { data } = await sharp(thumb!.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
  });
});

describe('processImage: metadata and orientation', () => {
  it('drops EXIF (camera and GPS), XMP and ICC from every variant', async () => {
    const jpeg = await noisy(1000, 750)
      .jpeg()
      .withExif({
        IFD0: { Make: 'AcmeCam', Model: 'Spy 3000' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4610/100', GPSMapDatum: 'WGS-84' },
      })
      .withIccProfile('p3')
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.toString('latin1')).toContain('AcmeCam');
    expect(source.exif?.toString('latin1')).toContain('WGS-84');
    expect(source.icc).toBeDefined();

    const result = await processImage(jpeg, LIMITS);
    expect(result.variants).toHaveLength(3);
    for (const variant of result.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.bytes.includes('AcmeCam')).toBe(false);
      expect(variant.bytes.includes('WGS-84')).toBe(false);
    }
  });

  it('turns an EXIF orientation 6 photo upright (width and height swap, content rotated)', async () => {
    // Stored 800x600 with its left quarter red; orientation 6 means "rotate 90 degrees clockwise to view",
    // so the stored left edge becomes the visual top.
    const red = await solid(200, 600, '#ff0000').png().toBuffer();
    const jpeg = await solid(800, 600, '#0000ff')
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const result = await processImage(jpeg, LIMITS);
    expect([result.width, result.height]).toEqual([600, 800]);
    const card = result.variants.find((v) => v.name === 'card')!;
    expect([card.width, card.height]).toEqual([600, 800]);

    const { data, info } = await sharp(card.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [topRed, , topBlue] = pixel(300, 50);
    const [bottomRed, , bottomBlue] = pixel(300, 750);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomRed).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
  });
});

describe('processImage: refused uploads', () => {
  it('refuses a text file named .png and an HTML page as not_an_image', async () => {
    // processImage never sees a file name or Content-Type: only these bytes decide.
    expect(await rejectionOf(new TextEncoder().encode('just some notes, saved as holiday.png'))).toBe(
      'not_an_image',
    );
    const html = '<!DOCTYPE html><html><head><script>alert(document.cookie)</script></head></html>';
    expect(await rejectionOf(new TextEncoder().encode(html))).toBe('not_an_image');
    expect(await rejectionOf(new Uint8Array())).toBe('not_an_image');
  });

  it('refuses an SVG carrying script as not_an_image, although sharp itself could render it', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
        '<script>fetch("/api/v1/me")</script><rect width="64" height="64" fill="red"/></svg>',
    );
    expect((await sharp(svg).metadata()).format).toBe('svg');
    expect(await rejectionOf(svg)).toBe('not_an_image');
  });

  it('refuses a JPEG and a PNG cut in half as corrupt', async () => {
    const jpeg = await noisy(800, 600).jpeg().toBuffer();
    const png = await noisy(800, 600).png().toBuffer();
    for (const whole of [jpeg, png]) {
      await expect(processImage(whole, LIMITS)).resolves.toBeDefined();
      expect(await rejectionOf(whole.subarray(0, Math.floor(whole.length / 2)))).toBe('corrupt');
    }
  });

  it('refuses garbage behind a valid magic number as corrupt', async () => {
    const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251);
    garbage.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await rejectionOf(garbage)).toBe('corrupt');
  });

  it('refuses a pixel flood from its header alone, before decoding', async () => {
    // 30000 x 30000 declared, one pixel of data: had it been decoded the answer would be "corrupt".
    const flood = await pngDeclaring(30_000, 30_000);
    expect((await sharp(flood, { limitInputPixels: false }).metadata()).width).toBe(30_000);
    expect(await rejectionOf(flood)).toBe('too_many_pixels');
    expect(await rejectionOf(await pngDeclaring(5000, 5000), { ...LIMITS, maxPixels: 1_000_000 })).toBe(
      'too_many_pixels',
    );
  });

  it('applies maxPixels exactly: at the limit passes, one row more is refused', async () => {
    const limits = { ...LIMITS, maxPixels: 100 * 100 };
    await expect(processImage(await solid(100, 100).png().toBuffer(), limits)).resolves.toBeDefined();
    expect(await rejectionOf(await solid(100, 101).png().toBuffer(), limits)).toBe('too_many_pixels');
  });

  it('treats invalid options as a programming error, not a refused upload', async () => {
    const png = await solid(10, 10).png().toBuffer();
    await expect(processImage(png, { maxPixels: 0, variants: LISTING_IMAGE_VARIANTS })).rejects.toThrow(
      RangeError,
    );
    await expect(processImage(png, { maxPixels: 100, variants: [] })).rejects.toThrow(RangeError);
    await expect(
      processImage(png, { maxPixels: 100, variants: [{ name: '../x', width: 10 }] }),
    ).rejects.toThrow(RangeError);
    await expect(processImage(png, { maxPixels: 100, variants: [{ name: 'a', width: 0 }] })).rejects.toThrow(
      RangeError,
    );
  });
});
