// Test support for the Embed page: a fake server for the embed keys API, the user's business cards and plan (Pro
// unless told) on the fake client's `request` (other paths go to `also`, else 404). Tests only.
import { ApiError } from '@dealloop/client';
import type { EmbedKey, EmbedKeyFields } from '@dealloop/contract';
import type { PlanId } from '@dealloop/core';
import { checkAllowedOrigins, embedKeyNameProblem } from '@dealloop/core';
import type { FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, type RequestHandler } from '../../test/property-fixtures';
import { MY_PLAN_API, myPlanOf } from '../billing/plan-test-support';
import type { BusinessCard } from '../business-cards/business-cards-api';
import { MY_CARDS_PATH } from '../business-cards/business-cards-test-support';

/** Where the embed keys API answers (the tests assert the wire). */
export const EMBED_KEYS_API = '/api/v1/me/embed-keys';

export interface FakeEmbedServer {
  keys: EmbedKey[];
  cards: BusinessCard[];
  /** When set, the next create or update answers this error (then it is cleared). */
  refuseNextWrite: ApiError | null;
  /** When set, listing the keys answers this error. */
  listError: ApiError | null;
  /** The user's plan (GET /me/plan answers it with the keys kept). */
  plan: PlanId;
}

let nextId = 1;

/** An embed key as the API answers it. */
export function makeEmbedKey(overrides: Partial<EmbedKey> = {}): EmbedKey {
  const n = nextId++;
  return {
    id: `key-${n}`,
    key: `dlk_${String(n).padStart(24, 'A')}`,
    name: 'My website',
    allowedOrigins: ['https://www.example.com'],
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** A business card as its owner sees it. */
export function makeMyCard(overrides: Partial<BusinessCard> = {}): BusinessCard {
  const n = nextId++;
  return {
    id: `card-${n}`,
    cardUrl: `bea-buyer-${n}`,
    fullName: 'Bea Buyer',
    email: 'buyer@dealloop.local',
    phoneNumber: null,
    companyName: 'Bea Capital',
    companyLogo: null,
    isActive: true,
    createdAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

/** The server's checks of a key's fields (core's rules), as a 400. */
function checked(fields: Partial<EmbedKeyFields>, current?: EmbedKey): EmbedKeyFields {
  const name = fields.name ?? current?.name ?? '';
  const problem = embedKeyNameProblem(name);
  if (problem) throw new ApiError(400, 'validation_failed', problem);
  const origins = checkAllowedOrigins(fields.allowedOrigins ?? current?.allowedOrigins ?? []);
  if (origins.problem !== null) throw new ApiError(400, 'validation_failed', origins.problem);
  return { name: name.trim(), allowedOrigins: origins.origins };
}

/** Answers the embed keys and business cards calls of `client` from a fake server state. */
export function serveEmbedKeys(
  client: FakeApiClient,
  initial: Partial<FakeEmbedServer> = {},
  also: RequestHandler = () => undefined,
): FakeEmbedServer {
  const server: FakeEmbedServer = {
    keys: [],
    cards: [],
    refuseNextWrite: null,
    listError: null,
    plan: 'pro',
    ...initial,
  };
  const refusal = () => {
    const error = server.refuseNextWrite;
    server.refuseNextWrite = null;
    if (error) throw error;
  };
  answerRequests(client, (method, path, options) => {
    if (path === MY_PLAN_API && method === 'GET') {
      return myPlanOf(server.plan, { embedKeys: { used: server.keys.length } });
    }
    const ours = path.startsWith(EMBED_KEYS_API) || path === MY_CARDS_PATH;
    if (!ours) return also(method, path, options);
    if (!client.auth.getSession()) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
    if (path === MY_CARDS_PATH) return method === 'GET' ? { items: server.cards } : undefined;
    const body = (options?.json ?? {}) as Partial<EmbedKeyFields>;
    if (path === EMBED_KEYS_API) {
      if (method === 'GET') {
        if (server.listError) throw server.listError;
        return { embedKeys: server.keys };
      }
      if (method !== 'POST') return undefined;
      refusal();
      const created = makeEmbedKey(checked(body));
      server.keys = [...server.keys, created];
      return created;
    }
    const id = decodeURIComponent(path.slice(EMBED_KEYS_API.length + 1));
    const found = server.keys.find((key) => key.id === id);
    if (!found) return undefined;
    if (method === 'PATCH') {
      refusal();
      const updated = { ...found, ...checked(body, found) };
      server.keys = server.keys.map((key) => (key.id === id ? updated : key));
      return updated;
    }
    if (method === 'DELETE') {
      server.keys = server.keys.filter((key) => key.id !== id);
      return null;
    }
    return undefined;
  });
  return server;
}
