// Moderator raffles: admins create one for a period with a committed random seed; tickets are the reviews
// moderators completed in the period (audit entries); the draw freezes the tickets, reveals the seed and names the
// winner by core's `raffleWinnerIndex`, so anyone can recompute it from the public page.
import { randomBytes } from 'node:crypto';
import { type RaffleTicket, raffleWinnerIndex, sha256Hex } from '@dealloop/core';
import type { Kysely } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database, Raffle } from '../db/schema';
import { isoNow } from '../db/time';
import { conflict, notFound } from '../http/api-error';

type Db = Kysely<Database>;

/** The audit actions that count as a completed review. */
const REVIEW_ACTIONS = ['publish', 'decline', 'hold', 'hide_listing', 'unpublish_profile', 'dismiss_reports'];

/** Creates a raffle with a fresh 256-bit seed, publishing only its SHA-256. */
export async function createRaffle(
  db: Db,
  input: { title: string; prize: string; periodStart: string; periodEnd: string; createdBy: string },
): Promise<Raffle> {
  const seed = randomBytes(32).toString('hex');
  const raffle: Raffle = {
    id: uuidv7(),
    title: input.title.trim(),
    prize: input.prize.trim(),
    period_start: new Date(input.periodStart).toISOString(),
    period_end: new Date(input.periodEnd).toISOString(),
    commitment: await sha256Hex(seed),
    seed,
    raffle_tickets: null,
    winner_ticket: null,
    winner_user_id: null,
    created_by: input.createdBy,
    created_at: isoNow(),
    drawn_at: null,
  };
  await db
    .insertInto('raffles')
    .values({ ...raffle, raffle_tickets: null })
    .execute();
  return raffle;
}

export function findRaffle(db: Db, id: string): Promise<Raffle | undefined> {
  return db.selectFrom('raffles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The tickets of a period, in audit order: reviews by users who hold the moderator role. */
export async function ticketsOf(
  db: Db,
  raffle: Pick<Raffle, 'period_start' | 'period_end'>,
): Promise<RaffleTicket[]> {
  const rows = await db
    .selectFrom('moderation_actions as a')
    .innerJoin('user_roles as r', (join) =>
      join.onRef('r.user_id', '=', 'a.actor_id').on('r.role', '=', 'moderator'),
    )
    .select(['a.id', 'a.actor_id'])
    .where('a.action', 'in', REVIEW_ACTIONS)
    .where('a.created_at', '>=', raffle.period_start)
    .where('a.created_at', '<', raffle.period_end)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({ ticket: row.id, userId: row.actor_id }));
}

/** Draws the winner once: freezes the tickets, reveals the seed. 409 when already drawn. */
export async function drawRaffle(db: Db, id: string): Promise<Raffle> {
  return db.transaction().execute(async (trx) => {
    const raffle = await findRaffle(trx, id);
    if (!raffle) throw notFound('This raffle does not exist.');
    if (raffle.drawn_at) throw conflict('This raffle was already drawn.', 'raffle_drawn');
    const tickets = await ticketsOf(trx, raffle);
    const index = await raffleWinnerIndex(raffle.seed, tickets);
    const winner = index === null ? null : tickets[index]!;
    const drawn = await trx
      .updateTable('raffles')
      .set({
        raffle_tickets: JSON.stringify(tickets),
        winner_ticket: winner?.ticket ?? null,
        winner_user_id: winner?.userId ?? null,
        drawn_at: isoNow(),
      })
      .where('id', '=', id)
      .where('drawn_at', 'is', null)
      .executeTakeFirst();
    if (Number(drawn.numUpdatedRows) === 0) throw conflict('This raffle was already drawn.', 'raffle_drawn');
    return (await findRaffle(trx, id))!;
  });
}

/** Display names of users, by id. */
export async function namesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'profiles.full_name'])
    .where('users.id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}
