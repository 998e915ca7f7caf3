// My Account: the active sessions (list, sign one out, sign out the others), the email change and its conflict,
// the data export's content, and account deletion (data gone, listings archived, every token refused after).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let moderator: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
});
afterAll(() => t.close());

/** Signs in again as `account` from a given browser and address: a second session. */
async function signInAgain(account: { email: string; password: string }, userAgent: string, ip: string) {
  const res = await t.call('POST', '/api/v1/auth/sign-in', {
    json: { email: account.email, password: account.password },
    headers: { 'user-agent': userAgent },
    ip,
  });
  expect(res.status).toBe(200);
  return res.data.session as { accessToken: string; refreshToken: string };
}

const sessions = async (token: string) => {
  const res = await t.call('GET', '/api/v1/auth/sessions', { token });
  expect(res.status).toBe(200);
  return res.data.items as {
    id: string;
    userAgent: string | null;
    ipAddress: string | null;
    lastUsedAt: string;
    current: boolean;
  }[];
};

describe('active sessions', () => {
  it("lists the caller's live sessions with browser, address and the current flag", async () => {
    const user = await t.signUp();
    const other = await signInAgain(user, 'Mozilla/5.0 (iPhone) Safari', '203.0.113.50');
    const list = await sessions(user.accessToken);
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const phone = list.find((s) => s.userAgent === 'Mozilla/5.0 (iPhone) Safari');
    expect(phone).toMatchObject({ ipAddress: '203.0.113.50', current: false });
    expect(Number.isNaN(Date.parse(phone!.lastUsedAt))).toBe(false);
    // The other session sees itself as current.
    const fromPhone = await sessions(other.accessToken);
    expect(fromPhone.find((s) => s.current)?.id).toBe(phone!.id);
  });

  it("never lists another user's sessions, nor revoked ones", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const ids = (await sessions(a.accessToken)).map((s) => s.id);
    expect(ids).toHaveLength(1);
    expect((await sessions(b.accessToken)).map((s) => s.id)).not.toContain(ids[0]);
    await t.call('POST', '/api/v1/auth/sign-out', { token: a.accessToken });
    const again = await t.signUp({ email: `x-${a.email}` });
    expect((await sessions(again.accessToken)).map((s) => s.id)).not.toContain(ids[0]);
  });

  it('signs one session out: its token stops working, the others keep going', async () => {
    const user = await t.signUp();
    const other = await signInAgain(user, 'Laptop', '203.0.113.51');
    const target = (await sessions(user.accessToken)).find((s) => !s.current)!;
    const res = await t.call('DELETE', `/api/v1/auth/sessions/${target.id}`, { token: user.accessToken });
    expect(res.status).toBe(204);
    expect((await t.call('GET', '/api/v1/auth/user', { token: other.accessToken })).status).toBe(401);
    const refresh = await t.call('POST', '/api/v1/auth/refresh', {
      json: { refreshToken: other.refreshToken },
    });
    expect(refresh.status).toBe(401);
    expect((await sessions(user.accessToken)).map((s) => s.id)).not.toContain(target.id);
  });

  it('answers 404 for a session of someone else, and leaves it alone', async () => {
    const owner = await t.signUp();
    const intruder = await t.signUp();
    const [theirs] = await sessions(owner.accessToken);
    const res = await t.call('DELETE', `/api/v1/auth/sessions/${theirs!.id}`, {
      token: intruder.accessToken,
    });
    expect(res.status).toBe(404);
    expect(res.data.error.code).toBe('not_found');
    expect((await t.call('GET', '/api/v1/auth/user', { token: owner.accessToken })).status).toBe(200);
  });

  it('signs out every other session and keeps the current one', async () => {
    const user = await t.signUp();
    const second = await signInAgain(user, 'Tablet', '203.0.113.52');
    const third = await signInAgain(user, 'Desktop', '203.0.113.53');
    const res = await t.call('POST', '/api/v1/auth/sessions/sign-out-others', { token: user.accessToken });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ signedOut: 2 });
    for (const other of [second, third]) {
      expect((await t.call('GET', '/api/v1/auth/user', { token: other.accessToken })).status).toBe(401);
    }
    const left = await sessions(user.accessToken);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.call('GET', '/api/v1/auth/sessions')).status).toBe(401);
    expect((await t.call('POST', '/api/v1/auth/sessions/sign-out-others')).status).toBe(401);
  });
});

