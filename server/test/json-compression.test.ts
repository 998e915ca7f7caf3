// The JSON the SDK's widgets read (listing search, a listing, a public card) comes compressed to clients that
// accept br or gzip, as it is to the others; other routes and event streams are left alone.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonEncodingFor } from '../src/http/json-compression';
import { grantRole } from '../src/users/users-repo';
import { publishListing } from './support/chat-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  const seller = await t.signUp();
  for (const street of ['1 Oak St', '2 Oak St', '3 Oak St']) {
    await publishListing(t, seller, moderator, {
      title: `Ranch at ${street}`,
      location: `${street}, Dallas, TX 75204`,
      price: 130_000,
      beds: 3,
      propertyType: 'single_family',
    });
  }
});
afterAll(() => t.close());

const search = (acceptEncoding?: string) =>
  t.app.request('/api/v1/properties?limit=3', {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed search JSON', () => {
  it('sends brotli, else gzip, to clients that accept them, with the same JSON as uncompressed', async () => {
    const plain = await search();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')?.match(/Accept-Encoding/g)).toHaveLength(1);
    const json = await plain.text();
    expect((JSON.parse(json) as { items: unknown[] }).items).toHaveLength(3);

    const br = await search('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    // A shared cache keeps answers apart by encoding and by viewer.
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('vary')).toMatch(/Authorization/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(json.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(json);

    const gzip = await search('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(json);
  });

  it('leaves refusals and other routes uncompressed', async () => {
    const refused = await t.app.request('/api/v1/properties?limit=500', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-encoding')).toBeNull();
    const health = await t.app.request('/api/v1/health', { headers: { 'accept-encoding': 'br' } });
    expect(health.headers.get('content-encoding')).toBeNull();
  });

  it('reads Accept-Encoding as clients write it', () => {
    expect(jsonEncodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(jsonEncodingFor('br;q=0, gzip')).toBe('gzip');
    expect(jsonEncodingFor('identity')).toBeNull();
    expect(jsonEncodingFor(undefined)).toBeNull();
  });
});
