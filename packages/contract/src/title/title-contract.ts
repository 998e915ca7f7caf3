// The title routes: the contract's title contact (its seller sets it, both parties read it), the title officer's
// link (no account: the token is the key), and the deal's documents (its parties and admins only).
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, IdParam, json } from '../http-schemas';
import { titleEndpoints as at } from './title-endpoints';
import {
  DealDocumentList,
  DealDocumentParams,
  DealDocumentSchema,
  DealDocumentUploadBody,
  TitleClosingDateBody,
  TitleContactBody,
  TitleContactSchema,
  TitleDealSchema,
  TitleTokenParam,
} from './title-schemas';

/** The title and deal document routes. */
export const titleContract = {
  getContact: createRoute({
    ...at.getContact,
    summary: "A contract's title company contact (its parties, admins)",
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: { description: 'The contact', content: json(TitleContactSchema) },
      ...errors(401, 404),
    },
  }),
  setContact: createRoute({
    ...at.setContact,
    summary:
      'Name or change the title company (the seller): both parties are told, the officer gets a new link',
    security: bearer,
    request: { params: IdParam, body: { content: json(TitleContactBody), required: true } },
    responses: {
      200: { description: 'The contact', content: json(TitleContactSchema) },
      ...errors(400, 401, 403, 404, 422),
    },
  }),
  officerDeal: createRoute({
    ...at.officerDeal,
    summary: "The deal as the title officer's link shows it (no account; every view is logged)",
    request: { params: TitleTokenParam },
    responses: { 200: { description: 'The deal', content: json(TitleDealSchema) }, ...errors(404, 410) },
  }),
  officerConfirmEarnest: createRoute({
    ...at.officerConfirmEarnest,
    summary: 'The title officer confirms the earnest money received (logged)',
    request: { params: TitleTokenParam },
    responses: {
      200: { description: 'The deal after it', content: json(TitleDealSchema) },
      ...errors(404, 409, 410),
    },
  }),
  officerSetClosingDate: createRoute({
    ...at.officerSetClosingDate,
    summary: 'The title officer sets the closing date (logged)',
    request: { params: TitleTokenParam, body: { content: json(TitleClosingDateBody), required: true } },
    responses: {
      200: { description: 'The deal after it', content: json(TitleDealSchema) },
      ...errors(400, 404, 409, 410),
    },
  }),
  listDocuments: createRoute({
    ...at.listDocuments,
    summary: "A deal's documents (its parties, admins)",
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: { description: 'The documents', content: json(DealDocumentList) },
      ...errors(401, 404),
    },
  }),
  uploadDocument: createRoute({
    ...at.uploadDocument,
    summary: 'Upload a purchase agreement or an assignment (PDF) to a deal (its parties)',
    security: bearer,
    request: {
      params: IdParam,
      body: { content: { 'multipart/form-data': { schema: DealDocumentUploadBody } }, required: true },
    },
    responses: {
      201: { description: 'Stored', content: json(DealDocumentSchema) },
      ...errors(400, 401, 404, 413, 415, 422),
    },
  }),
  downloadDocument: createRoute({
    ...at.downloadDocument,
    summary: "Download a deal document (the deal's parties, admins)",
    security: bearer,
    request: { params: DealDocumentParams },
    responses: {
      200: {
        description: 'The PDF',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...errors(401, 404),
    },
  }),
};

/** The title routes' types (import type only). */
export type TitleContract = typeof titleContract;
