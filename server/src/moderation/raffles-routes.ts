// Moderator raffles: admins create and draw them; anyone reads a raffle with its commitment, its tickets and,
// after the draw, the revealed seed and the winner, to recompute the draw.

import { rafflesContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { requireRole } from '../auth/auth-middleware';
import type { Raffle } from '../db/schema';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { createRaffle, drawRaffle, findRaffle, namesOf, ticketsOf } from './raffles';

/** The raffle routes, mounted at /api/v1. */
export function raffleRoutes(deps: AppDeps) {
  const { db } = deps;

  async function view(raffle: Raffle) {
    const tickets = raffle.raffle_tickets ?? (await ticketsOf(db, raffle));
    const names = await namesOf(
      db,
      tickets.map((entry) => entry.userId),
    );
    const named = tickets.map((entry) => ({ ...entry, name: names.get(entry.userId) ?? null }));
    return {
      id: raffle.id,
      title: raffle.title,
      prize: raffle.prize,
      periodStart: raffle.period_start,
      periodEnd: raffle.period_end,
      commitment: raffle.commitment,
      seed: raffle.drawn_at ? raffle.seed : null,
      drawn: raffle.drawn_at !== null,
      drawnAt: raffle.drawn_at,
      tickets: named,
      winner: named.find((entry) => entry.ticket === raffle.winner_ticket) ?? null,
      createdAt: raffle.created_at,
    };
  }

  return createRouter()
    .openapi(routes.create, async (c) => {
      const auth = requireRole(c, 'admin');
      const raffle = await createRaffle(db, { ...c.req.valid('json'), createdBy: auth.user.id });
      return c.json(await view(raffle), 201);
    })
    .openapi(routes.get, async (c) => {
      const raffle = await findRaffle(db, c.req.valid('param').id);
      if (!raffle) throw notFound('This raffle does not exist.');
      return c.json(await view(raffle), 200);
    })
    .openapi(routes.draw, async (c) => {
      requireRole(c, 'admin');
      return c.json(await view(await drawRaffle(db, c.req.valid('param').id)), 200);
    });
}
