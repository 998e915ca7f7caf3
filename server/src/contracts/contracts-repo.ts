// Contracts in the database: insert, find, and list a caller's (or everyone's, for admins) with filters.
import type { ContractStatus, SellerApprovalStatus } from '@dealloop/core';
import { type Kysely, sql } from 'kysely';
import type { Contract, Database, NewContract } from '../db/schema';

type Db = Kysely<Database>;

export async function insertContract(db: Db, row: NewContract): Promise<void> {
  await db.insertInto('contracts').values(row).execute();
}

export function findContract(db: Db, id: string): Promise<Contract | undefined> {
  return db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A LIKE pattern matching `text` anywhere, its wildcards escaped (with `\`). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Contracts newest first: the user's (as investor or seller), or everyone's when `userId` is null. `q` matches the
 * listing's title or location or either party's name, case-insensitively.
 */
export function listContracts(
  db: Db,
  filter: {
    userId: string | null;
    status?: ContractStatus;
    sellerApprovalStatus?: SellerApprovalStatus;
    q?: string;
  },
): Promise<Contract[]> {
  let query = db.selectFrom('contracts').selectAll('contracts');
  const { userId } = filter;
  if (userId !== null) {
    query = query.where((eb) =>
      eb.or([eb('contracts.investor_id', '=', userId), eb('contracts.seller_id', '=', userId)]),
    );
  }
  if (filter.status) query = query.where('contracts.status', '=', filter.status);
  if (filter.sellerApprovalStatus) {
    query = query.where('contracts.seller_approval_status', '=', filter.sellerApprovalStatus);
  }
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query
      .innerJoin('properties', 'properties.id', 'contracts.property_id')
      .leftJoin('profiles as investor_profile', 'investor_profile.user_id', 'contracts.investor_id')
      .leftJoin('profiles as seller_profile', 'seller_profile.user_id', 'contracts.seller_id')
      .where((eb) =>
        eb.or([
          like('properties.title'),
          like('properties.location'),
          like('investor_profile.full_name'),
          like('seller_profile.full_name'),
        ]),
      );
  }
  return query.orderBy('contracts.created_at', 'desc').orderBy('contracts.id', 'desc').execute();
}
