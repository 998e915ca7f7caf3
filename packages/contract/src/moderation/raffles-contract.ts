// The raffle routes: admins create and draw moderator raffles; anyone reads a raffle with its commitment, its tickets
// and, after the draw, the revealed seed and the winner, to recompute the draw.

import { RAFFLE_LIMITS, RAFFLE_TEXTS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, IdParam, json } from '../http-schemas';
import { rafflesEndpoints as at } from './raffles-endpoints';

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

/** The raffles routes. */
export const rafflesContract = {
  create: createRoute({
    ...at.create,
    summary: 'Create a moderator raffle for a period; its seed commitment is public at once (admins)',
    security: bearer,
    request: { body: { content: json(CreateRaffleBody), required: true } },
    responses: { 201: { description: 'Created', content: json(RaffleSchema) }, ...errors(400, 401, 403) },
  }),
  get: createRoute({
    ...at.get,
    summary: 'A raffle: commitment, tickets and, once drawn, the seed and the winner (public)',
    request: { params: IdParam },
    responses: { 200: { description: 'The raffle', content: json(RaffleSchema) }, ...errors(404) },
  }),
  draw: createRoute({
    ...at.draw,
    summary: 'Draw the winner: freezes the tickets and reveals the seed (admins, once)',
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: { description: 'Drawn', content: json(RaffleSchema) },
      ...errors(401, 403, 404, 409),
    },
  }),
};

/** The raffles routes' types (import type only). */
export type RafflesContract = typeof rafflesContract;
