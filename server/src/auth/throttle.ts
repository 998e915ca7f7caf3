// The throttling limits of the account endpoints, per account and address, per account and per client IP.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RateLimit } from '../http/rate-limiter';

/** Failed password checks one account takes from one address before each further try has to wait. */
export const FREE_PASSWORD_FAILURES = 5;
/** The wait after the last free failure; it doubles with every further failure, up to the longest wait. */
export const FIRST_PASSWORD_DELAY_SECONDS = 30;
export const LONGEST_PASSWORD_DELAY_SECONDS = 15 * 60;
/** Failures of an account and address are forgotten this long after the last one (or on a success). */
export const PASSWORD_FAILURES_FORGOTTEN_AFTER_SECONDS = 24 * 60 * 60;
/** Failed password checks allowed per signed-in account before it must wait (export, deletion, email change). */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimit = { max: 5, windowSeconds: 15 * 60 };
/** Sign-in attempts allowed per client IP. */
export const SIGN_IN_ATTEMPTS_PER_IP: RateLimit = { max: 30, windowSeconds: 15 * 60 };
/** Accounts that one client IP may create. */
export const SIGN_UPS_PER_IP: RateLimit = { max: 10, windowSeconds: 60 * 60 };
/** Password reset emails per address, and requests per IP. */
export const RESETS_PER_EMAIL: RateLimit = { max: 3, windowSeconds: 60 * 60 };
export const RESETS_PER_IP: RateLimit = { max: 10, windowSeconds: 60 * 60 };

export const accountKey = (scope: string, email: string) => `${scope}:account:${email.toLowerCase()}`;
export const ipKey = (scope: string, ip: string | null) => `${scope}:ip:${ip ?? 'unknown'}`;
/** The failures of one account from one client address: a wrong guess elsewhere never locks its owner out. */
export const accountAddressKey = (scope: string, email: string, ip: string | null) =>
  `${scope}:account-address:${email.toLowerCase()}:${ip ?? 'unknown'}`;

/** The wait after `failures` failed checks: none for the free ones, then 30 s doubling up to 15 minutes. */
export function passwordDelaySeconds(failures: number): number {
  if (failures < FREE_PASSWORD_FAILURES) return 0;
  return Math.min(
    LONGEST_PASSWORD_DELAY_SECONDS,
    FIRST_PASSWORD_DELAY_SECONDS * 2 ** (failures - FREE_PASSWORD_FAILURES),
  );
}

/** Seconds to wait before the key may try a password again (0: it may now). */
export async function passwordRetryAfter(
  db: Kysely<Database>,
  key: string,
  now = Date.now(),
): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return 0;
  const last = Date.parse(row.window_start);
  if (last + PASSWORD_FAILURES_FORGOTTEN_AFTER_SECONDS * 1000 <= now) return 0;
  return Math.max(0, Math.ceil((last + passwordDelaySeconds(row.count) * 1000 - now) / 1000));
}

/** Counts one failed check of the key; its row's `window_start` holds the time of the last failure. */
export async function recordPasswordFailure(
  db: Kysely<Database>,
  key: string,
  now = Date.now(),
): Promise<void> {
  const nowIso = new Date(now).toISOString();
  const forgotten = new Date(now - PASSWORD_FAILURES_FORGOTTEN_AFTER_SECONDS * 1000).toISOString();
  await db
    .insertInto('rate_limits')
    .values({ key, window_start: nowIso, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.window_start', '<=', forgotten)
          .then(1)
          .else(eb('rate_limits.count', '+', 1))
          .end(),
        window_start: nowIso,
      })),
    )
    .execute();
}
