// Request and response schemas of the title and deal document routes (zod + OpenAPI).
import { DEAL_DOCUMENT_KINDS, TITLE_CONTACT_LIMITS as L } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** The body of PUT /contracts/{id}/title-contact (checked again by core's titleContactProblems). */
export const TitleContactBody = z
  .object({
    officerName: z.string().max(L.officerName * 2),
    company: z.string().max(L.company * 2),
    email: z.string().max(L.email),
    phone: z.string().max(L.phone),
    notes: z
      .string()
      .max(L.notes * 2)
      .nullish(),
  })
  .openapi('TitleContactBody');

/** A contract's title company contact and its latest link, as the deal's parties see it. */
export const TitleContactSchema = z
  .object({
    contact: z
      .object({
        officerName: z.string(),
        company: z.string(),
        email: z.string(),
        phone: z.string(),
        notes: z.string().nullable(),
        updatedAt: z.string(),
      })
      .nullable(),
    link: z.object({ sentAt: z.string(), expiresAt: z.string() }).nullable(),
    canEdit: z.boolean(),
  })
  .openapi('TitleContact');

/** The token of a title officer's link. */
export const TitleTokenParam = z.object({ token: z.string().min(16).max(128) });

/** The deal as the title officer's link shows it. */
export const TitleDealSchema = z
  .object({
    contractId: z.string(),
    address: z.string(),
    price: z.number(),
    buyerName: z.string().nullable(),
    sellerName: z.string().nullable(),
    earnestMoney: z.number(),
    closingDate: z.string(),
    stage: z.string(),
    officerName: z.string(),
    company: z.string(),
    expiresAt: z.string(),
  })
  .openapi('TitleDeal');

/** The body of POST /title-links/{token}/closing-date. */
export const TitleClosingDateBody = z
  .object({ closingDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
  .openapi('TitleClosingDateBody');

/** The contract id and document id of a deal document. */
export const DealDocumentParams = z.object({
  id: z.string().min(1).max(64),
  documentId: z.string().min(1).max(64),
});

/** A document uploaded to a deal. */
export const DealDocumentSchema = z
  .object({
    id: z.string(),
    kind: z.enum(DEAL_DOCUMENT_KINDS),
    name: z.string(),
    bytes: z.number(),
    uploadedBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('DealDocument');

/** The documents of a deal, oldest first. */
export const DealDocumentList = z.object({ items: z.array(DealDocumentSchema) }).openapi('DealDocumentList');

/** The multipart body of a deal document upload. */
export const DealDocumentUploadBody = z
  .object({
    file: z
      .instanceof(File, { message: 'Attach a PDF file as "file".' })
      .openapi({ type: 'string', format: 'binary' }),
    kind: z.enum(DEAL_DOCUMENT_KINDS),
  })
  .openapi('DealDocumentUploadBody');

/** A contract's title contact as the API answers it. */
export type TitleContactView = z.infer<typeof TitleContactSchema>;
/** The title contact a seller sends. */
export type TitleContactRequest = z.input<typeof TitleContactBody>;
/** The deal as the title officer sees it. */
export type TitleDeal = z.infer<typeof TitleDealSchema>;
/** A deal document as the API answers it. */
export type DealDocumentView = z.infer<typeof DealDocumentSchema>;
