// My listings with their offer counts, for the dashboard.
import type { MyListingView } from '@dealloop/contract';
import { type ApiResource, useApiResource } from '../app/use-api-resource';
import { listingsApi } from '../features/listings/listings-api';

/** My listings, newest first, archived ones left out; `enabled` false waits (e.g. until signed in). */
export function useMyListings(enabled = true): ApiResource<MyListingView[]> {
  return useApiResource(
    enabled ? 'me' : null,
    (client) =>
      listingsApi(client)
        .mine()
        .then((answer) => answer.items),
    { resources: ['myListings'] },
  );
}
