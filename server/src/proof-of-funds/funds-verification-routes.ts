// Verified proof of funds, mounted from the contract: a buyer submits an upload for review and reads their status;
// moderators and admins work the queue and decide; the document is read by its owner and reviewers only.
import { fundsVerificationContract as routes } from '@dealloop/contract';
import { verifiedFundsBadge } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { notFound } from '../http/api-error';
import { privateDownload } from '../http/private-download';
import { createRouter } from '../http/router';
import { isStaff, requireStaff } from '../moderation/staff-guard';
import { readProofOfFunds } from '../offers/proof-of-funds';
import { decideFundsVerification, submitFundsVerification } from './funds-verification-actions';
import { serializeFundsVerification } from './funds-verification-serializer';
import {
  findFundsVerification,
  latestApprovedFunds,
  latestFundsVerification,
  pendingFundsVerifications,
} from './funds-verifications-repo';

/** The verified proof of funds routes, mounted at /api/v1. */
export function fundsVerificationRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return createRouter()
    .openapi(routes.submit, async (c) => {
      const { user } = requireAuth(c);
      const row = await submitFundsVerification(deps, user.id, c.req.valid('json').uploadId);
      return c.json(serializeFundsVerification(row, config.publicUrl), 201);
    })
    .openapi(routes.mine, async (c) => {
      const { user } = requireAuth(c);
      const latest = await latestFundsVerification(db, user.id);
      const approved = (await latestApprovedFunds(db, [user.id])).get(user.id);
      return c.json(
        {
          latest: latest ? serializeFundsVerification(latest, config.publicUrl) : null,
          badge: verifiedFundsBadge(approved, new Date()),
        },
        200,
      );
    })
    .openapi(routes.queue, async (c) => {
      requireStaff(c);
      const page = await pendingFundsVerifications(db, c.req.valid('query'));
      return c.json(
        {
          total: page.total,
          items: page.items.map(({ verification, buyer }) => ({
            verification: serializeFundsVerification(verification, config.publicUrl),
            buyer,
          })),
        },
        200,
      );
    })
    .openapi(routes.decide, async (c) => {
      const auth = requireStaff(c);
      const row = await decideFundsVerification(deps, {
        id: c.req.valid('param').id,
        reviewerId: auth.user.id,
        decision: c.req.valid('json'),
        now: new Date(),
      });
      return c.json(serializeFundsVerification(row, config.publicUrl), 200);
    })
    .openapi(routes.document, async (c) => {
      const auth = requireAuth(c);
      const row = await findFundsVerification(db, c.req.valid('param').id);
      // The owner and reviewers read it; anyone else learns nothing of it.
      if (!row || (row.user_id !== auth.user.id && !isStaff(auth.roles))) {
        throw notFound('This proof of funds does not exist.');
      }
      const file = await readProofOfFunds(deps, row.upload_id);
      if (!file) throw notFound('This proof of funds does not exist.');
      return privateDownload(c, file);
    });
}
