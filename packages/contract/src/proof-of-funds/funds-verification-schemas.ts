// Verified proof of funds on the wire: a verification request, its review, the badge sellers see.
import { FUNDS_SOURCES, FUNDS_VERIFICATION_LIMITS, FUNDS_VERIFICATION_STATUSES } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** A buyer's current "Verified funds" badge: up to the verified amount, until it expires. */
export const VerifiedFundsSchema = z
  .object({ upTo: z.number().int(), expiresAt: z.string() })
  .openapi('VerifiedFunds');

/** One proof of funds submitted for verification, as its owner and reviewers see it. */
export const FundsVerificationSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    uploadId: z.string(),
    documentName: z.string(),
    status: z.enum(FUNDS_VERIFICATION_STATUSES),
    amount: z.number().int().nullable(),
    source: z.enum(FUNDS_SOURCES).nullable(),
    expiresAt: z.string().nullable(),
    reason: z.string().nullable(),
    submittedAt: z.string(),
    decidedAt: z.string().nullable(),
    documentUrl: z.string(),
  })
  .openapi('FundsVerification');

export const SubmitFundsVerificationBody = z
  .object({
    uploadId: z.string().min(1).max(64).openapi({ description: 'A proof of funds upload of yours.' }),
  })
  .openapi('SubmitFundsVerificationBody');

export const MyFundsVerification = z
  .object({
    latest: FundsVerificationSchema.nullable().openapi({ description: 'The newest request, any status.' }),
    badge: VerifiedFundsSchema.nullable(),
  })
  .openapi('MyFundsVerification');

const Person = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });

export const FundsQueuePage = z
  .object({
    items: z.array(z.object({ verification: FundsVerificationSchema, buyer: Person })),
    total: z.number().int(),
  })
  .openapi('FundsVerificationQueuePage');

export const FundsQueueQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(FUNDS_VERIFICATION_LIMITS.queuePageSize),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const FundsDecisionBody = z
  .discriminatedUnion('decision', [
    z.object({
      decision: z.literal('approve'),
      amount: z.number().int().min(1).max(FUNDS_VERIFICATION_LIMITS.maxAmount),
      source: z.enum(FUNDS_SOURCES),
      expiresAt: z
        .string()
        .datetime()
        .nullish()
        .openapi({ description: 'Default: 90 days from the decision.' }),
    }),
    z.object({
      decision: z.literal('reject'),
      reason: z.string().max(FUNDS_VERIFICATION_LIMITS.reasonMaxLength),
    }),
  ])
  .openapi('FundsDecisionBody');

/** A verification request as the API answers it. */
export type FundsVerificationView = z.infer<typeof FundsVerificationSchema>;
/** A page of the review queue. */
export type FundsQueuePageView = z.infer<typeof FundsQueuePage>;
/** A reviewer's decision as sent. */
export type FundsDecisionRequest = z.input<typeof FundsDecisionBody>;
