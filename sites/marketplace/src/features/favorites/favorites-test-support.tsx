// Test support for favorites and the lister's card: a fake server for their API calls on the fake client's
// `request` (other paths answer 404 unless `also` answers them). Tests only.

import { ApiError } from '@dealloop/client';
import type { ListerView } from '@dealloop/contract';
import type { ReactNode } from 'react';
import { createServices } from '../../app/services';
import { ServicesProvider } from '../../app/services-context';
import { ToastRegion } from '../../layout/toast-region';
import { createMemoryRouter, RouterProvider, useLocation } from '../../router';
import type { RuntimeConfig } from '../../runtime-config';
import { render } from '../../test/dom';
import { createMemoryStorage, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, type RequestHandler } from '../../test/property-fixtures';
import type { Property } from '../listings/property';

/** The paths of the favorites calls, as the server sees them. */
export const FAVORITES_API = '/api/v1/me/favorites';
export const FAVORITE_IDS_API = `${FAVORITES_API}/ids`;
export const favoritePath = (propertyId: string) => `${FAVORITES_API}/${encodeURIComponent(propertyId)}`;

/** The lister as GET /api/v1/properties/{id}/lister answers it (the contract's type). */
export type ListerAnswer = ListerView;

export interface FakeFavoritesServer {
  /** The saved listings, newest saved first. */
  saved: Property[];
  /** Every listing the fake knows (saving an unknown id answers 404). */
  listings: Property[];
  /** When set, saving and unsaving answer this error. */
  writeError: ApiError | null;
  /** When set, the list and the ids answer this error. */
  readError: ApiError | null;
  /** Listers by listing id (full or short). */
  listers: Map<string, ListerAnswer>;
}

const unauthorized = () => new ApiError(401, 'unauthorized', 'Sign in to continue.');

/** Answers the favorites and lister calls of `client` from a fake server state, and `also` for the others. */
export function serveFavorites(
  client: FakeApiClient,
  initial: Partial<FakeFavoritesServer> = {},
  also: RequestHandler = () => undefined,
): FakeFavoritesServer {
  const server: FakeFavoritesServer = {
    saved: [],
    listings: [],
    writeError: null,
    readError: null,
    listers: new Map(),
    ...initial,
  };
  answerRequests(client, (method, path, options) => {
    const lister = /^\/api\/v1\/properties\/([^/]+)\/lister$/.exec(path);
    if (method === 'GET' && lister) {
      const found = server.listers.get(decodeURIComponent(lister[1]!));
      if (!found) return undefined;
      const signedIn = client.auth.getSession() !== null;
      return { ...found, email: signedIn ? found.email : null, phone: signedIn ? found.phone : null };
    }
    if (!path.startsWith(FAVORITES_API)) return also(method, path, options);
    if (!client.auth.getSession()) throw unauthorized();
    if (method === 'GET' && path === FAVORITES_API) {
      if (server.readError) throw server.readError;
      return { items: server.saved };
    }
    if (method === 'GET' && path === FAVORITE_IDS_API) {
      if (server.readError) throw server.readError;
      return { ids: server.saved.map((property) => property.id) };
    }
    const id = decodeURIComponent(path.slice(FAVORITES_API.length + 1));
    if (server.writeError) throw server.writeError;
    if (method === 'PUT') {
      const listing = [...server.listings, ...server.saved].find((property) => property.id === id);
      if (!listing) return undefined;
      if (!server.saved.some((property) => property.id === id)) server.saved = [listing, ...server.saved];
      return { propertyId: id, savedAt: '2026-11-23T10:00:00.000Z' };
    }
    if (method === 'DELETE') {
      server.saved = server.saved.filter((property) => property.id !== id);
      return null;
    }
    return undefined;
  });
  return server;
}

const CONFIG: RuntimeConfig = { supportEmail: 'help@dealloop.test', publicUrl: 'https://dealloop.test' };

/** Where a test's router went when it left the component under test (shows the path and query). */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `ui` at `path` inside the site's services (the same ones as the app, on `client`) and a memory router
 * whose /auth and /properties routes show where the user was sent; toasts show too.
 */
export function renderWithServices(
  ui: ReactNode,
  { client, path = '/' }: { client: FakeApiClient; path?: string },
) {
  const services = createServices({ client, config: CONFIG, storage: createMemoryStorage() });
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <LocationProbe /> },
      { path: '/properties', element: <LocationProbe /> },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
      <ToastRegion />
    </ServicesProvider>,
  );
  return { ...view, router, services };
}
