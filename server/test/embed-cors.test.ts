// CORS of the public reads the SDK's widgets make from host pages: any origin may read listings and business
// cards (no credentials, GET/HEAD only, no Authorization header allowed), and sees what an anonymous visitor sees;
// other routes and methods stay same-origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { publishListing } from './support/chat-fixtures';
import type { Account } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const HOST = 'https://wholesaler-site.example';

let t: TestApp;
let seller: Account;
let listing: { id: string; path: string };
let cardUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const moderator = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  seller = await t.signUp();
  listing = await publishListing(t, seller, moderator, {
    title: 'Duplex near the park',
    location: '1200 Elm St, Dallas, TX 75201',
    price: 180_000,
    propertyType: 'multi_family',
  });
  const card = await t.call('POST', '/api/v1/me/business-cards', {
    token: seller.accessToken,
    json: { fullName: 'Sam Seller', email: 'sam@example.com' },
  });
  cardUrl = card.data.cardUrl;
});
afterAll(() => t.close());

const fromHost = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.call(method, url, { headers: { origin: HOST, ...headers } });

describe('public reads from another origin', () => {
  const paths = () => [
    '/api/v1/properties?location=Dallas%2C%20TX',
    `/api/v1/properties/${listing.id}`,
    `/api/v1/cards/${cardUrl}`,
    `/api/v1/cards/${cardUrl}/vcard`,
  ];

  it('allows any origin to read them, without credentials', async () => {
    for (const path of paths()) {
      const res = await fromHost('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  it('lets the card widget read the vCard file name', async () => {
    const res = await fromHost('GET', `/api/v1/cards/${cardUrl}/vcard`);
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
  });

  it('answers a GET preflight: GET and HEAD, Content-Type only, never Authorization', async () => {
    for (const path of paths()) {
      const res = await fromHost('OPTIONS', path, {
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, content-type',
      });
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
      expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type');
      expect(res.headers.get('access-control-max-age')).toBe('86400');
    }
  });

  it('allows CORS on a 404 too, so a widget can show that a card or listing is gone', async () => {
    const res = await fromHost('GET', '/api/v1/cards/nobody-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('shows a host page what an anonymous visitor sees: city and ZIP, no street, coarse coordinates', async () => {
    const one = await fromHost('GET', `/api/v1/properties/${listing.id}`);
    const anonymous = await t.call('GET', `/api/v1/properties/${listing.id}`);
    expect(one.data).toEqual(anonymous.data);
    expect(one.data.locationTruncated).toBe(true);
    expect(one.text).not.toContain('1200 Elm');
    const search = await fromHost('GET', '/api/v1/properties?location=Dallas%2C%20TX');
    expect(search.data.items.map((item: { id: string }) => item.id)).toContain(listing.id);
    expect(search.text).not.toContain('1200 Elm');
  });
});

describe('what stays same-origin', () => {
  it('gives no CORS headers to other methods on the same paths, nor answers their preflight', async () => {
    const created = await fromHost('POST', '/api/v1/properties', {
      authorization: `Bearer ${seller.accessToken}`,
      'content-type': 'application/json',
    });
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fromHost('OPTIONS', '/api/v1/properties', {
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    });
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const moderation = await fromHost('OPTIONS', `/api/v1/properties/${listing.id}/moderation`, {
      'access-control-request-method': 'POST',
    });
    expect(moderation.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives no CORS headers to private reads', async () => {
    for (const path of ['/api/v1/me/business-cards', '/api/v1/me/embed-keys', '/api/v1/notifications']) {
      const res = await fromHost('GET', path, { authorization: `Bearer ${seller.accessToken}` });
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });
});
