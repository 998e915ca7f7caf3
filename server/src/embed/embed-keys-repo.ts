// Embed keys in the database: create with a fresh random key, list and find a user's live keys, change, revoke,
// and find a live key by its public value (chat from host sites).
import { randomBytes } from 'node:crypto';
import { EMBED_KEY_PREFIX } from '@dealloop/core';
import type { Kysely } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database, EmbedKey } from '../db/schema';
import { isoNow } from '../db/time';
import { isUniqueViolation } from '../profiles/unique-slug';

type Db = Kysely<Database>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Random characters after the prefix. */
const KEY_CHARACTERS = 24;

/** A new key value: the prefix and 24 uniformly random base62 characters (about 143 bits). */
export function newEmbedKeyValue(): string {
  let key = EMBED_KEY_PREFIX;
  while (key.length < EMBED_KEY_PREFIX.length + KEY_CHARACTERS) {
    for (const byte of randomBytes(32)) {
      // 248 = 4 * 62: bytes above it are skipped so every character is equally likely.
      if (byte < 248 && key.length < EMBED_KEY_PREFIX.length + KEY_CHARACTERS) key += BASE62[byte % 62];
    }
  }
  return key;
}

/**
 * Creates a key for the user (a collision of random keys is retried). Each attempt runs through `attempt` (the
 * routes' quota transaction), so a retry starts a fresh transaction; by default it writes to `db` directly.
 */
export async function createEmbedKey(
  db: Db,
  userId: string,
  fields: { name: string; allowedOrigins: readonly string[] },
  within: <T>(work: (trx: Db) => Promise<T>) => Promise<T> = (work) => work(db),
): Promise<EmbedKey> {
  for (let attempt = 0; ; attempt += 1) {
    const row = {
      id: uuidv7(),
      user_id: userId,
      key: newEmbedKeyValue(),
      name: fields.name,
      allowed_origins: JSON.stringify(fields.allowedOrigins),
      created_at: isoNow(),
      revoked_at: null,
    };
    try {
      await within((trx) => trx.insertInto('embed_keys').values(row).execute());
      return { ...row, allowed_origins: [...fields.allowedOrigins] };
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The user's live (not revoked) keys, oldest first. */
export function embedKeysOf(db: Db, userId: string): Promise<EmbedKey[]> {
  return db
    .selectFrom('embed_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The user's live key by id, or undefined (another user's key, or a revoked one). */
export function findOwnEmbedKey(db: Db, userId: string, id: string): Promise<EmbedKey | undefined> {
  return db
    .selectFrom('embed_keys')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Changes a key's name and/or allowed origins. */
export async function updateEmbedKey(
  db: Db,
  id: string,
  changes: { name?: string | undefined; allowedOrigins?: readonly string[] | undefined },
): Promise<void> {
  const set = {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.allowedOrigins === undefined
      ? {}
      : { allowed_origins: JSON.stringify(changes.allowedOrigins) }),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('embed_keys').set(set).where('id', '=', id).execute();
}

/** Revokes a key: it stops working at once and leaves the owner's list. */
export async function revokeEmbedKey(db: Db, id: string): Promise<void> {
  await db.updateTable('embed_keys').set({ revoked_at: isoNow() }).where('id', '=', id).execute();
}

/** A live key by its public value, with its owner still active; undefined otherwise. */
export function findLiveEmbedKey(db: Db, key: string): Promise<EmbedKey | undefined> {
  return db
    .selectFrom('embed_keys')
    .innerJoin('users', 'users.id', 'embed_keys.user_id')
    .selectAll('embed_keys')
    .where('embed_keys.key', '=', key)
    .where('embed_keys.revoked_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
}
