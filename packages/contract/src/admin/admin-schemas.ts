// Request and response schemas of the admin routes (also the OpenAPI document); the site reads the inferred types.
import {
  ACCOUNT_STATUSES,
  ADMIN_AUDIT_ACTIONS,
  ADMIN_STATS_BUCKETS,
  ADMIN_STATS_RANGES,
  ADMIN_USERS_PAGE_MAX,
  CONTRACT_STATUSES,
  LISTING_STATUSES,
  OFFER_STATUSES,
  PROPERTY_STATUSES,
  ROLES,
  SUSPENSION_REASON_MAX,
  suspensionReasonProblem,
} from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** A count per key (every key present), typed by the keys. */
const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);

/** The dashboard's period (30 or 90 days) and grouping (day or week). */
export const StatsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => (ADMIN_STATS_RANGES as readonly number[]).includes(value), {
      message: `days must be one of ${ADMIN_STATS_RANGES.join(', ')}`,
    })
    .default(30)
    .openapi({ enum: [...ADMIN_STATS_RANGES] }),
  bucket: z.enum(ADMIN_STATS_BUCKETS).default('day'),
});

const StatsPoint = z.object({
  start: z.string().openapi({ description: 'First day of the bucket (YYYY-MM-DD, UTC)' }),
  users: z.number().int(),
  listings: z.number().int(),
  offers: z.number().int(),
  contracts: z.number().int(),
});

/** GET /admin/stats: current figures and the series of new rows per bucket. */
export const AdminStatsSchema = z
  .object({
    generatedAt: z.string(),
    figures: z.object({
      users: z.object({ total: z.number().int(), suspended: z.number().int() }),
      listings: z.object({
        total: z.number().int(),
        archived: z.number().int(),
        byStatus: countsOf(LISTING_STATUSES),
        byDealStatus: countsOf(PROPERTY_STATUSES),
      }),
      pendingReview: z.number().int(),
      offers: z.object({ total: z.number().int(), byStatus: countsOf(OFFER_STATUSES) }),
      contracts: z.object({ total: z.number().int(), byStatus: countsOf(CONTRACT_STATUSES) }),
      openReports: z.number().int(),
    }),
    series: z.object({
      days: z.number().int(),
      bucket: z.enum(ADMIN_STATS_BUCKETS),
      from: z.string(),
      points: z.array(StatsPoint),
    }),
  })
  .openapi('AdminStats');

/** The user list's search, filters and cursor page. */
export const UsersQuery = z.object({
  q: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(['active', 'suspended']).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_MAX).default(20),
});

/** `{id}` of a user. */
export const UserIdParams = z.object({ id: z.string().min(1).max(100) });
/** `{id}` of a user and `{role}` of theirs. */
export const UserRoleParams = z.object({ id: z.string().min(1).max(100), role: z.enum(ROLES) });

/** The role to grant. */
export const GrantRoleBody = z.object({ role: z.enum(ROLES) }).openapi('GrantRoleRequest');

/** Why the account is suspended (core's rule, trimmed). */
export const SuspendBody = z
  .object({
    reason: z
      .string()
      .max(SUSPENSION_REASON_MAX * 2)
      .superRefine((value, ctx) => {
        const problem = suspensionReasonProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => value.trim()),
  })
  .openapi('SuspendRequest');

/** One admin action on a user. */
export const AdminAuditEntrySchema = z
  .object({
    id: z.string(),
    action: z.enum(ADMIN_AUDIT_ACTIONS),
    role: z.enum(ROLES).nullable(),
    reason: z.string().nullable(),
    createdAt: z.string(),
    admin: z.object({ id: z.string(), name: z.string() }),
  })
  .openapi('AdminAuditEntry');

/** A user as the admin sees them, with the admin actions on them. */
export const AdminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string().nullable(),
    createdAt: z.string(),
    roles: z.array(z.enum(ROLES)),
    status: z.enum(ACCOUNT_STATUSES),
    suspendedAt: z.string().nullable(),
    suspensionReason: z.string().nullable(),
    history: z
      .array(AdminAuditEntrySchema)
      .openapi({ description: 'Admin actions on this user, newest first' }),
  })
  .openapi('AdminUser');

/** A page of users. */
export const AdminUserPageSchema = z
  .object({ items: z.array(AdminUserSchema), nextCursor: z.string().nullable() })
  .openapi('AdminUserPage');

/** GET /admin/stats. */
export type AdminStats = z.infer<typeof AdminStatsSchema>;
/** One bucket of the stats series: its first day (YYYY-MM-DD, UTC) and the new rows of each series. */
export type AdminStatsPoint = AdminStats['series']['points'][number];
/** One admin action on a user. */
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;
/** A user as the admin sees them. */
export type AdminUser = z.infer<typeof AdminUserSchema>;
/** A page of users. */
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;
