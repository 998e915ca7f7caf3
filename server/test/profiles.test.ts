// Profiles: the owner reads and edits their profile (validation, images from their own uploads), publishing needs
// full name, bio and profile type and claims a unique slug, and public pages show only published profiles, with
// contact details for signed-in viewers only and the owner's public listings.
import { MESSAGES } from '@dealloop/core';
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

const getMine = (token: string) => t.call('GET', '/api/v1/me/profile', { token });
const patch = (token: string, json: unknown) => t.call('PATCH', '/api/v1/me/profile', { token, json });
const publishable = { bio: 'I buy houses in Dallas.', profileTemplate: 'attract_sellers' } as const;

async function uploadImage(token: string, purpose: 'avatar' | 'logo') {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b2545' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' }));
  body.append('purpose', purpose);
  const res = await t.call('POST', '/api/v1/uploads', { body, token });
  expect(res.status).toBe(201);
  return res.data as { id: string; url: string };
}

describe('GET and PATCH /me/profile', () => {
  it('answers the new account profile, unpublished, with the sign-up name and email', async () => {
    const owner = await t.signUp({ fullName: 'Jane Doe' });
    const res = await getMine(owner.accessToken);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      userId: owner.user.id,
      fullName: 'Jane Doe',
      email: owner.email,
      phone: null,
      profileTemplate: null,
      profilePublished: false,
      onboardingCompleted: false,
      slug: null,
      markets: [],
    });
  });

  it('refuses anonymous callers', async () => {
    expect((await t.call('GET', '/api/v1/me/profile')).status).toBe(401);
    expect((await t.call('PATCH', '/api/v1/me/profile', { json: { bio: 'x' } })).status).toBe(401);
  });

  it('changes only the fields sent, formats the phone and clears a field sent empty', async () => {
    const owner = await t.signUp();
    const first = await patch(owner.accessToken, {
      companyName: 'Doe Homes',
      phone: '214-555-0142',
      website: 'https://doe.example',
      markets: ['tx', 'OK', 'TX'],
    });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      companyName: 'Doe Homes',
      phone: '(214) 555-0142',
      website: 'https://doe.example',
      markets: ['OK', 'TX'],
    });
    const second = await patch(owner.accessToken, { companyName: '', onboardingCompleted: true });
    expect(second.data).toMatchObject({
      companyName: null,
      phone: '(214) 555-0142',
      onboardingCompleted: true,
      markets: ['OK', 'TX'],
    });
  });

  it.each([
    [{ email: 'not-an-email' }],
    [{ website: 'ftp://files.example' }],
    [{ website: 'doe dot com' }],
    [{ phone: '555-0142' }],
    [{ phone: '(214) 555-0142 ext 9' }],
    [{ profileTemplate: 'attract_everyone' }],
    [{ markets: ['ZZ'] }],
    [{ profilePublished: 'yes' }],
  ])('answers 400 in the error shape for %j', async (body) => {
    const owner = await t.signUp();
    const res = await patch(owner.accessToken, body);
    expect(res.status).toBe(400);
    expect(res.data.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });

  it('takes an avatar as an upload id or the URL the upload answered, never a file of someone else', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const avatar = await uploadImage(owner.accessToken, 'avatar');
    const byId = await patch(owner.accessToken, { avatarUrl: avatar.id });
    expect(byId.status).toBe(200);
    expect(byId.data.avatarUrl).toBe(avatar.url);
    const logo = await uploadImage(owner.accessToken, 'logo');
    const byUrl = await patch(owner.accessToken, { companyLogo: logo.url });
    expect(byUrl.data.companyLogo).toBe(logo.url);

    expect((await patch(other.accessToken, { avatarUrl: avatar.id })).status).toBe(400);
    expect((await patch(other.accessToken, { avatarUrl: avatar.url })).status).toBe(400);
    expect((await patch(owner.accessToken, { avatarUrl: 'https://elsewhere.example/me.png' })).status).toBe(
      400,
    );
    expect((await patch(owner.accessToken, { avatarUrl: null })).data.avatarUrl).toBeNull();
  });
});

