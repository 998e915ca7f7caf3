// The buyers list routes: the public join form of a published profile (double opt-in), the owner's list (tags,
// remove, CSV import all or nothing, CSV export, "Send this deal"), and the leave and confirmation links of its
// emails (no sign-in).
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { buyersListEndpoints as at } from './buyers-list-endpoints';
import {
  BuyerList,
  BuyerSchema,
  ConfirmationSchema,
  ConfirmedJoin,
  DealSendHistory,
  EntryIdParam,
  ImportBody,
  ImportRejected,
  ImportResult,
  JoinBody,
  JoinPending,
  LeftList,
  ListOwner,
  OwnerParam,
  SendDealBody,
  SendDealResult,
  TagsBody,
  TokenQuery,
} from './buyers-list-schemas';

/** The buyers list routes. */
export const buyersListContract = {
  owner: createRoute({
    ...at.owner,
    summary: 'Whose buyers list this is (for the public join page); 404 unless the profile is published',
    request: { params: OwnerParam },
    responses: { 200: { description: 'The list owner', content: json(ListOwner) }, ...errors(404) },
  }),
  join: createRoute({
    ...at.join,
    summary:
      'Ask to join a buyers list (consent required): emails a confirmation link; the buyer is on the list only once it is confirmed',
    request: { params: OwnerParam, body: { content: json(JoinBody), required: true } },
    responses: {
      202: {
        description: 'Waiting for the emailed confirmation (the same answer for any address)',
        content: json(JoinPending),
      },
      ...errors(400, 404, 429),
    },
  }),
  list: createRoute({
    ...at.list,
    summary: "The caller's buyers, newest first",
    security: bearer,
    responses: { 200: { description: 'Buyers', content: json(BuyerList) }, ...errors(401) },
  }),
  setTags: createRoute({
    ...at.setTags,
    summary: "Replace one buyer's tags",
    security: bearer,
    request: { params: EntryIdParam, body: { content: json(TagsBody), required: true } },
    responses: { 200: { description: 'Tagged', content: json(BuyerSchema) }, ...errors(400, 401, 404) },
  }),
  remove: createRoute({
    ...at.remove,
    summary: 'Remove a buyer from the list',
    security: bearer,
    request: { params: EntryIdParam },
    responses: { 204: { description: 'Removed' }, ...errors(401, 404) },
  }),
  import: createRoute({
    ...at.import,
    summary: 'Import a CSV file: every row valid, or nothing is imported (400 invalid_rows lists the errors)',
    security: bearer,
    request: { body: { content: json(ImportBody), required: true } },
    responses: {
      200: { description: 'Imported', content: json(ImportResult) },
      400: { description: 'Nothing imported', content: json(ImportRejected) },
      ...errors(401, 403, 409),
    },
  }),
  export: createRoute({
    ...at.export,
    summary: "The caller's buyers as a CSV file",
    security: bearer,
    responses: {
      200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
      ...errors(401),
    },
  }),
  sendDeal: createRoute({
    ...at.sendDeal,
    summary:
      'Email (and text, where the buyer opted in) one of my public listings to the buyers who match it (weekly cap per buyer)',
    security: bearer,
    request: { body: { content: json(SendDealBody), required: true } },
    responses: {
      200: { description: 'What was sent', content: json(SendDealResult) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  sends: createRoute({
    ...at.sends,
    summary: '"Send this deal" history: per listing, buyers emailed and texts sent, delivered and failed',
    security: bearer,
    responses: {
      200: { description: 'Blasts, newest first', content: json(DealSendHistory) },
      ...errors(401),
    },
  }),
  leaving: createRoute({
    ...at.leaving,
    summary: 'Whose list a leave-the-list link removes the buyer from; changes nothing',
    request: { query: TokenQuery },
    responses: { 200: { description: 'The list', content: json(ListOwner) }, ...errors(400, 404) },
  }),
  leave: createRoute({
    ...at.leave,
    summary: 'Leave a buyers list: the token of a deal email removes its buyer from that list (no sign-in)',
    request: { query: TokenQuery },
    responses: { 200: { description: 'Removed', content: json(LeftList) }, ...errors(400, 404) },
  }),
  confirmation: createRoute({
    ...at.confirmation,
    summary:
      "Whose list a join's confirmation link is for, and whether it waits, was used or expired; changes nothing",
    request: { query: TokenQuery },
    responses: { 200: { description: 'The link', content: json(ConfirmationSchema) }, ...errors(400, 404) },
  }),
  confirm: createRoute({
    ...at.confirm,
    summary:
      "Confirm a join by its emailed link (no sign-in): the buyer goes on the owner's list; a used link answers alreadyConfirmed",
    request: { query: TokenQuery },
    responses: {
      200: { description: 'On the list', content: json(ConfirmedJoin) },
      ...errors(400, 404, 410),
    },
  }),
};

/** The buyers list routes' types (import type: the site and SDK take their shapes from here). */
export type BuyersListContract = typeof buyersListContract;
