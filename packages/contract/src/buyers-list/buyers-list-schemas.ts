// Request and response schemas of the buyers list API; the field rules themselves are core's `buyerProblems`.
import { BUYER_LIMITS, BUYERS_IMPORT_MAX_ROWS, PROPERTY_TYPES } from '@dealloop/core';
import { z } from '@hono/zod-openapi';
import { VerifiedFundsSchema } from '../proof-of-funds/funds-verification-schemas';
import { SmsBlastCountsSchema } from '../sms/sms-schemas';

const price = z.number().nullable().default(null);

/** A buyer's fields as the join form and the API send them (checked further by core's `buyerProblems`). */
export const BuyerFieldsBody = z.object({
  name: z.string().max(500),
  email: z.string().max(500),
  phone: z.string().max(50).default(''),
  markets: z.array(z.string().max(200)).max(100),
  minPrice: price,
  maxPrice: price,
  propertyTypes: z
    .array(z.string().max(50))
    .max(PROPERTY_TYPES.length * 2)
    .default([]),
  proofOfFunds: z.boolean().default(false),
});

/** The public join form: the fields plus the required consent. */
export const JoinBody = BuyerFieldsBody.extend({ consent: z.boolean() }).openapi('BuyersListJoin');

/** A CSV file's text for the import. */
export const ImportBody = z
  .object({
    csv: z
      .string()
      .min(1)
      .max(BUYERS_IMPORT_MAX_ROWS * 1000),
  })
  .openapi('BuyersListImport');

/** The tags of one buyer, as a whole. */
export const TagsBody = z
  .object({ tags: z.array(z.string().max(200)).max(BUYER_LIMITS.tags) })
  .openapi('BuyersListTags');

export const SendDealBody = z
  .object({ propertyId: z.string().min(1).max(100) })
  .openapi('BuyersListSendDeal');

export const EntryIdParam = z.object({ id: z.string().min(1).max(100) });
export const OwnerParam = z.object({ userId: z.string().min(1).max(100) });
export const TokenQuery = z.object({ token: z.string().min(1).max(200) });

/** One buyer as the owner sees it. */
export const BuyerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    markets: z.array(z.string()),
    minPrice: z.number().nullable(),
    maxPrice: z.number().nullable(),
    propertyTypes: z.array(z.string()),
    proofOfFunds: z.boolean(),
    tags: z.array(z.string()),
    source: z.enum(['join', 'import']),
    consentedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    smsSuppressed: z.boolean().openapi({
      description: 'The buyer\'s number replied STOP: no deal texts reach it ("Texts stopped").',
    }),
    verifiedFunds: VerifiedFundsSchema.nullable().openapi({
      description: "The current verified funds badge of the DealLoop member with the buyer's email, if any.",
    }),
  })
  .openapi('Buyer');

export const BuyerList = z.object({ items: z.array(BuyerSchema) }).openapi('BuyerList');

/** The import's answer when a row is invalid: nothing was imported. */
export const ImportRejected = z
  .object({
    error: z.object({
      code: z.literal('invalid_rows'),
      message: z.string(),
      fileError: z.string().nullable(),
      rows: z.array(z.object({ line: z.number(), errors: z.array(z.string()) })),
    }),
  })
  .openapi('BuyersListImportRejected');

/** A buyer's fields as the join form and the API send them. */
export type BuyerFieldsInput = z.infer<typeof BuyerFieldsBody>;
/** One buyer as the owner sees it. */
export type BuyerView = z.infer<typeof BuyerSchema>;

/** Whose list a join page or a leave-the-list link is about. */
export const ListOwner = z.object({ ownerName: z.string() });

/** A join waits for its emailed confirmation. */
export const JoinPending = z.object({ pending: z.literal(true) });

/** What an import did. */
export const ImportResult = z.object({ created: z.number(), updated: z.number() });

/** What "Send this deal" did. */
export const SendDealResult = z.object({
  matching: z.number(),
  sent: z.number(),
  capped: z.number(),
  notQueued: z.number(),
  texted: z.number().openapi({
    description:
      'Texts queued to buyers whose own verified, consenting number matches (quiet hours and caps apply).',
  }),
});

/** One "Send this deal" blast of the history: the listing, the emails and the texts' delivery counts. */
export const DealSendSchema = z
  .object({
    propertyId: z.string(),
    title: z.string(),
    lastSentAt: z.string(),
    emailed: z.number().int(),
    texts: SmsBlastCountsSchema,
  })
  .openapi('BuyersListDealSend');
/** One blast of the history. */
export type DealSendView = z.infer<typeof DealSendSchema>;

/** The caller's "Send this deal" history, newest first. */
export const DealSendHistory = z.object({ items: z.array(DealSendSchema) }).openapi('BuyersListDealSends');

/** A leave-the-list link was used. */
export const LeftList = z.object({ removed: z.literal(true) });

/** A join's confirmation link: whose list it is for, and whether it waits, was used or expired. */
export const ConfirmationSchema = z
  .object({
    ownerId: z.string(),
    ownerName: z.string(),
    state: z.enum(['pending', 'confirmed', 'expired']),
  })
  .openapi('BuyersListConfirmation');

/** A confirmed join: whose list, and whether the link had been used before. */
export const ConfirmedJoin = z.object({ ownerId: z.string(), alreadyConfirmed: z.boolean() });
