// Request and response schemas of the contract routes (zod + OpenAPI).
import {
  CLOSING_REASON_MAX_LENGTH,
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  FINANCING_TYPES,
  SELLER_APPROVAL_STATUSES,
} from '@dealloop/core';
import { z } from '@hono/zod-openapi';
import { ListingSummarySchema, PartySummarySchema } from '../deals/deal-summary-schemas';

/** The body of POST /contracts/{id}/actions. */
export const ContractActionBody = z
  .object({
    action: z.enum(CONTRACT_ACTIONS),
    reason: z.string().max(CLOSING_REASON_MAX_LENGTH).optional().openapi({
      description: 'Why the contract is declined or cancelled (required for seller_decline and cancel).',
    }),
  })
  .openapi('ContractActionBody');

/** The filters of GET /contracts. */
export const ContractsQuery = z.object({
  status: z.enum(CONTRACT_STATUSES).optional(),
  sellerApprovalStatus: z.enum(SELLER_APPROVAL_STATUSES).optional(),
  q: z.string().max(200).optional().openapi({ description: 'Matches title, location or a party name.' }),
  scope: z.enum(['mine', 'all']).optional().openapi({ description: "all: everyone's contracts (admins)." }),
});

/** A contract as its investor, its seller or an admin sees it. */
export const ContractSchema = z
  .object({
    id: z.string(),
    offerId: z.string(),
    propertyId: z.string(),
    property: ListingSummarySchema,
    investor: PartySummarySchema,
    seller: PartySummarySchema,
    price: z.number(),
    earnestMoney: z.number(),
    closingDate: z.string(),
    financingType: z.enum(FINANCING_TYPES),
    status: z.enum(CONTRACT_STATUSES),
    sellerApprovalStatus: z.enum(SELLER_APPROVAL_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    allowedActions: z.array(z.enum(CONTRACT_ACTIONS)),
  })
  .openapi('Contract');

/** A page of contracts. */
export const ContractList = z.object({ items: z.array(ContractSchema) }).openapi('ContractList');

/** The filters of GET /contracts, as the API accepts them. */
export type ContractsFilter = z.input<typeof ContractsQuery>;
/** A contract as the API answers it (with the actions the caller may take now). */
export type Contract = z.infer<typeof ContractSchema>;
