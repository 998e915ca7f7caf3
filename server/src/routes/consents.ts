// POST /api/v1/consents: records that the signed-in user accepted cookies (spec: user_consent, version 1.0).

import { errors, json } from '@dealloop/contract';
import { COOKIE_CONSENT_VERSION } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { uuidv7 } from '../db/ids';
import { isoNow } from '../db/time';
import { userAgent } from '../http/client-info';
import { createRouter } from '../http/router';

const ConsentBody = z
  .object({
    consentType: z.literal('cookies'),
    version: z.literal(COOKIE_CONSENT_VERSION, {
      message: `Only version ${COOKIE_CONSENT_VERSION} can be recorded.`,
    }),
  })
  .openapi('ConsentBody');

const ConsentSchema = z
  .object({ id: z.string(), consentType: z.literal('cookies'), version: z.string(), createdAt: z.string() })
  .openapi('Consent');

/** The consent routes, mounted at /api/v1. */
export function consentRoutes(deps: Pick<AppDeps, 'db'>) {
  return createRouter().openapi(
    createRoute({
      method: 'post',
      path: '/consents',
      summary: 'Record a consent of the signed-in user',
      security: [{ bearerAuth: [] }],
      request: { body: { content: json(ConsentBody), required: true } },
      responses: { 201: { description: 'Recorded', content: json(ConsentSchema) }, ...errors(400, 401) },
    }),
    async (c) => {
      const { user } = requireAuth(c);
      const body = c.req.valid('json');
      const record = {
        id: uuidv7(),
        user_id: user.id,
        consent_type: body.consentType,
        version: body.version,
        ip_address: null,
        user_agent: userAgent(c),
        created_at: isoNow(),
      };
      await deps.db.insertInto('user_consent').values(record).execute();
      return c.json(
        {
          id: record.id,
          consentType: record.consent_type,
          version: record.version,
          createdAt: record.created_at,
        },
        201,
      );
    },
  );
}
