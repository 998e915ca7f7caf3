// Request and response schemas of the closing pipeline routes (zod + OpenAPI).
import {
  CLOSING_ACTORS,
  CLOSING_REASON_MAX_LENGTH,
  CLOSING_STAGES,
  DEFAULT_EARNEST_WINDOW_HOURS,
} from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** The body of POST /contracts/{id}/closing/moves. */
export const ClosingMoveBody = z
  .object({
    to: z.enum(CLOSING_STAGES),
    reason: z.string().max(CLOSING_REASON_MAX_LENGTH).optional().openapi({
      description: 'Why the deal is cancelled (required to cancel); earnest_money_late releases the buyer.',
    }),
    closingDate: z
      .string()
      .optional()
      .openapi({ description: 'YYYY-MM-DD, required to schedule the closing.', example: '2026-12-18' }),
  })
  .openapi('ClosingMoveBody');

/** One move of a deal's history. */
export const ClosingMoveRecordSchema = z.object({
  from: z.enum(CLOSING_STAGES),
  to: z.enum(CLOSING_STAGES),
  actor: z.enum(CLOSING_ACTORS),
  reason: z.string().nullable(),
  closingDate: z.string().nullable(),
  at: z.string(),
});

/** A contract's closing pipeline as a party or an admin sees it, with the moves the caller may make now. */
export const ClosingSchema = z
  .object({
    contractId: z.string(),
    stage: z.enum(CLOSING_STAGES),
    stageChangedAt: z.string().nullable(),
    earnestMoney: z.number(),
    earnestDueAt: z.string().nullable(),
    earnestWindowHours: z.number().int().nullable(),
    closingDate: z.string(),
    stale: z.boolean(),
    allowedMoves: z.array(z.object({ to: z.enum(CLOSING_STAGES), release: z.boolean() })),
    history: z.array(ClosingMoveRecordSchema),
  })
  .openapi('Closing');

/** The filters of GET /closing-desk. */
export const ClosingDeskQuery = z.object({
  include: z
    .enum(['open', 'all'])
    .optional()
    .openapi({ description: 'open (default): deals still moving; all: closed and cancelled ones too.' }),
});

/** One deal on the wholesaler's closing desk. */
export const ClosingDeskItemSchema = z.object({
  contractId: z.string(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  buyerName: z.string().nullable(),
  price: z.number(),
  stage: z.enum(CLOSING_STAGES),
  stageChangedAt: z.string().nullable(),
  earnestDueAt: z.string().nullable(),
  closingDate: z.string(),
  stale: z.boolean(),
});

/** The wholesaler's deals in the pipeline, the longest unmoved first. */
export const ClosingDeskSchema = z.object({ items: z.array(ClosingDeskItemSchema) }).openapi('ClosingDesk');

/** A contract's pipeline as the API answers it. */
export type Closing = z.infer<typeof ClosingSchema>;
/** A deal on the closing desk. */
export type ClosingDeskItem = z.infer<typeof ClosingDeskItemSchema>;
/** A move request. */
export type ClosingMoveInput = z.input<typeof ClosingMoveBody>;

/** A listing's earnest money terms (the body of PUT and the answer of GET /properties/{id}/earnest-terms). */
export const EarnestTermsSchema = z
  .object({
    amount: z
      .number()
      .nullable()
      .openapi({ description: 'Dollars, a whole number above 0; null: not stated.' }),
    windowHours: z
      .number()
      .nullable()
      .openapi({
        description: `Hours after acceptance to deposit it, 24 to 72; null: not stated (then ${DEFAULT_EARNEST_WINDOW_HOURS}).`,
      }),
  })
  .openapi('EarnestTerms');
/** A listing's earnest money terms. */
export type EarnestTermsView = z.infer<typeof EarnestTermsSchema>;
