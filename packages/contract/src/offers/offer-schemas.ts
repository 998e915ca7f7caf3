// Request and response schemas of the offer routes (zod + OpenAPI).
import {
  BACKUP_MESSAGES,
  FINANCING_TYPES,
  MAX_BACKUP_OFFERS,
  OFFER_ACTIONS,
  OFFER_MAX_CLOSING_DAYS,
  OFFER_MESSAGES,
  OFFER_STATUSES,
} from '@dealloop/core';
import { z } from '@hono/zod-openapi';
import { ListingSummarySchema, PartySummarySchema } from '../deals/deal-summary-schemas';
import { VerifiedFundsSchema } from '../proof-of-funds/funds-verification-schemas';

/** Largest amount in whole dollars an offer may name (fits a 32-bit integer column). */
export const OFFER_MAX_AMOUNT = 1_000_000_000;
const MESSAGE_MAX = 2000;
const DAY_MS = 86_400_000;

const dollars = z
  .number()
  .int('Use whole dollars.')
  .positive('Must be more than zero.')
  .max(OFFER_MAX_AMOUNT);
const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
/** Today's date in UTC as YYYY-MM-DD, `days` from now. */
const utcDate = (days = 0) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The body of POST /properties/{id}/offers: the offer's terms, checked against core's offer rules. */
export const CreateOfferBody = z
  .object({
    amount: dollars,
    earnestMoney: dollars,
    closingDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD.')
      .refine(isRealDate, 'Not a calendar date.'),
    financingType: z.enum(FINANCING_TYPES),
    message: z.string().trim().max(MESSAGE_MAX).nullish(),
    proofOfFundsUploadId: z.string().min(1).max(64).nullish(),
    submitForVerification: z.boolean().optional().openapi({
      description:
        "Also submit the offer's proof of funds to the verification review queue (as My Account does), in the same transaction as the offer. Needs proofOfFundsUploadId; 409 already_pending when that file already waits for review.",
    }),
  })
  .superRefine((body, ctx) => {
    if (body.submitForVerification && !body.proofOfFundsUploadId) {
      ctx.addIssue({
        code: 'custom',
        path: ['submitForVerification'],
        message: OFFER_MESSAGES.verifyNeedsProof,
      });
    }
    if (body.earnestMoney > body.amount) {
      ctx.addIssue({ code: 'custom', path: ['earnestMoney'], message: OFFER_MESSAGES.earnestAboveAmount });
    }
    if (body.closingDate < utcDate()) {
      ctx.addIssue({ code: 'custom', path: ['closingDate'], message: OFFER_MESSAGES.closingDateInPast });
    } else if (body.closingDate > utcDate(OFFER_MAX_CLOSING_DAYS)) {
      ctx.addIssue({ code: 'custom', path: ['closingDate'], message: OFFER_MESSAGES.closingDateTooFar });
    }
  })
  .openapi('CreateOfferBody');

/** The body of POST /offers/{id}/actions: accept, reject, counter (with an amount) or withdraw. */
export const OfferActionBody = z
  .object({
    action: z.enum(OFFER_ACTIONS),
    amount: dollars.optional().openapi({ description: 'The counter amount (counter only).' }),
    message: z.string().trim().max(MESSAGE_MAX).nullish(),
    backupOfferIds: z
      .array(z.string().min(1).max(64))
      .max(MAX_BACKUP_OFFERS, BACKUP_MESSAGES.tooMany)
      .optional()
      .openapi({
        description:
          'Accept only (the seller): other open offers of the listing to keep as backups, in rank order (first is next in line); the rest are declined.',
      }),
  })
  .openapi('OfferActionBody');

/** The filters of GET /offers. */
export const OffersQuery = z.object({
  box: z.enum(['sent', 'received', 'all']).optional().openapi({
    description: 'sent: I am the buyer; received: I am the seller; all: everyone (admins). Default: both.',
  }),
  status: z.enum(OFFER_STATUSES).optional(),
  propertyId: z.string().min(1).max(64).optional(),
});

/** An offer as its buyer, its seller or an admin sees it. */
export const OfferSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    property: ListingSummarySchema,
    buyer: PartySummarySchema,
    seller: PartySummarySchema,
    amount: z.number(),
    earnestMoney: z.number(),
    closingDate: z.string(),
    financingType: z.enum(FINANCING_TYPES),
    message: z.string().nullable(),
    proofOfFunds: z.object({ url: z.string(), name: z.string() }).nullable(),
    status: z.enum(OFFER_STATUSES),
    counterAmount: z.number().nullable(),
    counterMessage: z.string().nullable(),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    contractId: z.string().nullable(),
    allowedActions: z.array(z.enum(OFFER_ACTIONS)),
    backupRank: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "A backup offer's rank on its listing (1 is next in line); null otherwise." }),
    buyerVerifiedFunds: VerifiedFundsSchema.nullable().openapi({
      description: "The buyer's current verified funds badge (null when none or expired).",
    }),
    aboveVerifiedFunds: z
      .boolean()
      .openapi({ description: "The amount is above the buyer's current verified funds." }),
  })
  .openapi('Offer');

/** The answer of POST /properties/{id}/backup-offers/decline: how many backups were declined. */
export const DeclinedBackups = z.object({ declined: z.number().int() }).openapi('DeclinedBackups');

/** A page of offers. */
export const OfferList = z.object({ items: z.array(OfferSchema) }).openapi('OfferList');

/** The terms of a new offer, as the API accepts them. */
export type NewOfferBody = z.input<typeof CreateOfferBody>;
/** The filters of GET /offers, as the API accepts them. */
export type OffersFilter = z.input<typeof OffersQuery>;
/** An action on an offer, as the API accepts it. */
export type OfferActionRequest = z.input<typeof OfferActionBody>;
/** An offer as the API answers it (the status at this moment, the actions the caller may take now). */
export type Offer = z.infer<typeof OfferSchema>;
