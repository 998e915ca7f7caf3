// The verified proof of funds routes: a buyer submits a proof of funds upload for review and reads their status;
// moderators and admins work the queue and decide; the document is read by its owner and reviewers.
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, IdParam, json } from '../http-schemas';
import { fundsVerificationEndpoints as at } from './funds-verification-endpoints';
import {
  FundsDecisionBody,
  FundsQueuePage,
  FundsQueueQuery,
  FundsVerificationSchema,
  MyFundsVerification,
  SubmitFundsVerificationBody,
} from './funds-verification-schemas';

const binary = z.string().openapi({ format: 'binary' });

/** The verified proof of funds routes. */
export const fundsVerificationContract = {
  submit: createRoute({
    ...at.submit,
    summary: 'Submit one of your proof of funds uploads for verification (it joins the review queue)',
    security: bearer,
    request: { body: { content: json(SubmitFundsVerificationBody), required: true } },
    responses: {
      201: { description: 'Submitted', content: json(FundsVerificationSchema) },
      ...errors(400, 401, 409),
    },
  }),
  mine: createRoute({
    ...at.mine,
    summary: 'Your newest verification request and your current verified funds badge',
    security: bearer,
    responses: { 200: { description: 'Your status', content: json(MyFundsVerification) }, ...errors(401) },
  }),
  queue: createRoute({
    ...at.queue,
    summary: 'Proofs of funds waiting for review, oldest first (moderators and admins)',
    security: bearer,
    request: { query: FundsQueueQuery },
    responses: {
      200: { description: 'A page of the queue', content: json(FundsQueuePage) },
      ...errors(400, 401, 403),
    },
  }),
  decide: createRoute({
    ...at.decide,
    summary:
      'Approve with the verified amount, source and expiry, or reject with a reason (moderators and admins)',
    security: bearer,
    request: { params: IdParam, body: { content: json(FundsDecisionBody), required: true } },
    responses: {
      200: { description: 'Decided', content: json(FundsVerificationSchema) },
      ...errors(400, 401, 403, 404, 409),
    },
  }),
  document: createRoute({
    ...at.document,
    summary: 'The document of a verification request (its owner, moderators and admins)',
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: {
        description: 'The file',
        content: { 'application/pdf': { schema: binary }, 'image/*': { schema: binary } },
      },
      ...errors(401, 404),
    },
  }),
};

/** The verified proof of funds routes' types (import type only). */
export type FundsVerificationContract = typeof fundsVerificationContract;
