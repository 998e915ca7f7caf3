// The server with its uploads in an S3-compatible bucket (STORAGE_S3_*, a local s3rver): listing photo variants,
// proofs of funds and account deletion work through the bucket, and nothing is written to the local disk.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore } from '../src/storage/s3-file-store';
import { type Account, dealFixtures } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let server: S3rver;
let dir: string;
let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;
/** The bucket as another machine sees it. */
let bucket: ReturnType<typeof createS3FileStore>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dealloop-s3-app-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'dealloop-uploads', configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    STORAGE_S3_BUCKET: 'dealloop-uploads',
    STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
    STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  t = await createTestApp(env);
  f = await dealFixtures(t);
  bucket = createS3FileStore(t.config.storageS3!);
});

afterAll(async () => {
  await t?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

function form(bytes: Uint8Array, name: string, type: string, purpose: string) {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], name, { type }));
  body.append('purpose', purpose);
  return body;
}
const upload = (who: Account, body: FormData) =>
  t.call('POST', '/api/v1/uploads', { body, token: who.accessToken });
const localStorage = () => path.join(t.config.dataDir, 'storage');

describe('uploads in an S3-compatible bucket', () => {
  it('stores each photo variant in the bucket and serves it from /storage, with nothing on the local disk', async () => {
    const owner = await t.signUp();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a86' } })
      .jpeg()
      .toBuffer();
    const res = await upload(owner, form(photo, 'house.jpg', 'image/jpeg', 'listing'));
    expect(res.status, res.text).toBe(201);
    for (const variant of res.data.variants as { url: string }[]) {
      const pathname = new URL(variant.url).pathname;
      const name = pathname.split('/').at(-1)!;
      const stored = await bucket.get('listing-images', name);
      expect(stored).not.toBeNull();
      const served = await t.app.request(pathname);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored!)).toBe(true);
    }
    expect(existsSync(localStorage()) ? readdirSync(localStorage(), { recursive: true }) : []).toEqual([]);
  });

  it("keeps a proof of funds private in the bucket and serves it to the offer's parties only", async () => {
    const seller = await t.signUp();
    const buyer = await t.signUp();
    const stranger = await t.signUp();
    const listing = await f.publishedListing(seller);
    const stored = await upload(buyer, form(PDF, 'Bank letter.pdf', 'application/pdf', 'proof_of_funds'));
    expect(stored.status, stored.text).toBe(201);
    const row = await t.db
      .selectFrom('uploads')
      .select(['bucket', 'object_name'])
      .where('id', '=', stored.data.id)
      .executeTakeFirstOrThrow();
    expect(await bucket.get('proof-of-funds', row.object_name)).toEqual(Buffer.from(PDF));
    expect((await t.app.request(`/storage/proof-of-funds/${row.object_name}`)).status).toBe(404);
    const offer = await f.makeOffer(buyer, listing.id, { proofOfFundsUploadId: stored.data.id });
    const asSeller = await t.app.request(`/api/v1/offers/${offer.id}/proof-of-funds`, {
      headers: { authorization: `Bearer ${seller.accessToken}` },
    });
    expect(asSeller.status).toBe(200);
    expect(new Uint8Array(await asSeller.arrayBuffer())).toEqual(PDF);
    const asStranger = await t.call('GET', `/api/v1/offers/${offer.id}/proof-of-funds`, {
      token: stranger.accessToken,
    });
    expect(asStranger.status).toBe(404);
  });

  it("deletes the account's objects from the bucket when the account is deleted", async () => {
    const user = await t.signUp();
    const stored = await upload(user, form(PDF, 'Letter.pdf', 'application/pdf', 'proof_of_funds'));
    const row = await t.db
      .selectFrom('uploads')
      .select(['bucket', 'object_name'])
      .where('id', '=', stored.data.id)
      .executeTakeFirstOrThrow();
    expect(await bucket.stat('proof-of-funds', row.object_name)).not.toBeNull();
    const res = await t.call('DELETE', '/api/v1/me', {
      token: user.accessToken,
      json: { currentPassword: user.password },
    });
    expect(res.status).toBe(204);
    expect(await bucket.stat('proof-of-funds', row.object_name)).toBeNull();
  });
});
