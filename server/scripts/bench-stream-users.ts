// Users for the alert-stream benchmarks (bench-server.ts, bench-cluster-server.ts): each with a session and an
// access token, written straight into the database in batches (no password hashing, no sign-up requests).
import type { AppDeps } from '../src/app-env';
import { uuidv7 } from '../src/db/ids';
import { isoNow } from '../src/db/time';

/** `count` users with a session and an access token each. */
export async function streamUsers(deps: Pick<AppDeps, 'db' | 'tokens'>, count: number) {
  const users: { userId: string; token: string }[] = [];
  const now = isoNow();
  const expires = isoNow(86_400_000);
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, () => ({
      id: uuidv7(),
      session: uuidv7(),
    }));
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          rows.map((row) => ({
            id: row.id,
            email: `stream-${row.id}@bench.test`,
            password_hash: 'none',
            created_at: now,
            updated_at: now,
            suspended_at: null,
          })),
        )
        .execute();
      await trx
        .insertInto('sessions')
        .values(
          rows.map((row) => ({
            id: row.session,
            user_id: row.id,
            created_at: now,
            last_used_at: now,
            expires_at: expires,
            revoked_at: null,
            user_agent: null,
            ip_address: null,
          })),
        )
        .execute();
    });
    for (const row of rows)
      users.push({ userId: row.id, token: (await deps.tokens.issue(row.id, row.session)).token });
  }
  return users;
}
