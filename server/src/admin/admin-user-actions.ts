// What an admin does to a user: grant or revoke a role, suspend (with a reason) or restore. Each change and its
// audit entry are written in one transaction; a request that changes nothing writes nothing.
import { ADMIN_MESSAGES, type AdminAuditAction, type Role } from '@dealloop/core';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../db/connect';
import { uuidv7 } from '../db/ids';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { conflict, notFound } from '../http/api-error';
import type { AlertBus } from '../realtime/alert-bus';
import { endingAccess } from '../realtime/ending-access';

type Db = Kysely<Database>;

/** The acting admin and the user acted on. */
export interface AdminActionTarget {
  adminId: string;
  userId: string;
}

async function audit(
  trx: Transaction<Database>,
  target: AdminActionTarget,
  action: AdminAuditAction,
  details: { role?: Role; reason?: string },
) {
  await trx
    .insertInto('admin_audit')
    .values({
      id: uuidv7(),
      admin_id: target.adminId,
      user_id: target.userId,
      action,
      role: details.role ?? null,
      reason: details.reason ?? null,
      created_at: isoNow(),
    })
    .execute();
}

/** The user acted on, locked for the transaction on Postgres; 404 when unknown, 409 for a closed account. */
async function lockUser(trx: Transaction<Database>, userId: string, dialect: Dialect) {
  let query = trx
    .selectFrom('users')
    .select(['id', 'suspended_at', 'suspension_reason'])
    .where('id', '=', userId);
  if (dialect === 'postgres') query = query.forUpdate();
  const user = await query.executeTakeFirst();
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound, 'user_not_found');
  if (user.suspended_at && user.suspension_reason === null) {
    throw conflict(ADMIN_MESSAGES.accountClosed, 'account_closed');
  }
  return user;
}

/** Grants a role; answers whether it changed anything (a role already held is left as is, unaudited). */
export function grantUserRole(
  db: Db,
  dialect: Dialect,
  target: AdminActionTarget,
  role: Role,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, target.userId, dialect);
    const inserted = await trx
      .insertInto('user_roles')
      .values({ user_id: target.userId, role, created_at: isoNow() })
      .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await audit(trx, target, 'role_granted', { role });
    return true;
  });
}

/** Revokes a role; an admin cannot revoke their own admin role (409 `self_demotion`). */
export function revokeUserRole(
  db: Db,
  dialect: Dialect,
  target: AdminActionTarget,
  role: Role,
): Promise<boolean> {
  if (role === 'admin' && target.adminId === target.userId) {
    throw conflict(ADMIN_MESSAGES.selfDemotion, 'self_demotion');
  }
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, target.userId, dialect);
    const deleted = await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', target.userId)
      .where('role', '=', role)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await audit(trx, target, 'role_revoked', { role });
    return true;
  });
}

/**
 * Suspends an account with a reason: every session is revoked in the same transaction, the authentication
 * middleware refuses the account's access tokens from the next request on, and its open alert streams end once it
 * commits. 409 for one's own account or an account already suspended.
 */
export function suspendUser(
  deps: { db: Db; dialect: Dialect; alertBus: AlertBus },
  target: AdminActionTarget,
  reason: string,
): Promise<void> {
  const { dialect } = deps;
  if (target.adminId === target.userId) throw conflict(ADMIN_MESSAGES.selfSuspension, 'self_suspension');
  return endingAccess(deps, target.userId, async (trx) => {
    const user = await lockUser(trx, target.userId, dialect);
    if (user.suspended_at) throw conflict(ADMIN_MESSAGES.alreadySuspended, 'already_suspended');
    const now = isoNow();
    await trx
      .updateTable('users')
      .set({ suspended_at: now, suspension_reason: reason, suspended_by: target.adminId, updated_at: now })
      .where('id', '=', target.userId)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', target.userId)
      .where('revoked_at', 'is', null)
      .execute();
    await audit(trx, target, 'suspended', { reason });
  });
}

/** Restores a suspended account (the user signs in again); 409 when it is not suspended. */
export function restoreUser(db: Db, dialect: Dialect, target: AdminActionTarget): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, target.userId, dialect);
    if (!user.suspended_at) throw conflict(ADMIN_MESSAGES.notSuspended, 'not_suspended');
    await trx
      .updateTable('users')
      .set({ suspended_at: null, suspension_reason: null, suspended_by: null, updated_at: isoNow() })
      .where('id', '=', target.userId)
      .execute();
    await audit(trx, target, 'restored', {});
  });
}
