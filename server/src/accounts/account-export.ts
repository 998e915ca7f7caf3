// "Download my data": everything DealLoop keeps about a user, gathered through the repositories into one document.
import type { Kysely } from 'kysely';
import { latestAlerts } from '../alerts/alerts-repo';
import { cardsOf } from '../business-cards/cards-repo';
import { buyersOf, serializeBuyer } from '../buyers-list/buyers-list-repo';
import { listContracts } from '../contracts/contracts-repo';
import type { Database } from '../db/schema';
import { serializeProperty } from '../listings/property-serializer';
import { listOffers } from '../offers/offers-repo';
import { rsvpsOf } from '../open-houses/open-houses-repo';
import { serializeSavedSearch } from '../saved-searches/saved-search-serializer';
import { savedSearchesOf } from '../saved-searches/saved-searches-repo';
import { findUserById } from '../users/users-repo';
import { listActiveSessions } from './session-list';

type Db = Kysely<Database>;

/** The most rows of one kind an export carries (far above what one account holds in practice). */
const EXPORT_ROW_LIMIT = 10_000;

/** Turns a row's snake_case keys into the API's camelCase. */
function camelRow(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()),
      value,
    ]),
  );
}

/** The export document's format version, so a later change of shape can be told apart. */
export const ACCOUNT_EXPORT_VERSION = 1;

/** The name of the downloaded file. */
export function exportFileName(userId: string, now = new Date()): string {
  return `dealloop-data-${userId.slice(0, 8)}-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Everything kept about a user: the account (never the password hash), profile, listings (archived too), offers
 * sent and received, contracts, saved deals, notifications, consents, live sessions, saved searches, business
 * cards, email preferences and embed keys. Null when the user is gone.
 */
export async function buildAccountExport(db: Db, userId: string, publicUrl: string, sessionId: string) {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const now = new Date().toISOString();
  const [profile, listings, offers, contracts, favorites, notifications] = await Promise.all([
    db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('properties')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(EXPORT_ROW_LIMIT)
      .execute(),
    listOffers(db, { box: 'mine', userId, now }),
    listContracts(db, { userId }),
    db
      .selectFrom('favorites')
      .select(['property_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    latestAlerts(db, userId, EXPORT_ROW_LIMIT),
  ]);
  const [consents, sessions, savedSearches, businessCards, emailPreferences, embedKeys] = await Promise.all([
    db
      .selectFrom('user_consent')
      .select(['consent_type', 'version', 'user_agent', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    listActiveSessions(db, userId, sessionId),
    savedSearchesOf(db, userId),
    cardsOf(db, userId),
    db.selectFrom('email_preferences').selectAll().where('user_id', '=', userId).execute(),
    // Revoked keys too: the export holds every row kept.
    db.selectFrom('embed_keys').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  const viewer = { userId, roles: [] };
  return {
    exportVersion: ACCOUNT_EXPORT_VERSION,
    exportedAt: now,
    account: { id: user.id, email: user.email, createdAt: user.created_at, updatedAt: user.updated_at },
    profile: profile ? camelRow(profile) : null,
    listings: listings.map((property) => ({
      ...serializeProperty(property, viewer, publicUrl),
      archivedAt: property.archived_at,
    })),
    offers: offers.map(camelRow),
    contracts: contracts.map(camelRow),
    favorites: favorites.map(camelRow),
    notifications: notifications.map(camelRow),
    consents: consents.map(camelRow),
    sessions,
    savedSearches: savedSearches.map(serializeSavedSearch),
    businessCards: businessCards.map(camelRow),
    emailPreferences: emailPreferences.map(camelRow),
    embedKeys: embedKeys.map(camelRow),
    ...(await moderationDataOf(db, userId)),
    ...(await openHouseDataOf(db, userId)),
    ...(await billingSupportDataOf(db, userId)),
    // The buyers on the user's buyers list (their contact details are the user's records).
    buyersList: (await buyersOf(db, userId)).map(serializeBuyer),
  };
}

/** The open houses the user scheduled and their RSVPs. */
async function openHouseDataOf(db: Db, userId: string) {
  const [hosted, rsvps] = await Promise.all([
    db.selectFrom('open_houses').selectAll().where('host_id', '=', userId).orderBy('starts_at').execute(),
    rsvpsOf(db, userId),
  ]);
  return { openHousesHosted: hosted.map(camelRow), openHouseRsvps: rsvps.map(camelRow) };
}

/** The user's reports of listings and profiles and their moderator applications. */
async function moderationDataOf(db: Db, userId: string) {
  const [reports, applications] = await Promise.all([
    db
      .selectFrom('content_reports')
      .select(['id', 'target_type', 'target_id', 'reason', 'details', 'status', 'created_at', 'resolved_at'])
      .where('reporter_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('moderator_applications')
      .select([
        'id',
        'why',
        'experience',
        'market_states',
        'status',
        'decision_reason',
        'created_at',
        'decided_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { reports: reports.map(camelRow), moderatorApplications: applications.map(camelRow) };
}

/** The user's support requests, invoices and current plan. */
async function billingSupportDataOf(db: Db, userId: string) {
  const [tickets, invoices, plan] = await Promise.all([
    db
      .selectFrom('support_tickets')
      .select(['id', 'email', 'name', 'subject', 'category', 'message', 'status', 'answer', 'answered_at'])
      .select('created_at')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('billing_invoices')
      .select(['id', 'plan_id', 'amount_cents', 'currency', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('billing_customers')
      .select(['plan_id', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return {
    supportTickets: tickets.map(camelRow),
    invoices: invoices.map(camelRow),
    currentPlan: plan ? camelRow(plan) : null,
  };
}
