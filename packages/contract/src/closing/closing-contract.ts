// The closing pipeline routes: a contract's pipeline read and moved by its parties or an admin, its deadlines and
// closing date as .ics, and the wholesaler's closing desk.
import { createRoute } from '@hono/zod-openapi';
import { bearer, errors, IdParam, json } from '../http-schemas';
import { closingEndpoints as at } from './closing-endpoints';
import {
  ClosingDeskQuery,
  ClosingDeskSchema,
  ClosingMoveBody,
  ClosingSchema,
  EarnestTermsSchema,
} from './closing-schemas';

/** The closing pipeline routes. */
export const closingContract = {
  get: createRoute({
    ...at.get,
    summary: "A contract's closing pipeline: stage, earnest money deadline, the caller's moves, history",
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: { description: 'The pipeline', content: json(ClosingSchema) },
      ...errors(401, 404),
    },
  }),
  move: createRoute({
    ...at.move,
    summary: 'Moves the deal to its next stage, schedules the closing, or cancels it with a reason',
    security: bearer,
    request: { params: IdParam, body: { content: json(ClosingMoveBody), required: true } },
    responses: {
      200: { description: 'The pipeline after the move', content: json(ClosingSchema) },
      ...errors(400, 401, 404, 409),
    },
  }),
  ics: createRoute({
    ...at.ics,
    summary:
      "The deal's earnest money deadline and closing date as an iCalendar (.ics) file (its parties, admins)",
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: { description: 'The events', content: { 'text/calendar': { schema: { type: 'string' } } } },
      ...errors(401, 404),
    },
  }),
  desk: createRoute({
    ...at.desk,
    summary: "The wholesaler's deals in the closing pipeline, with deals not moved for 7 days flagged",
    security: bearer,
    request: { query: ClosingDeskQuery },
    responses: {
      200: { description: 'The deals', content: json(ClosingDeskSchema) },
      ...errors(400, 401),
    },
  }),
  earnestTerms: createRoute({
    ...at.earnestTerms,
    summary: "A listing's earnest money terms (whoever may see the listing)",
    request: { params: IdParam },
    responses: {
      200: { description: 'The terms', content: json(EarnestTermsSchema) },
      ...errors(404),
    },
  }),
  setEarnestTerms: createRoute({
    ...at.setEarnestTerms,
    summary: "Sets a listing's earnest money terms: the amount and the window of 24 to 72 hours (its owner)",
    security: bearer,
    request: { params: IdParam, body: { content: json(EarnestTermsSchema), required: true } },
    responses: {
      200: { description: 'The terms', content: json(EarnestTermsSchema) },
      ...errors(400, 401, 404),
    },
  }),
};

/** The closing routes' types (import type only). */
export type ClosingContract = typeof closingContract;
