// Buyers lists, mounted from the contract's buyers list routes: the public join form of a published profile
// (consent, rate limited per IP, double opt-in: the buyer joins by the emailed link, and the owner's alert comes
// then), the owner's list (read, tags, remove, CSV import all or nothing, CSV export), "Send this deal" to matching
// buyers, and leaving a list by the token of its emails (no sign-in). The confirmation link's routes are
// buyers-list-confirm-routes.ts. The CSV import and sending deals are a paid feature (core's PLAN_FEATURES
// `buyersList`: 403 plan_limit on Free); joining, reading, tagging, removing and exporting are every account's.
import { type BuyerFieldsInput, buyersListContract as routes } from '@dealloop/contract';
import {
  BUYER_RULE_MESSAGES,
  BUYERS_LIST_MAX,
  BUYERS_LIST_TEXTS,
  type BuyerFields,
  buyerProblems,
  isAvailableDeal,
  isPubliclyVisible,
  normalizeBuyer,
  normalizeTag,
  type PropertyType,
  readBuyersCsv,
  verifiedFundsBadge,
  writeBuyersCsv,
} from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { requirePlanFeature } from '../billing/plan-features';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/api-error';
import { clientIp } from '../http/client-info';
import { hitRateLimit } from '../http/rate-limiter';
import { createRouter } from '../http/router';
import { findPropertyById } from '../listings/properties-repo';
import { findPublishedProfile } from '../profiles/profiles-repo';
import { approvedFundsByEmail } from '../proof-of-funds/funds-verifications-repo';
import { dealSendHistory, suppressedPhones } from '../sms/deal-texts';
import {
  buyersOf,
  countBuyers,
  deleteBuyer,
  entryOfToken,
  importBuyers,
  leaveByToken,
  ownBuyer,
  serializeBuyer,
  setBuyerTags,
} from './buyers-list-repo';
import { requestJoin } from './join-confirmation';
import { sendDealToBuyers } from './send-deal';

/** Joins per IP address per hour (any list). */
export const BUYERS_LIST_JOIN_LIMIT = { max: 10, windowSeconds: 3600 };
const BUYER_NOT_FOUND = 'This buyer is not on your list.';
const invalidToken = () => notFound(BUYERS_LIST_TEXTS.unsubscribeInvalid, 'invalid_unsubscribe_token');

/** The buyer's fields checked by core's rule (400 with every problem), then normalised. */
function checkedFields(body: BuyerFieldsInput): BuyerFields {
  const fields: BuyerFields = { ...body, propertyTypes: body.propertyTypes as PropertyType[] };
  const problems = buyerProblems(fields);
  if (problems.length) throw badRequest(problems.join(' '));
  return normalizeBuyer(fields);
}

