// Every migration, by timestamped name; Kysely runs them in name order. Add new ones at the end.
import type { Migration } from 'kysely';
import * as accounts from './20261122_0001_accounts';
import * as propertiesUploads from './20261122_0002_properties_uploads';
import * as userConsent from './20261122_0003_user_consent';
import * as propertySearchIndexes from './20261122_0004_property_search_indexes';

/** The migrations known to this build of the server. */
export const migrations: Record<string, Migration> = {
  '20261122_0001_accounts': accounts,
  '20261122_0002_properties_uploads': propertiesUploads,
  '20261122_0003_user_consent': userConsent,
  '20261122_0004_property_search_indexes': propertySearchIndexes,
};
