// Title and escrow, mounted from the contract's title routes: the contract's title contact (set by its seller,
// read by its parties), the title officer's page behind a signed link (no account), and the deal's documents.
import { titleContract as routes } from '@dealloop/contract';
import { DEAL_DOCUMENT_MESSAGES } from '@dealloop/core';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../app-env';
import { visibleContract } from '../contracts/contract-actions';
import { findContract } from '../contracts/contracts-repo';
import { dealViewerOf } from '../deals/deal-viewer';
import { forbidden } from '../http/api-error';
import { clientIp } from '../http/client-info';
import { errorResponse } from '../http/error-handler';
import { privateDownload } from '../http/private-download';
import { createRouter } from '../http/router';
import {
  DEAL_DOCUMENT_BODY_LIMIT,
  listDealDocuments,
  readDealDocument,
  storeDealDocument,
} from './deal-documents';
import { setTitleContact, titleContactView } from './title-contacts';
import { logTitleLinkUse, openTitleLink, titleDealOf, titleMove } from './title-links';

/** The title routes, mounted at /api/v1. */
export function titleRoutes(deps: AppDeps) {
  const { db, config } = deps;

  const router = createRouter();
  router.use(
    '/contracts/:id/documents',
    bodyLimit({
      maxSize: DEAL_DOCUMENT_BODY_LIMIT,
      onError: (c) => errorResponse(c, 413, 'file_too_large', DEAL_DOCUMENT_MESSAGES.tooLarge),
    }),
  );

  return router
    .openapi(routes.getContact, async (c) => {
      const viewer = dealViewerOf(c);
      const contract = await visibleContract(db, c.req.valid('param').id, viewer);
      return c.json(await titleContactView(db, contract, viewer), 200);
    })
    .openapi(routes.setContact, async (c) => {
      const viewer = dealViewerOf(c);
      return c.json(await setTitleContact(deps, c.req.valid('param').id, viewer, c.req.valid('json')), 200);
    })
    .openapi(routes.officerDeal, async (c) => {
      const at = new Date();
      const ip = clientIp(c, config.trustProxy);
      const { link, contract } = await openTitleLink(db, c.req.valid('param').token, {
        action: 'view',
        ip,
        at,
      });
      await logTitleLinkUse(db, link.id, { action: 'view', outcome: 'ok', ip, at });
      return c.json(await titleDealOf(db, link, contract), 200);
    })
    .openapi(routes.officerConfirmEarnest, async (c) => {
      const use = { action: 'confirm_earnest' as const, ip: clientIp(c, config.trustProxy), at: new Date() };
      const { link } = await openTitleLink(db, c.req.valid('param').token, use);
      await titleMove(deps, link, use, { to: 'earnest_money_received' });
      return c.json(await titleDealOf(db, link, (await findContract(db, link.contract_id))!), 200);
    })
    .openapi(routes.officerSetClosingDate, async (c) => {
      const use = { action: 'set_closing_date' as const, ip: clientIp(c, config.trustProxy), at: new Date() };
      const { link } = await openTitleLink(db, c.req.valid('param').token, use);
      const { closingDate } = c.req.valid('json');
      await titleMove(deps, link, use, { to: 'closing_scheduled', closingDate });
      return c.json(await titleDealOf(db, link, (await findContract(db, link.contract_id))!), 200);
    })
    .openapi(routes.listDocuments, async (c) => {
      const contract = await visibleContract(db, c.req.valid('param').id, dealViewerOf(c));
      return c.json({ items: await listDealDocuments(deps, contract.id) }, 200);
    })
    .openapi(routes.uploadDocument, async (c) => {
      const viewer = dealViewerOf(c);
      const contract = await visibleContract(db, c.req.valid('param').id, viewer);
      if (viewer.userId !== contract.seller_id && viewer.userId !== contract.investor_id) {
        throw forbidden('Only the parties of a deal can upload its documents.');
      }
      const { file, kind } = c.req.valid('form');
      return c.json(await storeDealDocument(deps, contract, viewer.userId, kind, file), 201);
    })
    .openapi(routes.downloadDocument, async (c) => {
      const { id, documentId } = c.req.valid('param');
      const contract = await visibleContract(db, id, dealViewerOf(c));
      const file = await readDealDocument(deps, contract.id, documentId);
      return privateDownload(c, { ...file, contentType: 'application/pdf' });
    });
}
