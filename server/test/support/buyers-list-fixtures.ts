// Buyers list helpers of the API tests: the confirmation link a join emailed, read from the outbox as it was queued.
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/schema';
import { publishListing } from './chat-fixtures';
import type { Account } from './deal-fixtures';
import type { TestApp } from './test-app';

/** The token of the newest confirmation email queued to `address` (before the worker sent it). */
export async function confirmationTokenOf(db: Kysely<Database>, address: string): Promise<string> {
  const email = await db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('kind', '=', 'buyers_list_confirm')
    .where('to_address', '=', address)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/buyers-list\/confirm\?token=([\w-]+)/.exec(email.text_body)?.[1];
  expect(token, email.text_body).toBeTruthy();
  return token!;
}

/**
 * Joins `ownerId`'s buyers list with `body` and confirms by the emailed link, as a buyer does: the buyer is then on
 * the list. Answers the join's response.
 */
export async function joinBuyersList(
  t: TestApp,
  ownerId: string,
  body: Record<string, unknown>,
  ip?: string,
) {
  const res = await t.call('POST', `/api/v1/profiles/${ownerId}/buyers-list`, { json: body, ip });
  expect(res.status, res.text).toBe(202);
  const token = await confirmationTokenOf(t.db, String(body.email));
  const confirmed = await t.call('POST', `/api/v1/buyers-list/confirm?token=${token}`);
  expect(confirmed.status, confirmed.text).toBe(200);
  return res;
}

/** A list owner with a published profile, on Pro (the CSV import and deal emails are Pro's: plan-features.test.ts). */
export async function publishedListOwner(t: TestApp, fullName: string) {
  const account = await t.signUp({ fullName });
  await t.onPlan(account, 'pro');
  const res = await t.call('PATCH', '/api/v1/me/profile', {
    token: account.accessToken,
    json: { fullName, bio: 'I wholesale houses.', profileTemplate: 'attract_buyers', profilePublished: true },
  });
  expect(res.status, res.text).toBe(200);
  return account;
}

/** A join form's answers: a Dallas cash buyer of single-family houses, with consent. */
export const buyerJoinBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cash Carl',
  email: 'carl@example.com',
  phone: '(214) 555-0100',
  markets: ['Dallas, TX'],
  minPrice: 100_000,
  maxPrice: 200_000,
  propertyTypes: ['single_family'],
  proofOfFunds: true,
  consent: true,
  ...overrides,
});

/** The owner's Dallas listing the buyers above match, published by `moderator`; answers its id. */
export async function publishedDallasListing(
  t: TestApp,
  owner: Account,
  moderator: Account,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const listing = await publishListing(t, owner, moderator, {
    title: 'Brick ranch',
    location: '9 Elm St, Dallas, TX 75201',
    price: 150_000,
    propertyType: 'single_family',
    ...fields,
  });
  return listing.id;
}
