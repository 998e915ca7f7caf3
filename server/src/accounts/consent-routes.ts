// POST /api/v1/consents: records that the signed-in user accepted cookies (spec: user_consent, version 1.0).

import { accountsContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { uuidv7 } from '../db/ids';
import { isoNow } from '../db/time';
import { userAgent } from '../http/client-info';
import { createRouter } from '../http/router';

/** The consent routes, mounted at /api/v1. */
export function consentRoutes(deps: Pick<AppDeps, 'db'>) {
  return createRouter().openapi(routes.recordConsent, async (c) => {
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
  });
}
