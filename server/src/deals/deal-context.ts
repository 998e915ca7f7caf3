// Loads what serializing a page of offers or contracts needs in a few queries: listings, names, contracts, files.
import type { Kysely } from 'kysely';
import type { Database, Property } from '../db/schema';

/** Listings, party names, contract ids (by offer) and proof-of-funds file names (by upload), by id. */
export interface DealContext {
  properties: Map<string, Property>;
  names: Map<string, string | null>;
  contractIdByOffer: Map<string, string>;
  proofNames: Map<string, string>;
}

/** Loads the context of these rows; pass offer ids to learn their contracts, upload ids for proof names. */
export async function loadDealContext(
  db: Kysely<Database>,
  refs: { propertyIds: string[]; userIds: string[]; offerIds?: string[]; uploadIds?: string[] },
): Promise<DealContext> {
  const unique = (ids: string[]) => [...new Set(ids)];
  const propertyIds = unique(refs.propertyIds);
  const userIds = unique(refs.userIds);
  const offerIds = unique(refs.offerIds ?? []);
  const uploadIds = unique(refs.uploadIds ?? []);
  const [properties, profiles, contracts, uploads] = await Promise.all([
    propertyIds.length
      ? db.selectFrom('properties').selectAll().where('id', 'in', propertyIds).execute()
      : Promise.resolve([]),
    userIds.length
      ? db
          .selectFrom('users')
          .leftJoin('profiles', 'profiles.user_id', 'users.id')
          .select(['users.id as id', 'profiles.full_name as full_name'])
          .where('users.id', 'in', userIds)
          .execute()
      : Promise.resolve([]),
    offerIds.length
      ? db.selectFrom('contracts').select(['id', 'offer_id']).where('offer_id', 'in', offerIds).execute()
      : Promise.resolve([]),
    uploadIds.length
      ? db.selectFrom('uploads').select(['id', 'file_name']).where('id', 'in', uploadIds).execute()
      : Promise.resolve([]),
  ]);
  return {
    properties: new Map(properties.map((row) => [row.id, row])),
    names: new Map(profiles.map((row) => [row.id, row.full_name])),
    contractIdByOffer: new Map(contracts.map((row) => [row.offer_id, row.id])),
    proofNames: new Map(uploads.map((row) => [row.id, row.file_name ?? 'proof-of-funds'])),
  };
}
