// Business cards: create with the spec's slug rule (kept unique when names collide), edit, switch off, delete;
// the public card and its vCard download answer 404 once the card is inactive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (token: string, json: unknown) => t.call('POST', '/api/v1/me/business-cards', { token, json });
const edit = (token: string, id: string, json: unknown) =>
  t.call('PATCH', `/api/v1/me/business-cards/${id}`, { token, json });

describe('creating and managing cards', () => {
  it('creates an active card whose slug is the name and the first 8 characters of the user id', async () => {
    const owner = await t.signUp();
    const res = await create(owner.accessToken, {
      fullName: 'José  O’Brien-Smith!',
      email: 'jose@example.com',
      phoneNumber: '(214) 555-0142',
      companyName: 'Acme, Inc.',
    });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      id: expect.any(String),
      cardUrl: `jose-obrien-smith-${owner.user.id.slice(0, 8)}`,
      fullName: 'José  O’Brien-Smith!',
      email: 'jose@example.com',
      phoneNumber: '(214) 555-0142',
      companyName: 'Acme, Inc.',
      companyLogo: null,
      isActive: true,
      createdAt: expect.any(String),
    });
  });

  it('appends -2, -3 when the same user makes cards with the same name', async () => {
    const owner = await t.signUp();
    const prefix = owner.user.id.slice(0, 8);
    const urls: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      urls.push(
        (await create(owner.accessToken, { fullName: 'Pat Lee', email: 'pat@example.com' })).data.cardUrl,
      );
    }
    expect(urls).toEqual([`pat-lee-${prefix}`, `pat-lee-${prefix}-2`, `pat-lee-${prefix}-3`]);
    const list = await t.call('GET', '/api/v1/me/business-cards', { token: owner.accessToken });
    expect(list.data.items.map((card: { cardUrl: string }) => card.cardUrl)).toEqual(urls);
  });

  it('validates the body with 400s', async () => {
    const owner = await t.signUp();
    for (const body of [
      { email: 'a@example.com' },
      { fullName: '   ', email: 'a@example.com' },
      { fullName: 'A', email: 'nope' },
      { fullName: 'A', email: 'a@example.com', phoneNumber: '12345' },
      { fullName: 'A', email: 'a@example.com', companyLogo: 'https://elsewhere.example/logo.png' },
    ]) {
      const res = await create(owner.accessToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.data.error.code).toEqual(expect.any(String));
    }
    expect(
      (await t.call('POST', '/api/v1/me/business-cards', { json: { fullName: 'A', email: 'a@example.com' } }))
        .status,
    ).toBe(401);
  });

  it('lets only the owner edit or delete a card, and keeps its slug when the name changes', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const card = (await create(owner.accessToken, { fullName: 'Kim Park', email: 'kim@example.com' })).data;
    expect((await edit(other.accessToken, card.id, { fullName: 'Stolen' })).status).toBe(404);
    expect(
      (await t.call('DELETE', `/api/v1/me/business-cards/${card.id}`, { token: other.accessToken })).status,
    ).toBe(404);
    const changed = await edit(owner.accessToken, card.id, {
      fullName: 'Kim Park-Lee',
      phoneNumber: '2145550199',
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({
      fullName: 'Kim Park-Lee',
      phoneNumber: '(214) 555-0199',
      cardUrl: card.cardUrl,
    });
    expect(
      (await t.call('DELETE', `/api/v1/me/business-cards/${card.id}`, { token: owner.accessToken })).status,
    ).toBe(204);
    expect((await t.call('GET', `/api/v1/cards/${card.cardUrl}`)).status).toBe(404);
  });
});

describe('the public card', () => {
  it('is open to anyone by slug or id, and answers 404 while inactive', async () => {
    const owner = await t.signUp();
    const card = (await create(owner.accessToken, { fullName: 'Ana Ruiz', email: 'ana@example.com' })).data;
    for (const ref of [card.cardUrl, card.id]) {
      const res = await t.call('GET', `/api/v1/cards/${ref}`);
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({
        id: card.id,
        fullName: 'Ana Ruiz',
        email: 'ana@example.com',
        profilePath: null,
      });
      expect(res.data).not.toHaveProperty('isActive');
    }
    await edit(owner.accessToken, card.id, { isActive: false });
    expect((await t.call('GET', `/api/v1/cards/${card.cardUrl}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/cards/${card.cardUrl}/vcard`)).status).toBe(404);
    await edit(owner.accessToken, card.id, { isActive: true });
    expect((await t.call('GET', `/api/v1/cards/${card.id}`)).status).toBe(200);
    expect((await t.call('GET', '/api/v1/cards/nobody-12345678')).status).toBe(404);
  });

  it('downloads as a vCard 3.0 attachment with escaped values, CRLF lines and the card page URL', async () => {
    const owner = await t.signUp();
    const card = (
      await create(owner.accessToken, {
        fullName: 'Mary Ann Lee',
        email: 'mary@example.com',
        phoneNumber: '(214) 555-0142',
        companyName: 'Lee; Lee, and Sons',
      })
    ).data;
    const res = await t.call('GET', `/api/v1/cards/${card.cardUrl}/vcard`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${card.cardUrl}.vcf"`);
    expect(res.text.endsWith('\r\n')).toBe(true);
    expect(res.text.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = res.text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lee;Mary Ann;;;',
      'FN:Mary Ann Lee',
      'ORG:Lee\\; Lee\\, and Sons',
      'TEL;TYPE=CELL:+12145550142',
      'EMAIL;TYPE=INTERNET:mary@example.com',
      `URL:http://localhost:3000/card/${card.cardUrl}`,
      'END:VCARD',
      '',
    ]);
  });
});

describe('refusals', () => {
  it('answer 401 to anonymous callers and leave a card of someone else untouched', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const card = (await create(owner.accessToken, { fullName: 'Lee Owner', email: 'lee@example.com' })).data;
    const path = `/api/v1/me/business-cards/${card.id}`;
    expect((await t.call('GET', '/api/v1/me/business-cards')).status).toBe(401);
    expect((await t.call('PATCH', path, { json: { fullName: 'Anon' } })).status).toBe(401);
    expect((await t.call('DELETE', path)).status).toBe(401);
    expect((await edit(other.accessToken, card.id, { fullName: 'Stolen', isActive: false })).status).toBe(
      404,
    );
    expect((await t.call('DELETE', path, { token: other.accessToken })).status).toBe(404);
    const mine = await t.call('GET', '/api/v1/me/business-cards', { token: owner.accessToken });
    expect(mine.data.items).toEqual([card]);
    expect((await t.call('GET', `/api/v1/cards/${card.cardUrl}`)).status).toBe(200);
  });
});