describe('publishing', () => {
  it('needs full name, bio and profile type: "Please fill in all required fields"', async () => {
    const owner = await t.signUp({ fullName: 'Nora Bio' });
    const missing = await patch(owner.accessToken, { profilePublished: true, bio: 'I flip houses.' });
    expect(missing.status).toBe(400);
    expect(missing.data.error.message).toBe(MESSAGES.fillAllRequired);
    expect((await getMine(owner.accessToken)).data.profilePublished).toBe(false);

    const ok = await patch(owner.accessToken, { profilePublished: true, ...publishable });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ profilePublished: true, slug: 'nora-bio' });

    // A published profile cannot lose a required field.
    const cleared = await patch(owner.accessToken, { bio: '' });
    expect(cleared.status).toBe(400);
    expect(cleared.data.error.message).toBe(MESSAGES.fillAllRequired);
  });

  it('gives colliding names distinct slugs and keeps a slug once given', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const owner = await t.signUp({ fullName: 'Sam Same' });
      slugs.push((await patch(owner.accessToken, { profilePublished: true, ...publishable })).data.slug);
      if (i === 0) {
        const renamed = await patch(owner.accessToken, { fullName: 'Sam Renamed' });
        expect(renamed.data.slug).toBe('sam-same');
      }
    }
    expect(slugs).toEqual(['sam-same', 'sam-same-2', 'sam-same-3']);
  });
});

describe('public profile pages', () => {
  it('answers 404 for an unpublished or unknown profile, by id and by slug', async () => {
    const owner = await t.signUp({ fullName: 'Hidden Person' });
    expect((await t.call('GET', `/api/v1/profiles/${owner.user.id}`)).status).toBe(404);
    expect(
      (await t.call('GET', `/api/v1/profiles/${owner.user.id}`, { token: owner.accessToken })).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/v1/investors/hidden-person')).status).toBe(404);
    await patch(owner.accessToken, { profilePublished: true, ...publishable });
    await patch(owner.accessToken, { profilePublished: false });
    expect((await t.call('GET', '/api/v1/investors/hidden-person')).status).toBe(404);
  });

  it('shows a published profile with its public listings; email and phone only to signed-in viewers', async () => {
    const owner = await t.signUp({ fullName: 'Lister Lee' });
    await patch(owner.accessToken, {
      profilePublished: true,
      ...publishable,
      phone: '2145550100',
      address: '1 Private Way, Dallas, TX',
      markets: ['TX'],
    });
    const published = await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: {
        title: 'Public ranch',
        location: '9 Elm St, Dallas, TX 75201',
        price: 150_000,
        propertyType: 'land',
      },
    });
    await t.call('POST', `/api/v1/properties/${published.data.id}/moderation`, {
      token: moderator.accessToken,
      json: { action: 'publish' },
    });
    await t.call('POST', '/api/v1/properties', {
      token: owner.accessToken,
      json: {
        title: 'Draft duplex',
        location: '1 Oak St, Dallas, TX 75201',
        price: 90_000,
        propertyType: 'land',
      },
    });

    const anonymous = await t.call('GET', `/api/v1/profiles/${owner.user.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.data.profile).toMatchObject({
      userId: owner.user.id,
      slug: 'lister-lee',
      path: '/real-estate-investor-lister-lee',
      fullName: 'Lister Lee',
      profileTemplate: 'attract_sellers',
      markets: ['TX'],
      email: null,
      phone: null,
      publishedListings: 1,
    });
    expect(JSON.stringify(anonymous.data)).not.toContain('Private Way');
    expect(anonymous.data.listings.map((l: { title: string }) => l.title)).toEqual(['Public ranch']);

    const viewer = await t.signUp();
    const signedIn = await t.call('GET', '/api/v1/investors/lister-lee', { token: viewer.accessToken });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.profile).toMatchObject({ email: owner.email, phone: '(214) 555-0100' });
  });
});
