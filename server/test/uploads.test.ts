// Uploads through the HTTP API: images only, by their bytes; size and pixel limits; re-encoded without metadata.
import { IMAGE_MAX_BYTES, MESSAGES } from '@dealloop/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const account = await t.signUp();
  token = account.accessToken;
  userId = account.user.id;
});
afterAll(() => t.close());

const photo = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1' },
    })
    .toBuffer();

function form(bytes: Uint8Array, purpose: string, name = 'photo.jpg', type = 'image/jpeg') {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], name, { type }));
  body.append('purpose', purpose);
  return body;
}

const upload = (body: FormData, signedIn = true) =>
  t.call('POST', '/api/v1/uploads', { body, token: signedIn ? token : undefined });

describe('POST /api/v1/uploads', () => {
  it('stores a listing photo in sizes, named per the spec, and serves it without metadata', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(form(original, 'listing'));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ purpose: 'listing', width: 1200, height: 800 });
    expect(res.data.variants.map((v: { name: string }) => v.name)).toEqual(['thumb', 'card', 'full']);
    const full = res.data.variants.at(-1);
    expect(full.width).toBe(1200);
    expect(res.data.url).toBe(full.url);
    const url = new URL(res.data.url);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toMatch(
      new RegExp(`^/storage/listing-images/${userId}-listing-\\d{13}-[0-9a-f]{12}-full\\.webp$`),
    );

    const served = await t.app.request(url.pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('stores avatars and logos in the avatars bucket', async () => {
    const res = await upload(form(await photo(300, 300), 'logo'));
    expect(res.status).toBe(201);
    expect(new URL(res.data.url).pathname).toMatch(new RegExp(`^/storage/avatars/${userId}-logo-`));
  });

  it('requires a signed-in user', async () => {
    const res = await upload(form(await photo(), 'avatar'), false);
    expect(res.status).toBe(401);
  });

  it('refuses a file of 5 MB or more with the spec message', async () => {
    const big = new Uint8Array(IMAGE_MAX_BYTES + 10);
    big.set(await photo(100, 100));
    const res = await upload(form(big, 'avatar'));
    expect(res.status).toBe(413);
    expect(res.data.error).toEqual({ code: 'image_too_large', message: MESSAGES.imageTooLarge });
  });

  it('recognises images by their bytes: a text file named .jpg with an image type is refused', async () => {
    const res = await upload(
      form(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'avatar'),
    );
    expect(res.status).toBe(415);
    expect(res.data.error.code).toBe('not_an_image');
  });

  it('refuses SVG, which can carry script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const res = await upload(form(new TextEncoder().encode(svg), 'avatar', 'x.svg', 'image/svg+xml'));
    expect(res.status).toBe(415);
  });

  it('refuses a truncated image', async () => {
    const whole = await photo();
    const res = await upload(form(whole.subarray(0, Math.floor(whole.length / 2)), 'listing'));
    expect(res.status).toBe(422);
    expect(res.data.error.code).toBe('image_corrupt');
  });

  it('refuses a pixel flood before decoding it', async () => {
    const flood = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flood.length).toBeLessThan(IMAGE_MAX_BYTES);
    const res = await upload(form(flood, 'listing', 'flood.png', 'image/png'));
    expect(res.status).toBe(422);
    expect(res.data.error.code).toBe('image_too_many_pixels');
  });

  it('validates the form fields', async () => {
    const missingFile = new FormData();
    missingFile.append('purpose', 'avatar');
    expect((await upload(missingFile)).status).toBe(400);
    expect((await upload(form(await photo(), 'banner'))).status).toBe(400);
  });

  it('records nothing for a refused upload', async () => {
    const before = await t.db
      .selectFrom('uploads')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await upload(form(new TextEncoder().encode('nope'), 'avatar'));
    const after = await t.db
      .selectFrom('uploads')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('GET /storage', () => {
  it('answers 404 for unknown buckets, unsafe names and missing files', async () => {
    expect((await t.app.request('/storage/secrets/x.webp')).status).toBe(404);
    expect((await t.app.request('/storage/avatars/..%2Fsigning-key')).status).toBe(404);
    expect((await t.app.request('/storage/avatars/missing.webp')).status).toBe(404);
  });
});
