// "Find deals near me": with the position the browser shared, Loop answers through the same search the site uses,
// nearest first within its radius; without one it asks for a city or ZIP; a position out of range is a 400.
import { LOOP_ANSWER_TEXTS } from '@dealloop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/users/users-repo';
import { CHAT_PATH, publishListing, readChatStream } from './support/chat-fixtures';
import type { Account } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const paths: Record<string, string> = {};

const LISTINGS = {
  dallas: {
    title: 'Dallas brick ranch',
    location: '4410 Maple Ave, Dallas, TX 75219',
    price: 139_000,
    beds: 3,
    propertyType: 'single_family',
  },
  mesquite: {
    title: 'Mesquite condo',
    location: '5 Town East Blvd, Mesquite, TX 75150',
    price: 95_000,
    beds: 2,
    propertyType: 'condo',
  },
  austin: {
    title: 'Austin infill lot',
    location: '12 Cedar Rd, Austin, TX 78702',
    price: 45_000,
    propertyType: 'land',
  },
} as const;

/** Near Mesquite, TX: about 12 miles east of the Dallas listing, far from Austin. */
const IN_MESQUITE = { lat: 32.78, lng: -96.6 };

beforeAll(async () => {
  t = await createTestApp();
  const moderator: Account = await t.signUp();
  await grantRole(t.db, moderator.user.id, 'moderator');
  const seller = await t.signUp();
  for (const [key, listing] of Object.entries(LISTINGS)) {
    paths[key] = (await publishListing(t, seller, moderator, listing)).path;
  }
});
afterAll(() => t?.close());

const chat = (content: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', CHAT_PATH, { json: { messages: [{ role: 'user', content }], ...extra } });

describe('near me', () => {
  it('answers the listings around the shared position, nearest first, with their distance', async () => {
    const res = await chat('find deals near me', { position: IN_MESQUITE });
    expect(res.status, res.text).toBe(200);
    const { answer } = readChatStream(res.text);
    const mesquite = answer.indexOf(`(${paths.mesquite})`);
    const dallas = answer.indexOf(`(${paths.dallas})`);
    expect(mesquite, answer).toBeGreaterThan(-1);
    expect(dallas, answer).toBeGreaterThan(mesquite);
    expect(answer).not.toContain(`(${paths.austin})`);
    expect(answer).toContain('nearest');
    expect(answer).toMatch(/\d+\.\d mi away/);
    // The full search on the listings page is the same radius search, by distance.
    expect(answer).toMatch(/\/properties\?[^)]*lat=32\.78&lng=-96\.6&radius=25[^)]*sort=distance/);
  });

  it('keeps the other filters of a near-me question', async () => {
    const { answer } = readChatStream((await chat('houses near me', { position: IN_MESQUITE })).text);
    expect(answer).toContain(`(${paths.dallas})`);
    expect(answer).not.toContain(`(${paths.mesquite})`);
  });

  it('asks for a city or ZIP when no position was shared', async () => {
    const res = await chat('find deals near me');
    expect(res.status).toBe(200);
    const { answer } = readChatStream(res.text);
    expect(answer).toBe(LOOP_ANSWER_TEXTS.nearMeAsk.en);
    expect(answer).not.toContain('/real-estate-wholesale-investment-property-');
    expect(readChatStream((await chat('busco casas cerca de mí')).text).answer).toBe(
      LOOP_ANSWER_TEXTS.nearMeAsk.es,
    );
  });

  it('refuses a position out of range, or not a pair of numbers, with a 400 in the error shape', async () => {
    for (const position of [
      { lat: 91, lng: 0 },
      { lat: -90.5, lng: 0 },
      { lat: 0, lng: 180.1 },
      { lat: 0, lng: -181 },
      { lat: '32.78', lng: -96.6 },
      { lat: 32.78 },
      'Mesquite',
    ]) {
      const res = await chat('find deals near me', { position });
      expect(res.status, JSON.stringify(position)).toBe(400);
      expect(res.data).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });
});
