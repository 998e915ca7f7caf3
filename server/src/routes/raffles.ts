// Moderator raffles: admins create and draw them; anyone reads a raffle with its commitment, its tickets and,
// after the draw, the revealed seed and the winner, to recompute the draw.

import { errors, json } from '@dealloop/contract';
import { RAFFLE_LIMITS, RAFFLE_TEXTS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireRole } from '../auth/auth-middleware';
import type { Raffle } from '../db/schema';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { createRaffle, drawRaffle, findRaffle, namesOf, ticketsOf } from '../moderation/raffles';

const bearer = [{ bearerAuth: [] }];

const CreateRaffleBody = z
  .object({
    title: z.string().trim().min(1, RAFFLE_TEXTS.fieldsRequired).max(RAFFLE_LIMITS.titleMaxLength),
    prize: z.string().trim().min(1, RAFFLE_TEXTS.fieldsRequired).max(RAFFLE_LIMITS.prizeMaxLength),
    periodStart: z.iso.datetime({ offset: true }),
    periodEnd: z.iso.datetime({ offset: true }),
  })
  .refine((body) => Date.parse(body.periodEnd) > Date.parse(body.periodStart), {
    message: RAFFLE_TEXTS.periodInvalid,
    path: ['periodEnd'],
  })
  .openapi('CreateRaffleBody');

const Ticket = z.object({ ticket: z.string(), userId: z.string(), name: z.string().nullable() });
const RaffleSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    prize: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    commitment: z.string().openapi({ description: 'SHA-256 (hex) of the seed, published before the draw.' }),
    seed: z.string().nullable().openapi({ description: 'Revealed after the draw.' }),
    drawn: z.boolean(),
    drawnAt: z.string().nullable(),
    tickets: z
      .array(Ticket)
      .openapi({ description: 'Live until the draw, then the frozen list the draw used.' }),
    winner: Ticket.nullable(),
    createdAt: z.string(),
  })
  .openapi('Raffle');
const IdParam = z.object({ id: z.string().min(1).max(64) });

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
    .openapi(
      createRoute({
        method: 'post',
        path: '/raffles',
        summary: 'Create a moderator raffle for a period; its seed commitment is public at once (admins)',
        security: bearer,
        request: { body: { content: json(CreateRaffleBody), required: true } },
        responses: { 201: { description: 'Created', content: json(RaffleSchema) }, ...errors(400, 401, 403) },
      }),
      async (c) => {
        const auth = requireRole(c, 'admin');
        const raffle = await createRaffle(db, { ...c.req.valid('json'), createdBy: auth.user.id });
        return c.json(await view(raffle), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/raffles/{id}',
        summary: 'A raffle: commitment, tickets and, once drawn, the seed and the winner (public)',
        request: { params: IdParam },
        responses: { 200: { description: 'The raffle', content: json(RaffleSchema) }, ...errors(404) },
      }),
      async (c) => {
        const raffle = await findRaffle(db, c.req.valid('param').id);
        if (!raffle) throw notFound('This raffle does not exist.');
        return c.json(await view(raffle), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/raffles/{id}/draw',
        summary: 'Draw the winner: freezes the tickets and reveals the seed (admins, once)',
        security: bearer,
        request: { params: IdParam },
        responses: {
          200: { description: 'Drawn', content: json(RaffleSchema) },
          ...errors(401, 403, 404, 409),
        },
      }),
      async (c) => {
        requireRole(c, 'admin');
        return c.json(await view(await drawRaffle(db, c.req.valid('param').id)), 200);
      },
    );
}
