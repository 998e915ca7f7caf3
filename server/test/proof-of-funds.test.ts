// Proof of funds: upload purpose proof_of_funds (a PDF by its bytes or an image, up to 10 MB), kept off the public
// /storage route, attached to an offer and downloaded by its parties and admins only.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveProofsOfFundsToPrivateStorage } from '../src/offers/proof-of-funds';
import { type Account, dealFixtures, offerBody, PDF } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof dealFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await dealFixtures(t);
});
afterAll(() => t.close());

function form(bytes: Uint8Array, name: string, type: string, purpose = 'proof_of_funds') {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], name, { type }));
  body.append('purpose', purpose);
  return body;
}
const upload = (who: Account, body: FormData) =>
  t.call('POST', '/api/v1/uploads', { body, token: who.accessToken });

describe('private files on disk', () => {
  const storageDir = () => path.join(t.config.dataDir, 'storage');
  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it('keeps proofs of funds outside every public folder, owner-only (0600 in a 0700 folder)', async () => {
    const buyer = await t.signUp();
    const stored = await upload(buyer, form(PDF, 'Bank letter.pdf', 'application/pdf'));
    expect(stored.status, stored.text).toBe(201);
    const row = await t.db
      .selectFrom('uploads')
      .select(['bucket', 'object_name'])
      .where('id', '=', stored.data.id)
      .executeTakeFirstOrThrow();
    expect(row.bucket).toBe('proof-of-funds');
    const file = path.join(storageDir(), row.bucket, row.object_name);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.dirname(file))).toBe(0o700);
    expect(existsSync(path.join(storageDir(), 'listing-images', row.object_name))).toBe(false);
    expect((await t.app.request(`/storage/proof-of-funds/${row.object_name}`)).status).toBe(404);
  });

  it('moves a proof of funds an older version left in the public photo folder, and it still downloads', async () => {
    const seller = await t.signUp();
    const buyer = await t.signUp();
    const listing = await f.publishedListing(seller);
    const stored = await upload(buyer, form(PDF, 'Old letter.pdf', 'application/pdf'));
    const row = await t.db
      .selectFrom('uploads')
      .select(['bucket', 'object_name'])
      .where('id', '=', stored.data.id)
      .executeTakeFirstOrThrow();
    // As an older version stored it: in listing-images.
    await t.deps.files.put(
      'listing-images',
      row.object_name,
      (await t.deps.files.get('proof-of-funds', row.object_name))!,
    );
    await t.deps.files.delete('proof-of-funds', row.object_name);
    await t.db
      .updateTable('uploads')
      .set({ bucket: 'listing-images' })
      .where('id', '=', stored.data.id)
      .execute();

    expect(await moveProofsOfFundsToPrivateStorage(t.deps)).toBe(1);
    expect(await moveProofsOfFundsToPrivateStorage(t.deps)).toBe(0);
    expect(existsSync(path.join(storageDir(), 'listing-images', row.object_name))).toBe(false);
    expect(modeOf(path.join(storageDir(), 'proof-of-funds', row.object_name))).toBe(0o600);
    const offer = await f.makeOffer(buyer, listing.id, { proofOfFundsUploadId: stored.data.id });
    const res = await t.app.request(`/api/v1/offers/${offer.id}/proof-of-funds`, {
      headers: { authorization: `Bearer ${seller.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it.runIf(process.env.TEST_DATABASE !== 'postgres')(
    'creates the SQLite database and its WAL owner-only (0600)',
    () => {
      const file = path.join(t.config.dataDir, 'test.sqlite');
      expect(modeOf(file)).toBe(0o600);
      expect(modeOf(`${file}-wal`)).toBe(0o600);
    },
  );
});

describe('proof of funds uploads', () => {
  it('stores a PDF privately, attaches it to an offer and serves it to the parties and admins only', async () => {
    const seller = await t.signUp();
    const buyer = await t.signUp();
    const stranger = await t.signUp();
    const listing = await f.publishedListing(seller);
    const stored = await upload(buyer, form(PDF, 'Bank letter.pdf', 'application/pdf'));
    expect(stored.status, stored.text).toBe(201);
    expect(stored.data).toMatchObject({
      purpose: 'proof_of_funds',
      name: 'Bank letter.pdf',
      contentType: 'application/pdf',
      bytes: PDF.length,
    });
    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', stored.data.id)
      .executeTakeFirst();
    expect(row?.object_name).toMatch(/^private-.*\.pdf$/);
    const publicTry = await t.app.request(`/storage/${row!.bucket}/${row!.object_name}`);
    expect(publicTry.status).toBe(404);

    const offer = await f.makeOffer(buyer, listing.id, { proofOfFundsUploadId: stored.data.id });
    expect(offer.proofOfFunds).toEqual({
      url: `http://localhost:3000/api/v1/offers/${offer.id}/proof-of-funds`,
      name: 'Bank letter.pdf',
    });
    for (const who of [buyer, seller, f.admin]) {
      const res = await t.app.request(`/api/v1/offers/${offer.id}/proof-of-funds`, {
        headers: { authorization: `Bearer ${who.accessToken}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain('attachment');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    }
    const asStranger = await t.call('GET', `/api/v1/offers/${offer.id}/proof-of-funds`, {
      token: stranger.accessToken,
    });
    expect(asStranger.status).toBe(404);
    expect((await t.call('GET', `/api/v1/offers/${offer.id}/proof-of-funds`)).status).toBe(401);
  });

  it("re-encodes an image without its metadata and refuses other files, big files and others' uploads", async () => {
    const buyer = await t.signUp();
    const other = await t.signUp();
    const seller = await t.signUp();
    const listing = await f.publishedListing(seller);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ccc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' } })
      .toBuffer();
    const image = await upload(buyer, form(photo, 'statement.jpg', 'image/jpeg'));
    expect(image.status).toBe(201);
    expect(image.data.contentType).toBe('image/webp');
    const offer = await f.makeOffer(buyer, listing.id, { proofOfFundsUploadId: image.data.id });
    const res = await t.app.request(`/api/v1/offers/${offer.id}/proof-of-funds`, {
      headers: { authorization: `Bearer ${seller.accessToken}` },
    });
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const html = await upload(
      buyer,
      form(new TextEncoder().encode('<html>%PDF-</html>'), 'x.pdf', 'application/pdf'),
    );
    expect(html.status).toBe(415);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    expect((await upload(buyer, form(big, 'big.pdf', 'application/pdf'))).status).toBe(413);
    // A PDF is not a listing photo.
    expect((await upload(buyer, form(PDF, 'x.pdf', 'application/pdf', 'listing'))).status).toBe(415);
    const theirs = await upload(other, form(PDF, 'theirs.pdf', 'application/pdf'));
    const misuse = await t.call('POST', `/api/v1/properties/${listing.id}/offers`, {
      token: buyer.accessToken,
      json: offerBody({ proofOfFundsUploadId: theirs.data.id }),
    });
    expect(misuse.status).toBe(400);
  });

  it('answers 404 for an offer without a proof of funds', async () => {
    const seller = await t.signUp();
    const buyer = await t.signUp();
    const listing = await f.publishedListing(seller);
    const offer = await f.makeOffer(buyer, listing.id);
    const res = await t.call('GET', `/api/v1/offers/${offer.id}/proof-of-funds`, {
      token: buyer.accessToken,
    });
    expect(res.status).toBe(404);
  });
});

describe('anonymous uploads', () => {
  it('answer 401 and store nothing', async () => {
    const before = await t.db
      .selectFrom('uploads')
      .select('id')
      .where('tag', '=', 'proof_of_funds')
      .execute();
    const res = await t.call('POST', '/api/v1/uploads', { body: form(PDF, 'funds.pdf', 'application/pdf') });
    expect(res.status).toBe(401);
    const after = await t.db.selectFrom('uploads').select('id').where('tag', '=', 'proof_of_funds').execute();
    expect(after).toHaveLength(before.length);
  });
});
