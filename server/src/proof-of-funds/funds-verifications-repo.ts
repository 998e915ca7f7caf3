// Proof of funds verification requests in the database: submit, read, the review queue, and each buyer's latest
// approved verification (the badge is computed from it at read time, with a `now`).
import type { ApprovedFunds } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Database, FundsVerification } from '../db/schema';

type Db = Kysely<Database>;

/** A verification request with its document's display name. */
export type FundsVerificationRow = FundsVerification & { document_name: string };

const withDocument = (db: Db) =>
  db
    .selectFrom('funds_verifications as v')
    .innerJoin('uploads as u', 'u.id', 'v.upload_id')
    .selectAll('v')
    .select('u.file_name as document_name');

const named = <T extends { document_name: string | null }>(row: T) => ({
  ...row,
  document_name: row.document_name ?? 'proof-of-funds',
});

/** One request by id, or undefined. */
export async function findFundsVerification(db: Db, id: string): Promise<FundsVerificationRow | undefined> {
  const row = await withDocument(db).where('v.id', '=', id).executeTakeFirst();
  return row ? named(row) : undefined;
}

/** A user's newest request (any status), or undefined. */
export async function latestFundsVerification(
  db: Db,
  userId: string,
): Promise<FundsVerificationRow | undefined> {
  const row = await withDocument(db)
    .where('v.user_id', '=', userId)
    .orderBy('v.submitted_at', 'desc')
    .orderBy('v.id', 'desc')
    .executeTakeFirst();
  return row ? named(row) : undefined;
}

/**
 * Each user's latest approved verification (by decision time), expired or not: the rules decide with a `now`
 * whether it still counts. Users without one are missing from the map.
 */
export async function latestApprovedFunds(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, ApprovedFunds>> {
  const ids = [...new Set(userIds)];
  const funds = new Map<string, ApprovedFunds>();
  if (ids.length === 0) return funds;
  const rows = await db
    .selectFrom('funds_verifications')
    .select(['user_id', 'amount', 'expires_at'])
    .where('status', '=', 'approved')
    .where('user_id', 'in', ids)
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    if (funds.has(row.user_id) || row.amount === null || row.expires_at === null) continue;
    funds.set(row.user_id, { amount: Number(row.amount), expiresAt: row.expires_at });
  }
  return funds;
}

/** A page of the review queue (pending, oldest first) with each buyer, and how many wait in all. */
export async function pendingFundsVerifications(db: Db, page: { limit: number; offset: number }) {
  const rows = await withDocument(db)
    .innerJoin('users', 'users.id', 'v.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'v.user_id')
    .select(['users.email as buyer_email', 'profiles.full_name as buyer_name'])
    .where('v.status', '=', 'pending')
    .orderBy('v.submitted_at', 'asc')
    .orderBy('v.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('funds_verifications')
    .where('status', '=', 'pending')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(count.count),
    items: rows.map(({ buyer_email, buyer_name, ...row }) => ({
      verification: named(row),
      buyer: { id: row.user_id, name: buyer_name, email: buyer_email },
    })),
  };
}

/**
 * The latest approved verification of the members with these email addresses (any case), by lower-cased address:
 * how a wholesaler's buyers list, which knows its buyers by email, finds their verified funds.
 */
export async function approvedFundsByEmail(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, ApprovedFunds>> {
  const keys = [...new Set(emails.map((email) => email.toLowerCase()))];
  const byEmail = new Map<string, ApprovedFunds>();
  if (keys.length === 0) return byEmail;
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', keys))
    .execute();
  const funds = await latestApprovedFunds(
    db,
    users.map((user) => user.id),
  );
  for (const user of users) {
    const found = funds.get(user.id);
    if (found) byEmail.set(user.email.toLowerCase(), found);
  }
  return byEmail;
}
