// My listings with their offer counts, for the dashboard.

import { type ApiResource, useApiResource } from '../app/use-api-resource';
import { MY_LISTINGS_API, type MyListing } from './my-listing';

/** My listings, newest first, archived ones left out; `enabled` false waits (e.g. until signed in). */
export function useMyListings(enabled = true): ApiResource<MyListing[]> {
  return useApiResource(
    enabled ? 'me' : null,
    (client) => client.request<{ items: MyListing[] }>('GET', MY_LISTINGS_API).then((answer) => answer.items),
    { resources: ['myListings'] },
  );
}
