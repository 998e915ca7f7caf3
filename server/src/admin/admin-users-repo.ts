// The admin's view of users: search by name or email in keyset pages (newest first), one user, and the audit of
// admin actions on them.
import type { AdminAuditAction, Role } from '@dealloop/core';
import { type Kysely, sql } from 'kysely';
import { beyondCursor, decodeCursor, pageOf } from '../db/keyset-cursor';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** A user as the admin area reads them: account, name, roles and suspension. */
export interface AdminUserRecord {
  id: string;
  email: string;
  full_name: string | null;
  created_at: string;
  suspended_at: string | null;
  suspension_reason: string | null;
  roles: Role[];
}

/** One admin action on a user, with the acting admin's name. */
export interface AdminAuditRecord {
  id: string;
  user_id: string;
  admin_id: string;
  admin_name: string | null;
  admin_email: string;
  action: AdminAuditAction;
  role: Role | null;
  reason: string | null;
  created_at: string;
}

/** What the user list is filtered by. */
export interface AdminUserQuery {
  q?: string | undefined;
  role?: Role | undefined;
  status?: 'active' | 'suspended' | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** `%text%` for LIKE with the wildcards of the text escaped (escape character `\`). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function usersWithNames(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.created_at',
      'users.suspended_at',
      'users.suspension_reason',
      'profiles.full_name',
    ]);
}

async function withRoles<T extends { id: string }>(db: Db, rows: T[]): Promise<(T & { roles: Role[] })[]> {
  const ids = rows.map((row) => row.id);
  const roleRows = ids.length
    ? await db
        .selectFrom('user_roles')
        .select(['user_id', 'role'])
        .where('user_id', 'in', ids)
        .orderBy('role')
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    roles: roleRows.filter((r) => r.user_id === row.id).map((r) => r.role),
  }));
}

/** One page of users matching the query, newest accounts first, and the cursor of the next page (null on the last). */
export async function adminUserPage(
  db: Db,
  query: AdminUserQuery,
): Promise<{ items: AdminUserRecord[]; nextCursor: string | null }> {
  let select = usersWithNames(db);
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) =>
      eb.or([
        sql<boolean>`lower(users.email) like ${pattern} escape '\\'`,
        sql<boolean>`lower(profiles.full_name) like ${pattern} escape '\\'`,
      ]),
    );
  }
  if (query.status === 'active') select = select.where('users.suspended_at', 'is', null);
  if (query.status === 'suspended') {
    select = select
      .where('users.suspended_at', 'is not', null)
      .where('users.suspension_reason', 'is not', null);
  }
  if (query.role) {
    const role = query.role;
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .select('user_roles.role')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('user_roles.role', '=', role),
      ),
    );
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor, 'timestamp');
    select = select.where((eb) => beyondCursor(eb, ['users.created_at', 'users.id'], after, 'desc'));
  }
  const rows = await select
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const { page, nextCursor } = pageOf(rows, query.limit, (row) => ({ value: row.created_at, id: row.id }));
  return { items: await withRoles(db, page), nextCursor };
}

/** One user, or undefined. */
export async function findAdminUser(db: Db, userId: string): Promise<AdminUserRecord | undefined> {
  const row = await usersWithNames(db).where('users.id', '=', userId).executeTakeFirst();
  return row ? (await withRoles(db, [row]))[0] : undefined;
}

/** The admin actions on these users, newest first, at most `perUser` each. */
export async function auditOf(db: Db, userIds: string[], perUser: number): Promise<AdminAuditRecord[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('admin_audit')
    .innerJoin('users as admins', 'admins.id', 'admin_audit.admin_id')
    .leftJoin('profiles', 'profiles.user_id', 'admin_audit.admin_id')
    .select([
      'admin_audit.id',
      'admin_audit.user_id',
      'admin_audit.admin_id',
      'admin_audit.action',
      'admin_audit.role',
      'admin_audit.reason',
      'admin_audit.created_at',
      'profiles.full_name as admin_name',
      'admins.email as admin_email',
    ])
    .where('admin_audit.user_id', 'in', userIds)
    .orderBy('admin_audit.created_at', 'desc')
    .orderBy('admin_audit.id', 'desc')
    .execute();
  const kept = new Map<string, number>();
  return rows
    .filter((row) => {
      const n = kept.get(row.user_id) ?? 0;
      kept.set(row.user_id, n + 1);
      return n < perUser;
    })
    .map((row) => ({ ...row, action: row.action as AdminAuditAction }));
}