/** The buyers list routes, mounted at /api/v1. */
export function buyersListRoutes(deps: Pick<AppDeps, 'db' | 'alertBus' | 'config'>) {
  const { db, config } = deps;

  return createRouter()
    .openapi(routes.owner, async (c) => {
      const profile = await findPublishedProfile(db, { userId: c.req.valid('param').userId });
      if (!profile) throw notFound(BUYERS_LIST_TEXTS.notFound);
      return c.json({ ownerName: profile.full_name ?? '' }, 200);
    })
    .openapi(routes.join, async (c) => {
      const ownerId = c.req.valid('param').userId;
      const limit = await hitRateLimit(
        db,
        `buyers-join:ip:${clientIp(c, config.trustProxy) ?? 'unknown'}`,
        BUYERS_LIST_JOIN_LIMIT,
      );
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, BUYERS_LIST_TEXTS.tooMany);
      const profile = await findPublishedProfile(db, { userId: ownerId });
      if (!profile) throw notFound(BUYERS_LIST_TEXTS.notFound);
      const body = c.req.valid('json');
      if (body.consent !== true) throw badRequest(BUYER_RULE_MESSAGES.consentRequired, 'consent_required');
      const fields = checkedFields(body);
      await db.transaction().execute((trx) =>
        requestJoin(trx, {
          ownerId,
          ownerName: profile.full_name ?? '',
          fields,
          publicUrl: config.publicUrl,
        }),
      );
      // The same answer for a new, a waiting, a throttled and a listed address: the form tells nobody who is on
      // a list or waiting to be.
      return c.json({ pending: true as const }, 202);
    })
    .openapi(routes.list, async (c) => {
      const { user } = requireAuth(c);
      const rows = await buyersOf(db, user.id);
      const stopped = await suppressedPhones(
        db,
        rows.map((row) => row.phone),
      );
      const funds = await approvedFundsByEmail(
        db,
        rows.map((row) => row.email),
      );
      const now = new Date();
      return c.json(
        {
          items: rows.map((row) => ({
            ...serializeBuyer(row),
            smsSuppressed: stopped.has(row.phone),
            verifiedFunds: verifiedFundsBadge(funds.get(row.email.toLowerCase()), now),
          })),
        },
        200,
      );
    })
    .openapi(routes.setTags, async (c) => {
      const { user } = requireAuth(c);
      const entry = await ownBuyer(db, user.id, c.req.valid('param').id);
      if (!entry) throw notFound(BUYER_NOT_FOUND);
      const tags: string[] = [];
      for (const tag of c.req.valid('json').tags) {
        const normal = normalizeTag(tag);
        if (!normal) throw badRequest(BUYER_RULE_MESSAGES.tagInvalid);
        if (!tags.includes(normal)) tags.push(normal);
      }
      const tagged = await setBuyerTags(db, entry, tags);
      const stopped = await suppressedPhones(db, [tagged.phone]);
      const funds = await approvedFundsByEmail(db, [tagged.email]);
      return c.json(
        {
          ...serializeBuyer(tagged),
          smsSuppressed: stopped.has(tagged.phone),
          verifiedFunds: verifiedFundsBadge(funds.get(tagged.email.toLowerCase()), new Date()),
        },
        200,
      );
    })
    .openapi(routes.remove, async (c) => {
      const { user } = requireAuth(c);
      if (!(await deleteBuyer(db, user.id, c.req.valid('param').id))) throw notFound(BUYER_NOT_FOUND);
      return c.body(null, 204);
    })
    .openapi(routes.import, async (c) => {
      const { user } = requireAuth(c);
      await requirePlanFeature(db, user.id, 'buyersList');
      const read = readBuyersCsv(c.req.valid('json').csv);
      if (!read.valid) {
        const rows = read.rows
          .filter((row) => row.errors.length)
          .map(({ line, errors }) => ({ line, errors: [...errors] }));
        const message = read.fileError ?? BUYERS_LIST_TEXTS.previewErrors(rows.length);
        return c.json(
          { error: { code: 'invalid_rows' as const, message, fileError: read.fileError, rows } },
          400,
        );
      }
      const buyers = read.rows.flatMap((row) => (row.buyer ? [row.buyer] : []));
      if ((await countBuyers(db, user.id)) + buyers.length > BUYERS_LIST_MAX) {
        throw conflict(`A buyers list holds at most ${BUYERS_LIST_MAX} buyers.`, 'list_full');
      }
      return c.json(await importBuyers(db, user.id, buyers), 200);
    })
    .openapi(routes.export, async (c) => {
      const { user } = requireAuth(c);
      const rows = (await buyersOf(db, user.id)).map((row) => {
        const {
          id: _id,
          source: _source,
          consentedAt: _c,
          createdAt: _a,
          updatedAt: _u,
          ...buyer
        } = serializeBuyer(row);
        return { ...buyer, propertyTypes: buyer.propertyTypes as PropertyType[] };
      });
      return c.body(writeBuyersCsv(rows), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="buyers-list.csv"',
      });
    })
    .openapi(routes.sendDeal, async (c) => {
      const auth = requireAuth(c);
      await requirePlanFeature(db, auth.user.id, 'buyersList');
      const property = await findPropertyById(db, c.req.valid('json').propertyId);
      if (!property || property.user_id !== auth.user.id) throw notFound('This listing is not one of yours.');
      if (!isPubliclyVisible(property))
        throw badRequest('Only a published listing can be sent to buyers.', 'not_public');
      if (!isAvailableDeal({ listingStatus: property.listing_status, status: property.status }))
        throw conflict(BUYERS_LIST_TEXTS.notAvailableToSend, 'listing_not_available');
      const result = await sendDealToBuyers(db, {
        ownerId: auth.user.id,
        ownerName: auth.fullName?.trim() || 'A DealLoop investor',
        property,
        publicUrl: config.publicUrl,
      });
      return c.json(result, 200);
    })
    .openapi(routes.sends, async (c) => {
      const { user } = requireAuth(c);
      return c.json({ items: await dealSendHistory(db, user.id) }, 200);
    })
    .openapi(routes.leaving, async (c) => {
      const entry = await entryOfToken(db, c.req.valid('query').token);
      if (!entry) throw invalidToken();
      return c.json({ ownerName: entry.full_name ?? '' }, 200);
    })
    .openapi(routes.leave, async (c) => {
      if (!(await leaveByToken(db, c.req.valid('query').token))) throw invalidToken();
      return c.json({ removed: true as const }, 200);
    });
}
