// Runs migrations up or down and reports the migration state for the health endpoint.
import { type Kysely, Migrator, sql } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

function migratorFor(db: Kysely<Database>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

async function check(result: Awaited<ReturnType<Migrator['migrateToLatest']>>): Promise<string[]> {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String(result.error)}`, { cause: result.error });
  }
  return (result.results ?? []).map((r) => r.migrationName);
}

/** Applies every pending migration; answers the names it applied. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return check(await migratorFor(db).migrateToLatest());
}

/** Reverts the most recent migration; answers the name it reverted. */
export async function migrateDown(db: Kysely<Database>): Promise<string[]> {
  return check(await migratorFor(db).migrateDown());
}

/**
 * Which migrations are applied and which are pending, in one read of Kysely's bookkeeping table (created by the
 * migrations run at start-up); throws when the database cannot be read.
 */
export async function migrationState(db: Kysely<Database>) {
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const appliedNames = rows.rows.map((row) => row.name);
  const known = Object.keys(migrations).sort();
  const applied = known.filter((name) => appliedNames.includes(name));
  const pending = known.filter((name) => !appliedNames.includes(name));
  return { applied: applied.length, latest: applied.at(-1) ?? null, pending, upToDate: pending.length === 0 };
}
