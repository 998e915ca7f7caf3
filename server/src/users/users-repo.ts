// Users, their profiles' names and their roles: plain functions over a database or a transaction.
import type { Role } from '@dealloop/core';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database, User } from '../db/schema';
import { isoNow } from '../db/time';

type Db = Kysely<Database>;

/** The user with this email, compared case-insensitively. */
export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates a user and their (unpublished) profile in one transaction; null when the email is taken. */
export async function createUser(
  db: Db,
  input: { email: string; passwordHash: string; fullName: string | null },
): Promise<User | null> {
  return db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, input.email)) return null;
    const now = isoNow();
    const user: User = {
      id: uuidv7(),
      email: input.email,
      password_hash: input.passwordHash,
      created_at: now,
      updated_at: now,
      suspended_at: null,
      suspension_reason: null,
      suspended_by: null,
    };
    await trx.insertInto('users').values(user).execute();
    await trx
      .insertInto('profiles')
      .values({
        user_id: user.id,
        full_name: input.fullName,
        email: input.email,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return user;
  });
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: isoNow() })
    .where('id', '=', userId)
    .execute();
}

/** The roles held by a user, from user_roles. */
export async function rolesOf(db: Db, userId: string): Promise<Role[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role);
}

export async function grantRole(db: Db, userId: string, role: Role): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role, created_at: isoNow() })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}

/** The profile's full name, used to greet the user. */
export async function fullNameOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .select('full_name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.full_name ?? null;
}
