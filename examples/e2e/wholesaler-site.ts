// What a wholesaler sets up on DealLoop before pasting the widgets: an embed key for their site's origin, a
// business card, and their listings; done through the API as the demo wholesaler, then passed to the host pages
// through the placeholders of examples/serve-examples.mjs.
import { type APIRequestContext, expect } from '@playwright/test';
import { API_ORIGIN, HOST_ORIGIN } from './example-origins';

const WHOLESALER = { email: 'wholesaler@dealloop.local', password: 'dealloop-wholesaler' };
const MODERATOR = { email: 'moderator@dealloop.local', password: 'dealloop-moderator' };
/** Listings made during the journeys belong to another demo seller, so the wholesaler's grid stays as seeded. */
const OTHER_SELLER = { email: 'seller-west@dealloop.local', password: 'dealloop-seller' };

/** The values a customer writes into the snippets. */
export interface WholesalerSite {
  /** The embed key allowed on HOST_ORIGIN. */
  embedKey: string;
  /** The slug of the wholesaler's business card. */
  cardUrl: string;
  /** The name on that card. */
  cardName: string;
  /** The wholesaler's user id (the grid's `lister`). */
  listerId: string;
}

/** A listing as the API answers it (the fields the journeys read). */
export interface Listing {
  id: string;
  path: string;
  title: string;
}

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post(`${API_ORIGIN}/api/v1/auth/sign-in`, { data: account });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { user: { id: string }; session: { accessToken: string } };
  return { userId: body.user.id, headers: { authorization: `Bearer ${body.session.accessToken}` } };
}

/** The wholesaler's embed key for HOST_ORIGIN (created on first use), card (likewise) and user id. */
export async function wholesalerSite(request: APIRequestContext): Promise<WholesalerSite> {
  const { userId, headers } = await signIn(request, WHOLESALER);

  const keys = await request.get(`${API_ORIGIN}/api/v1/me/embed-keys`, { headers });
  expect(keys.status(), await keys.text()).toBe(200);
  type EmbedKey = { key: string; allowedOrigins: string[] };
  let key = ((await keys.json()) as { embedKeys: EmbedKey[] }).embedKeys.find((k) =>
    k.allowedOrigins.includes(HOST_ORIGIN),
  );
  if (!key) {
    const created = await request.post(`${API_ORIGIN}/api/v1/me/embed-keys`, {
      headers,
      data: { name: 'Lone Star Home Buyers site', allowedOrigins: [HOST_ORIGIN] },
    });
    expect(created.status(), await created.text()).toBe(201);
    key = (await created.json()) as EmbedKey;
  }
  expect(key.key).toMatch(/^dlk_[A-Za-z0-9]{24}$/);

  const cards = await request.get(`${API_ORIGIN}/api/v1/me/business-cards`, { headers });
  expect(cards.status(), await cards.text()).toBe(200);
  type Card = { cardUrl: string; fullName: string; isActive: boolean };
  let card = ((await cards.json()) as { items: Card[] }).items.find((c) => c.isActive);
  if (!card) {
    const created = await request.post(`${API_ORIGIN}/api/v1/me/business-cards`, {
      headers,
      data: {
        fullName: 'Wade Wholesaler',
        email: 'wade@lonestar.example',
        phoneNumber: '2145550187',
        companyName: 'Lone Star Home Buyers',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    card = (await created.json()) as Card;
  }
  return { embedKey: key.key, cardUrl: card.cardUrl, cardName: card.fullName, listerId: userId };
}

/** The query that fills a host page's placeholders with the wholesaler's values. */
export function placeholderQuery(site: WholesalerSite): string {
  const query = new URLSearchParams({ key: site.embedKey, card: site.cardUrl, lister: site.listerId });
  return `?${query}`;
}

/** Creates a listing as another demo seller (not the wholesaler) and publishes it as the demo moderator. */
export async function publishedListing(request: APIRequestContext, title: string): Promise<Listing> {
  const owner = await signIn(request, OTHER_SELLER);
  const created = await request.post(`${API_ORIGIN}/api/v1/properties`, {
    headers: owner.headers,
    data: {
      title,
      description: 'Needs paint and flooring.',
      location: '400 W Main St, Boise, ID 83702',
      price: 185_000,
      beds: 3,
      baths: 2,
      sqft: 1400,
      propertyType: 'single_family',
      arv: 260_000,
      repairCost: 25_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const moderator = await signIn(request, MODERATOR);
  const { id } = (await created.json()) as Listing;
  const published = await request.post(`${API_ORIGIN}/api/v1/properties/${id}/moderation`, {
    headers: moderator.headers,
    data: { action: 'publish' },
  });
  expect(published.status(), await published.text()).toBe(200);
  return (await published.json()) as Listing;
}

/** The titles and paths of the wholesaler's listings as the API ranks them for the grid. */
export async function listerListings(
  request: APIRequestContext,
  listerId: string,
  limit: number,
): Promise<Listing[]> {
  const res = await request.get(`${API_ORIGIN}/api/v1/properties`, { params: { lister: listerId, limit } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: Listing[] }).items;
}
