// Offers, mounted from the contract's offers routes: make an offer on a listing, list sent/received offers, read
// one, act on it, download its proof of funds, decline a listing's backups.
import { offersContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import type { Offer } from '../db/schema';
import { loadDealContext } from '../deals/deal-context';
import { type DealViewer, dealViewerOf } from '../deals/deal-viewer';
import { forbidden, notFound } from '../http/api-error';
import { privateDownload } from '../http/private-download';
import { createRouter } from '../http/router';
import { findVisibleProperty, viewerOfAuth } from '../listings/visible-property';
import { latestApprovedFunds } from '../proof-of-funds/funds-verifications-repo';
import { declineAllBackups } from './backup-offers';
import { actOnOffer, createOffer, visibleOffer } from './offer-actions';
import { offerRefs, serializeOffer } from './offer-serializer';
import { findOffer, listOffers, type OfferBox } from './offers-repo';
import { readProofOfFunds } from './proof-of-funds';

/** The offer routes, mounted at /api/v1. */
export function offerRoutes(deps: AppDeps) {
  const { db, config } = deps;

  async function serialize(offers: Offer[], viewer: DealViewer) {
    const context = await loadDealContext(db, offerRefs(offers));
    const funds = await latestApprovedFunds(
      db,
      offers.map((offer) => offer.buyer_id),
    );
    const now = new Date();
    return offers.map((offer) =>
      serializeOffer(offer, context, viewer, now, config.publicUrl, funds.get(offer.buyer_id)),
    );
  }
  const one = async (id: string, viewer: DealViewer) =>
    (await serialize([(await findOffer(db, id))!], viewer))[0]!;

  return createRouter()
    .openapi(routes.make, async (c) => {
      const auth = requireAuth(c);
      const viewer = dealViewerOf(c);
      // The one rule of who may see a listing (as GET /properties/{id}): what the buyer may not see, they cannot
      // make an offer on; whether a listing they see accepts offers is the offer rules' answer.
      const property = await findVisibleProperty(db, viewerOfAuth(auth), c.req.valid('param').id);
      if (!property) throw notFound('This listing does not exist or is not public.');
      const offerId = await createOffer(deps, viewer.userId, property, c.req.valid('json'));
      return c.json(await one(offerId, viewer), 201);
    })
    .openapi(routes.list, async (c) => {
      const viewer = dealViewerOf(c);
      const query = c.req.valid('query');
      if (query.box === 'all' && !viewer.isAdmin) throw forbidden('Only admins can list every offer.');
      const box: OfferBox = query.box ?? 'mine';
      const offers = await listOffers(db, {
        box,
        userId: viewer.userId,
        status: query.status,
        propertyId: query.propertyId,
        now: new Date().toISOString(),
      });
      return c.json({ items: await serialize(offers, viewer) }, 200);
    })
    .openapi(routes.get, async (c) => {
      const viewer = dealViewerOf(c);
      const offer = await visibleOffer(db, c.req.valid('param').id, viewer);
      return c.json((await serialize([offer], viewer))[0]!, 200);
    })
    .openapi(routes.act, async (c) => {
      const viewer = dealViewerOf(c);
      const { id } = c.req.valid('param');
      await actOnOffer(deps, id, viewer, c.req.valid('json'));
      return c.json(await one(id, viewer), 200);
    })
    .openapi(routes.proofOfFunds, async (c) => {
      const offer = await visibleOffer(db, c.req.valid('param').id, dealViewerOf(c));
      const file = offer.proof_upload_id ? await readProofOfFunds(deps, offer.proof_upload_id) : null;
      if (!file) throw notFound('This offer has no proof of funds.');
      return privateDownload(c, file);
    })
    .openapi(routes.declineBackups, async (c) => {
      const viewer = dealViewerOf(c);
      const declined = await declineAllBackups(deps, c.req.valid('param').id, viewer.userId);
      return c.json({ declined }, 200);
    });
}