describe('changing the email', () => {
  it('changes the sign-in email with the current password; the old one no longer signs in', async () => {
    const user = await t.signUp();
    const newEmail = `new-${user.email}`;
    const res = await t.call('POST', '/api/v1/auth/email', {
      token: user.accessToken,
      json: { newEmail, currentPassword: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ email: newEmail });
    const me = await t.call('GET', '/api/v1/auth/user', { token: user.accessToken });
    expect(me.data.user.email).toBe(newEmail);
    const oldSignIn = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: user.email, password: user.password },
    });
    expect(oldSignIn.status).toBe(401);
    const newSignIn = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: newEmail, password: user.password },
    });
    expect(newSignIn.status).toBe(200);
  });

  it('answers 409 when another account has the email, in any letter case', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const res = await t.call('POST', '/api/v1/auth/email', {
      token: user.accessToken,
      json: { newEmail: other.email.toUpperCase(), currentPassword: user.password },
    });
    expect(res.status).toBe(409);
    expect(res.data.error.code).toBe('email_taken');
    const me = await t.call('GET', '/api/v1/auth/user', { token: user.accessToken });
    expect(me.data.user.email).toBe(user.email);
  });

  it('refuses a wrong password and a malformed address with 400', async () => {
    const user = await t.signUp();
    const wrong = await t.call('POST', '/api/v1/auth/email', {
      token: user.accessToken,
      json: { newEmail: `n-${user.email}`, currentPassword: 'not my password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error.code).toBe('invalid_password');
    const malformed = await t.call('POST', '/api/v1/auth/email', {
      token: user.accessToken,
      json: { newEmail: 'not-an-email', currentPassword: user.password },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.data.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});

/** A listing by `owner`, published by the moderator. */
async function publishedListing(owner: { accessToken: string }, title: string) {
  const res = await t.call('POST', '/api/v1/properties', {
    token: owner.accessToken,
    json: { title, location: '9 Elm St, Dallas, TX 75201', price: 150_000, propertyType: 'single_family' },
  });
  expect(res.status).toBe(201);
  const moderated = await t.call('POST', `/api/v1/properties/${res.data.id}/moderation`, {
    token: moderator.accessToken,
    json: { action: 'publish' },
  });
  expect(moderated.status).toBe(200);
  return res.data as { id: string };
}

describe('downloading my data', () => {
  it('answers a JSON attachment with the account, profile, listings, saved deals, notifications and consents', async () => {
    const user = await t.signUp({ fullName: 'Export Person' });
    const other = await t.signUp();
    const mine = await publishedListing(user, 'My export ranch');
    const theirs = await publishedListing(other, 'Their ranch');
    expect(
      (await t.call('PUT', `/api/v1/me/favorites/${theirs.id}`, { token: user.accessToken })).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/v1/consents', {
          token: user.accessToken,
          json: { consentType: 'cookies', version: '1.0' },
        })
      ).status,
    ).toBe(201);
    const search = await t.call('POST', '/api/v1/me/saved-searches', {
      token: user.accessToken,
      json: { name: 'Dallas deals', criteria: { location: 'Dallas, TX', minPrice: null, maxPrice: null } },
    });
    expect(search.status).toBe(201);
    const card = await t.call('POST', '/api/v1/me/business-cards', {
      token: user.accessToken,
      json: { fullName: 'Export Person', email: user.email },
    });
    expect(card.status).toBe(201);
    const res = await t.call('POST', '/api/v1/me/export', {
      token: user.accessToken,
      json: { currentPassword: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="dealloop-data-.+\.json"$/);
    const data = res.data;
    expect(data.account).toMatchObject({ id: user.user.id, email: user.email });
    expect(JSON.stringify(data)).not.toContain('scrypt$');
    expect(data.profile).toMatchObject({ fullName: 'Export Person', email: user.email });
    expect(data.listings.map((l: { id: string }) => l.id)).toEqual([mine.id]);
    expect(data.favorites.map((f: { propertyId: string }) => f.propertyId)).toEqual([theirs.id]);
    expect(data.notifications.some((n: { title: string }) => n.title === 'Property Published!')).toBe(true);
    expect(data.consents).toEqual([expect.objectContaining({ consentType: 'cookies', version: '1.0' })]);
    expect(data.offers).toEqual([]);
    expect(data.contracts).toEqual([]);
    expect(data.sessions).toHaveLength(1);
    expect(data.savedSearches.map((s: { name: string }) => s.name)).toEqual(['Dallas deals']);
    expect(data.businessCards.map((c: { fullName: string }) => c.fullName)).toEqual(['Export Person']);
    // Nothing of the other user.
    expect(JSON.stringify(data)).not.toContain(other.email);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.call('POST', '/api/v1/me/export', { json: { currentPassword: 'x' } })).status).toBe(401);
  });

  it('asks for the password, and makes the caller wait after 5 wrong ones', async () => {
    const user = await t.signUp();
    const exportWith = (currentPassword: string) =>
      t.call('POST', '/api/v1/me/export', { token: user.accessToken, json: { currentPassword } });
    expect((await t.call('GET', '/api/v1/me/export', { token: user.accessToken })).status).toBe(404);
    const missing = await t.call('POST', '/api/v1/me/export', { token: user.accessToken, json: {} });
    expect(missing.status).toBe(400);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await exportWith('not my password');
      expect(wrong.status).toBe(400);
      expect(wrong.data.error.code).toBe('invalid_password');
      expect(JSON.stringify(wrong.data)).not.toContain(user.email);
    }
    const throttled = await exportWith(user.password);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('deleting the account', () => {
  it('deletes the stored avatar, listing photos and proof of funds: /storage answers 404 for them', async () => {
    const user = await t.signUp();
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a06030' } })
      .jpeg()
      .toBuffer();
    const uploadAs = async (purpose: string, bytes: Uint8Array, name: string, type: string) => {
      const body = new FormData();
      body.append('file', new File([new Uint8Array(bytes)], name, { type }));
      body.append('purpose', purpose);
      const res = await t.call('POST', '/api/v1/uploads', { body, token: user.accessToken });
      expect(res.status, res.text).toBe(201);
      return res.data as { id: string; variants?: { url: string }[] };
    };
    const avatar = await uploadAs('avatar', photo, 'me.jpg', 'image/jpeg');
    const listingPhoto = await uploadAs('listing', photo, 'house.jpg', 'image/jpeg');
    const pdf = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    const proof = await uploadAs('proof_of_funds', pdf, 'bank.pdf', 'application/pdf');
    const urls = [...avatar.variants!, ...listingPhoto.variants!].map((v) => new URL(v.url).pathname);
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect((await t.app.request(url)).status).toBe(200);
    const proofRow = await t.db
      .selectFrom('uploads')
      .select(['bucket', 'object_name'])
      .where('id', '=', proof.id)
      .executeTakeFirstOrThrow();
    expect(await t.deps.files.get(proofRow.bucket as 'listing-images', proofRow.object_name)).not.toBeNull();

    const res = await t.call('DELETE', '/api/v1/me', {
      token: user.accessToken,
      json: { currentPassword: user.password },
    });
    expect(res.status).toBe(204);
    for (const url of urls) expect([url, (await t.app.request(url)).status]).toEqual([url, 404]);
    expect(await t.deps.files.get(proofRow.bucket as 'listing-images', proofRow.object_name)).toBeNull();
  });

  it('refuses a wrong password and keeps everything', async () => {
    const user = await t.signUp();
    const res = await t.call('DELETE', '/api/v1/me', {
      token: user.accessToken,
      json: { currentPassword: 'wrong password' },
    });
    expect(res.status).toBe(400);
    expect(res.data.error.code).toBe('invalid_password');
    expect((await t.call('GET', '/api/v1/auth/user', { token: user.accessToken })).status).toBe(200);
  });

  it('removes personal data, archives listings, and every token answers 401 afterwards', async () => {
    const user = await t.signUp({ fullName: 'Leaving Soon' });
    const otherSession = await signInAgain(user, 'Phone', '203.0.113.60');
    const listing = await publishedListing(user, 'Going away ranch');
    const card = await t.call('POST', '/api/v1/me/business-cards', {
      token: user.accessToken,
      json: { fullName: 'Leaving Soon', email: user.email },
    });
    expect(card.status).toBe(201);
    expect(
      (
        await t.call('POST', '/api/v1/me/saved-searches', {
          token: user.accessToken,
          json: { name: 'Anything', criteria: { location: 'Dallas, TX' } },
        })
      ).status,
    ).toBe(201);
    const res = await t.call('DELETE', '/api/v1/me', {
      token: user.accessToken,
      json: { currentPassword: user.password },
    });
    expect(res.status).toBe(204);
    expect((await t.call('GET', '/api/v1/auth/user', { token: user.accessToken })).status).toBe(401);
    expect((await t.call('GET', '/api/v1/auth/user', { token: otherSession.accessToken })).status).toBe(401);
    const refresh = await t.call('POST', '/api/v1/auth/refresh', {
      json: { refreshToken: user.refreshToken },
    });
    expect(refresh.status).toBe(401);
    const signIn = await t.call('POST', '/api/v1/auth/sign-in', {
      json: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(401);
    // The listing left the marketplace.
    expect((await t.call('GET', `/api/v1/properties/${listing.id}`)).status).toBe(404);
    const archived = await t.db
      .selectFrom('properties')
      .select('archived_at')
      .where('id', '=', listing.id)
      .executeTakeFirst();
    expect(archived?.archived_at).not.toBeNull();
    // Personal rows are gone and the account row keeps neither the email nor the name.
    const profile = await t.db
      .selectFrom('profiles')
      .selectAll()
      .where('user_id', '=', user.user.id)
      .executeTakeFirst();
    expect(profile).toBeUndefined();
    expect((await t.call('GET', `/api/v1/cards/${card.data.id}`)).status).toBe(404);
    const searches = await t.db
      .selectFrom('saved_searches')
      .select('id')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(searches).toEqual([]);
    const alerts = await t.db.selectFrom('alerts').select('id').where('user_id', '=', user.user.id).execute();
    expect(alerts).toEqual([]);
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.user.id)
      .executeTakeFirst();
    expect(row?.email).not.toBe(user.email);
    // The address is free for a new account.
    const again = await t.signUp({ email: user.email });
    expect(again.user.id).not.toBe(user.user.id);
  });

  it('needs a body with the password', async () => {
    const user = await t.signUp();
    const res = await t.call('DELETE', '/api/v1/me', { token: user.accessToken, json: {} });
    expect(res.status).toBe(400);
    expect((await t.call('DELETE', '/api/v1/me', { json: { currentPassword: 'x' } })).status).toBe(401);
  });
});
