// The buyers list as the site reads it, and the calls of the buyers list API.
import type { ApiClient } from '@dealloop/client';
import type { BuyerFields } from '@dealloop/core';

/** The owner's buyers list API. */
export const BUYERS_LIST_API = '/api/v1/me/buyers-list';
/** The leave-the-list API (the token of a deal email). */
export const LEAVE_LIST_API = '/api/v1/buyers-list/unsubscribe';
/** The confirmation API of a join (the token of its email). */
export const CONFIRM_JOIN_API = '/api/v1/buyers-list/confirm';
/** The public join API of one owner's list. */
export const joinApiPath = (userId: string) => `/api/v1/profiles/${encodeURIComponent(userId)}/buyers-list`;

/** One buyer as GET /api/v1/me/buyers-list answers it. */
export interface Buyer {
  id: string;
  name: string;
  email: string;
  phone: string;
  markets: string[];
  minPrice: number | null;
  maxPrice: number | null;
  propertyTypes: BuyerFields['propertyTypes'];
  proofOfFunds: boolean;
  tags: string[];
  source: 'join' | 'import';
  consentedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What "Send this deal" did. */
export interface SendDealResult {
  matching: number;
  sent: number;
  capped: number;
  notQueued: number;
}

/** A join's confirmation link as GET /api/v1/buyers-list/confirm answers it. */
export interface BuyersListConfirmation {
  ownerId: string;
  ownerName: string;
  state: 'pending' | 'confirmed' | 'expired';
}

const confirmPath = (token: string) => `${CONFIRM_JOIN_API}?token=${encodeURIComponent(token)}`;

type Client = Pick<ApiClient, 'request'>;

/** The buyers list calls over a client. */
export const buyersListApi = {
  list: async (client: Client) => (await client.request<{ items: Buyer[] }>('GET', BUYERS_LIST_API)).items,
  setTags: (client: Client, id: string, tags: string[]) =>
    client.request<Buyer>('PUT', `${BUYERS_LIST_API}/${encodeURIComponent(id)}/tags`, { json: { tags } }),
  remove: (client: Client, id: string) =>
    client.request<null>('DELETE', `${BUYERS_LIST_API}/${encodeURIComponent(id)}`),
  import: (client: Client, csv: string) =>
    client.request<{ created: number; updated: number }>('POST', `${BUYERS_LIST_API}/import`, {
      json: { csv },
    }),
  sendDeal: (client: Client, propertyId: string) =>
    client.request<SendDealResult>('POST', `${BUYERS_LIST_API}/send-deal`, { json: { propertyId } }),
  owner: (client: Client, userId: string) =>
    client.request<{ ownerName: string }>('GET', joinApiPath(userId)),
  /** Asks to join: the server emails a confirmation link (the buyer is on the list once it is confirmed). */
  join: (client: Client, userId: string, body: BuyerFields & { consent: boolean }) =>
    client.request<{ pending: true }>('POST', joinApiPath(userId), { json: body }),
  confirmation: (client: Client, token: string) =>
    client.request<BuyersListConfirmation>('GET', confirmPath(token)),
  confirm: (client: Client, token: string) =>
    client.request<{ ownerId: string; alreadyConfirmed: boolean }>('POST', confirmPath(token)),
};
