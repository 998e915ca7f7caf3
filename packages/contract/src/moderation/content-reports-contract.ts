// The content-report routes: signed-in users report a listing or a public profile; moderators list the open reports
// grouped by target and resolve them (dismiss, or act: hide the listing / unpublish the profile).

import { MODERATION_LIMITS, REPORT_REASON_KEYS, REPORT_RESOLUTIONS, REPORT_TARGETS } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { contentReportsEndpoints as at } from './content-reports-endpoints';

const [firstReason, ...otherReasons] = REPORT_REASON_KEYS;

const ReportBody = z
  .object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: z
      .string()
      .min(1)
      .max(64)
      .openapi({ description: 'A listing id, or the user id of a profile.' }),
    reason: z.enum([firstReason!, ...otherReasons]),
    details: z.string().max(MODERATION_LIMITS.reportDetailsMaxLength).nullable().optional(),
  })
  .openapi('ReportBody');
const ReportCreated = z.object({ id: z.string(), status: z.literal('open') }).openapi('ReportCreated');

const Person = z.object({ id: z.string(), name: z.string().nullable(), email: z.string() });
const ReportGroup = z
  .object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: z.string(),
    label: z.string().nullable(),
    ownerId: z.string().nullable(),
    targetState: z.string().nullable(),
    firstReportedAt: z.string(),
    reports: z.array(
      z.object({
        id: z.string(),
        reason: z.string(),
        details: z.string().nullable(),
        reporter: Person,
        createdAt: z.string(),
      }),
    ),
  })
  .openapi('ReportGroup');

const ResolveBody = z
  .object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: z.string().min(1).max(64),
    resolution: z.enum(REPORT_RESOLUTIONS).openapi({
      description: 'dismiss, or act: hide the listing / unpublish the profile.',
    }),
    note: z.string().max(MODERATION_LIMITS.reasonMaxLength),
  })
  .openapi('ResolveReportsBody');

/** The content-reports routes. */
export const contentReportsContract = {
  report: createRoute({
    ...at.report,
    summary: 'Report a listing or a public profile (signed in; one open report per target)',
    security: bearer,
    request: { body: { content: json(ReportBody), required: true } },
    responses: {
      201: { description: 'Reported', content: json(ReportCreated) },
      ...errors(400, 401, 404, 409),
    },
  }),
  list: createRoute({
    ...at.list,
    summary: 'Open reports grouped by target, reported longest ago first (moderators and admins)',
    security: bearer,
    responses: {
      200: { description: 'Open reports', content: json(z.object({ items: z.array(ReportGroup) })) },
      ...errors(401, 403),
    },
  }),
  resolve: createRoute({
    ...at.resolve,
    summary: "Resolve a target's open reports with a note (moderators and admins)",
    security: bearer,
    request: { body: { content: json(ResolveBody), required: true } },
    responses: {
      200: { description: 'Resolved', content: json(z.object({ resolved: z.number().int() })) },
      ...errors(400, 401, 403, 404),
    },
  }),
};

/** The content-reports routes' types (import type only). */
export type ContentReportsContract = typeof contentReportsContract;
