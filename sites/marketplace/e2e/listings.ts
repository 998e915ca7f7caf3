// Creates and publishes listings through the API for the browser journeys.
import { type APIRequestContext, expect } from '@playwright/test';
import { type DemoAccount, MODERATOR, WHOLESALER } from './support';

/** A listing as the API answers it (the fields the journeys read). */
export interface CreatedListing {
  id: string;
  path: string;
  title: string;
  location: string;
}

/** Signs `account` in through the API and answers its access token. */
export async function accessToken(request: APIRequestContext, account: DemoAccount) {
  const res = await request.post('/api/v1/auth/sign-in', { data: account });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { session: { accessToken: string } }).session.accessToken;
}

/** Publishes a listing as the demo moderator (POST /properties/{id}/moderation). */
export async function publishListing(request: APIRequestContext, id: string): Promise<CreatedListing> {
  const moderator = await accessToken(request, MODERATOR);
  const published = await request.post(`/api/v1/properties/${id}/moderation`, {
    headers: { authorization: `Bearer ${moderator}` },
    data: { action: 'publish' },
  });
  expect(published.status(), await published.text()).toBe(200);
  return (await published.json()) as CreatedListing;
}

/** Creates a listing as the demo wholesaler and publishes it as the demo moderator. */
export async function createPublishedListing(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<CreatedListing> {
  const pending = await createPendingListing(request, overrides);
  return publishListing(request, pending.id);
}

/** Creates a listing as the demo wholesaler; it waits for review. */
export async function createPendingListing(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<CreatedListing> {
  const owner = await accessToken(request, WHOLESALER);
  const created = await request.post('/api/v1/properties', {
    headers: { authorization: `Bearer ${owner}` },
    data: {
      title: `Brick ranch ${Math.random().toString(36).slice(2, 8)}`,
      description: 'Needs paint and flooring.',
      location: '123 Main St, Boise, ID 83702',
      price: 150_000,
      beds: 3,
      baths: 2,
      sqft: 1400,
      lotSize: 8712,
      propertyType: 'single_family',
      arv: 240_000,
      repairCost: 30_000,
      ...overrides,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as CreatedListing;
}
