// The authorization matrix's expectations: for every endpoint of the API (and the stored-file route) the exact status
// each of the five callers gets, and the probe that calls it with a valid body, so that a permission check (never
// validation) decides. Keys are the route table's `METHOD path`; a route without an entry fails the matrix.
//
// "owner" is the owner of the resource the probe names, or a party to it (the seller of an offer or contract, the
// requester of a ticket); for endpoints about the caller's own data (/me, /auth) every signed-in caller is its owner.
// For admin and moderation endpoints "owner" is a plain signed-in user (the owner of the listing being moderated).
import { type Account, type AuthorizationWorld, type Caller, pngBytes } from './authorization-fixtures';
import { documentForm, plainPdf, titleContactBody, titleTokenOfNewDeal } from './title-fixtures';

/** The exact status each caller gets. */
export type Statuses = Record<Caller, number>;

/** One request: the path (with its query), a JSON or raw body, headers, and `as`: the account to call as. */
export interface Probe {
  path: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Call as this account instead of the caller's shared one (a fresh account of the caller's role). */
  as?: Account | null;
}

/** An endpoint's statuses and the probe made for each caller (it may create fresh resources per call). */
export interface Expectation {
  statuses: Statuses;
  probe: (w: AuthorizationWorld, caller: Caller) => Probe | Promise<Probe>;
}

const rule = (
  anonymous: number,
  stranger: number,
  owner: number,
  moderator: number,
  admin: number,
): Statuses => ({
  anonymous,
  stranger,
  owner,
  moderator,
  admin,
});
/** Public: the same success for everybody. */
const everyone = (status: number) => rule(status, status, status, status, status);
/** Any signed-in caller, about their own data; 401 signed out. */
const signedIn = (status: number) => rule(401, status, status, status, status);
/** Only the owner; every other signed-in caller gets 404 (the resource is not theirs to know of). */
const ownerOnly = (status: number) => rule(401, 404, status, 404, 404);
/** Moderators and admins. */
const staff = (status: number) => rule(401, 403, 403, status, status);
/** Admins only. */
const adminOnly = (status: number) => rule(401, 403, 403, 403, status);
/** A paid feature: the owner is on Team; the stranger, moderator and admin are on Free (403 plan_limit). */
const paidFeature = (status: number) => rule(401, 403, status, 403, 403);

const API = '/api/v1';
const newPassword = 'a brand new password';

export const AUTHORIZATION_EXPECTATIONS: Record<string, Expectation> = {
  // Health, accounts and sessions.
  'GET /api/v1/health': { statuses: everyone(200), probe: () => ({ path: `${API}/health` }) },
  'POST /api/v1/auth/sign-up': {
    statuses: everyone(201),
    probe: (_w, caller) => ({
      path: `${API}/auth/sign-up`,
      json: { email: `signup-${caller}-${Date.now()}@example.com`, password: 'long enough pw' },
    }),
  },
  'POST /api/v1/auth/sign-in': {
    statuses: everyone(200),
    probe: async (w) => {
      const who = (await w.fresh('stranger')) as Account;
      return { path: `${API}/auth/sign-in`, json: { email: who.email, password: who.password } };
    },
  },
  'POST /api/v1/auth/refresh': {
    statuses: everyone(200),
    probe: async (w) => {
      const who = (await w.fresh('stranger')) as Account;
      return { path: `${API}/auth/refresh`, json: { refreshToken: who.refreshToken } };
    },
  },
  'POST /api/v1/auth/sign-out': {
    statuses: signedIn(204),
    probe: async (w, caller) => ({ path: `${API}/auth/sign-out`, as: await w.fresh(caller) }),
  },
  'GET /api/v1/auth/user': { statuses: signedIn(200), probe: () => ({ path: `${API}/auth/user` }) },
  'GET /api/v1/auth/session': { statuses: signedIn(200), probe: () => ({ path: `${API}/auth/session` }) },
  'POST /api/v1/auth/password': {
    statuses: signedIn(204),
    probe: async (w, caller) => {
      const who = await w.fresh(caller);
      return {
        path: `${API}/auth/password`,
        json: { currentPassword: who?.password ?? 'correct horse battery', newPassword },
        as: who,
      };
    },
  },
  'POST /api/v1/auth/password-reset': {
    statuses: everyone(202),
    probe: (w) => ({ path: `${API}/auth/password-reset`, json: { email: w.owner.email } }),
  },
  'POST /api/v1/auth/password-reset/confirm': {
    statuses: everyone(204),
    probe: async (w) => {
      const who = (await w.fresh('stranger')) as Account;
      return {
        path: `${API}/auth/password-reset/confirm`,
        json: { token: await w.resetTokenOf(who), password: newPassword },
      };
    },
  },
  'GET /api/v1/auth/sessions': { statuses: signedIn(200), probe: () => ({ path: `${API}/auth/sessions` }) },
  'POST /api/v1/auth/sessions/sign-out-others': {
    statuses: signedIn(200),
    probe: async (w, caller) => ({ path: `${API}/auth/sessions/sign-out-others`, as: await w.fresh(caller) }),
  },
  'DELETE /api/v1/auth/sessions/:id': {
    // Another session of the owner (from a new sign-in): only the owner may end it.
    statuses: ownerOnly(204),
    probe: async (w) => {
      const signIn = await w.post(
        null,
        `${API}/auth/sign-in`,
        { email: w.owner.email, password: w.owner.password },
        200,
      );
      const own = await w.t.call('GET', `${API}/auth/session`, { token: signIn.session.accessToken });
      const id = own.data.session.id as string;
      return { path: `${API}/auth/sessions/${id}` };
    },
  },
  'POST /api/v1/auth/email': {
    statuses: signedIn(200),
    probe: async (w, caller) => {
      const who = await w.fresh(caller);
      return {
        path: `${API}/auth/email`,
        json: {
          newEmail: `moved-${caller}-${Date.now()}@example.com`,
          currentPassword: who?.password ?? 'x',
        },
        as: who,
      };
    },
  },
  'POST /api/v1/me/export': {
    statuses: signedIn(200),
    probe: async (w, caller) => {
      const who = await w.fresh(caller);
      return { path: `${API}/me/export`, json: { currentPassword: who?.password ?? 'x' }, as: who };
    },
  },
  'DELETE /api/v1/me': {
    statuses: signedIn(204),
    probe: async (w, caller) => {
      const who = await w.fresh(caller);
      return { path: `${API}/me`, json: { currentPassword: who?.password ?? 'x' }, as: who };
    },
  },

  // Uploads and consents.
  'POST /api/v1/uploads': {
    statuses: signedIn(201),
    probe: async () => {
      const form = new FormData();
      form.set('purpose', 'avatar');
      form.set('file', new File([new Uint8Array(await pngBytes())], 'me.png', { type: 'image/png' }));
      return { path: `${API}/uploads`, body: form };
    },
  },
  'POST /api/v1/consents': {
    statuses: signedIn(201),
    probe: () => ({ path: `${API}/consents`, json: { consentType: 'cookies', version: '1.0' } }),
  },

  // Listings.
  'POST /api/v1/properties': {
    statuses: signedIn(201),
    probe: (w) => ({ path: `${API}/properties`, json: w.listingBody('New listing') }),
  },
  'GET /api/v1/properties': {
    statuses: everyone(200),
    probe: () => ({ path: `${API}/properties?location=Dallas, TX` }),
  },
  'GET /api/v1/properties/:id': {
    // A listing waiting for review: its owner and staff only.
    statuses: rule(404, 404, 200, 200, 200),
    probe: (w) => ({ path: `${API}/properties/${w.pendingListing.id}` }),
  },
  'PATCH /api/v1/properties/:id': {
    // Anyone but the owner and admins learns nothing of the listing (issue 18).
    statuses: rule(401, 404, 200, 404, 200),
    probe: (w) => ({
      path: `${API}/properties/${w.pendingListing.id}`,
      json: { title: 'Brick ranch, new roof' },
    }),
  },
  'DELETE /api/v1/properties/:id': {
    statuses: rule(401, 404, 204, 404, 204),
    probe: async (w) => ({ path: `${API}/properties/${(await w.newListing({ publish: false })).id}` }),
  },
  'POST /api/v1/properties/:id/moderation': {
    statuses: staff(200),
    probe: async (w) => ({
      path: `${API}/properties/${(await w.newListing({ publish: false })).id}/moderation`,
      json: { action: 'publish' },
    }),
  },

  // Moderation.
  'GET /api/v1/moderation/queue': {
    statuses: staff(200),
    probe: () => ({ path: `${API}/moderation/queue` }),
  },
  'POST /api/v1/moderation/decisions': {
    statuses: staff(200),
    probe: async (w) => ({
      path: `${API}/moderation/decisions`,
      json: { propertyIds: [(await w.newListing({ publish: false })).id], action: 'publish' },
    }),
  },
  'GET /api/v1/moderation/audit': {
    statuses: staff(200),
    probe: () => ({ path: `${API}/moderation/audit` }),
  },
  'GET /api/v1/properties/:id/edit': {
    statuses: rule(401, 404, 200, 200, 200),
    probe: (w) => ({ path: `${API}/properties/${w.pendingListing.id}/edit` }),
  },
  'GET /api/v1/moderation/edits': {
    statuses: staff(200),
    probe: () => ({ path: `${API}/moderation/edits` }),
  },
  'POST /api/v1/moderation/edits/:id/decision': {
    statuses: staff(200),
    probe: async (w) => ({
      path: `${API}/moderation/edits/${(await w.newListingEdit()).id}/decision`,
      json: { action: 'approve' },
    }),
  },
  'GET /api/v1/properties/:id/moderation': {
    statuses: rule(401, 404, 200, 200, 200),
    probe: (w) => ({ path: `${API}/properties/${w.pendingListing.id}/moderation` }),
  },
  'POST /api/v1/reports': {
    // Anyone signed in may report the owner's listing; the owner may not report their own (400).
    statuses: rule(401, 201, 400, 201, 201),
    probe: (w) => ({
      path: `${API}/reports`,
      json: { targetType: 'listing', targetId: w.listing.id, reason: 'spam' },
    }),
  },
  'GET /api/v1/moderation/reports': {
    statuses: staff(200),
    probe: () => ({ path: `${API}/moderation/reports` }),
  },
  'POST /api/v1/moderation/reports/resolve': {
    statuses: staff(200),
    probe: async (w) => {
      const listing = await w.newListing();
      await w.post(w.buyer, `${API}/reports`, {
        targetType: 'listing',
        targetId: listing.id,
        reason: 'spam',
      });
      return {
        path: `${API}/moderation/reports/resolve`,
        json: { targetType: 'listing', targetId: listing.id, resolution: 'dismiss', note: 'Checked: fine.' },
      };
    },
  },
  'GET /api/v1/me/moderator-application': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/moderator-application` }),
  },
  'POST /api/v1/me/moderator-application': {
    // A moderator cannot apply again (409 already_moderator).
    statuses: rule(401, 201, 201, 409, 201),
    probe: async (w, caller) => ({
      path: `${API}/me/moderator-application`,
      json: w.applicationBody,
      as: await w.fresh(caller),
    }),
  },
  'GET /api/v1/moderation/applications': {
    statuses: adminOnly(200),
    probe: () => ({ path: `${API}/moderation/applications` }),
  },
  'POST /api/v1/moderation/applications/:id/decision': {
    // "owner" is the applicant, deciding on their own application.
    statuses: adminOnly(200),
    probe: async (w, caller) => {
      const applicant = caller === 'owner' ? await w.fresh('owner') : null;
      const application = await w.newApplication(applicant);
      return {
        path: `${API}/moderation/applications/${application.id}/decision`,
        json: { decision: 'approve' },
        ...(applicant && { as: applicant }),
      };
    },
  },
  'POST /api/v1/raffles': {
    statuses: adminOnly(201),
    probe: (w) => ({ path: `${API}/raffles`, json: w.raffleBody() }),
  },
  'GET /api/v1/raffles/:id': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/raffles/${w.raffle.id}` }),
  },
  'POST /api/v1/raffles/:id/draw': {
    statuses: adminOnly(200),
    probe: async (w) => ({ path: `${API}/raffles/${(await w.newRaffle()).id}/draw` }),
  },
  'GET /api/v1/counties': { statuses: everyone(200), probe: () => ({ path: `${API}/counties` }) },

  // Alerts.
  'GET /api/v1/notifications': { statuses: signedIn(200), probe: () => ({ path: `${API}/notifications` }) },
  'POST /api/v1/notifications/:id/read': {
    statuses: ownerOnly(200),
    probe: (w) => ({ path: `${API}/notifications/${w.ownerAlertId}/read` }),
  },
  'POST /api/v1/notifications/read-all': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/notifications/read-all` }),
  },
  'GET /api/v1/alerts/stream': { statuses: signedIn(200), probe: () => ({ path: `${API}/alerts/stream` }) },
  'POST /api/v1/alerts/stream-ticket': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/alerts/stream-ticket` }),
  },

  // Offers and contracts ("owner" is the seller; the buyer is the other party).
  'POST /api/v1/properties/:id/offers': {
    // Anyone signed in may offer on the owner's public listing, the owner not (403 own_listing).
    statuses: rule(401, 201, 403, 201, 201),
    probe: (w) => ({ path: `${API}/properties/${w.listing.id}/offers`, json: w.offerBody() }),
  },
  'GET /api/v1/offers': { statuses: signedIn(200), probe: () => ({ path: `${API}/offers` }) },
  'GET /api/v1/offers/:id': {
    statuses: rule(401, 404, 200, 404, 200),
    probe: (w) => ({ path: `${API}/offers/${w.offer.id}` }),
  },
  'POST /api/v1/offers/:id/actions': {
    // Admins read offers but are not parties: 409 not_a_party.
    statuses: rule(401, 404, 200, 404, 409),
    probe: async (w) => ({
      path: `${API}/offers/${(await w.newOffer()).id}/actions`,
      json: { action: 'reject' },
    }),
  },
  'GET /api/v1/offers/:id/proof-of-funds': {
    statuses: rule(401, 404, 200, 404, 200),
    probe: (w) => ({ path: `${API}/offers/${w.proofOffer.id}/proof-of-funds` }),
  },
  'POST /api/v1/properties/:id/backup-offers/decline': {
    // The seller only (issue 27): a new listing whose accepted offer kept another buyer's offer as a backup.
    statuses: ownerOnly(200),
    probe: async (w) => {
      const listing = await w.newListing();
      const offers = `${API}/properties/${listing.id}/offers`;
      const backup = await w.post(await w.fresh('stranger', 'Bo Backup'), offers, w.offerBody());
      const accepted = await w.post(w.buyer, offers, w.offerBody());
      await w.post(
        w.owner,
        `${API}/offers/${accepted.id}/actions`,
        { action: 'accept', backupOfferIds: [backup.id] },
        200,
      );
      return { path: `${API}/properties/${listing.id}/backup-offers/decline` };
    },
  },
  'GET /api/v1/contracts': { statuses: signedIn(200), probe: () => ({ path: `${API}/contracts` }) },
  'GET /api/v1/contracts/:id': {
    statuses: rule(401, 404, 200, 404, 200),
    probe: (w) => ({ path: `${API}/contracts/${w.contract.id}` }),
  },
  'POST /api/v1/contracts/:id/actions': {
    // The seller's approval: an admin sees the contract but is not its seller (409).
    statuses: rule(401, 404, 200, 404, 409),
    probe: async (w) => ({
      path: `${API}/contracts/${(await w.newContract()).id}/actions`,
      json: { action: 'seller_approve' },
    }),
  },

  // My listings and favorites.
  'GET /api/v1/me/listings': { statuses: signedIn(200), probe: () => ({ path: `${API}/me/listings` }) },
  'GET /api/v1/me/favorites': { statuses: signedIn(200), probe: () => ({ path: `${API}/me/favorites` }) },
  'GET /api/v1/me/favorites/ids': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/favorites/ids` }),
  },
  'PUT /api/v1/me/favorites/:propertyId': {
    // A listing waiting for review can be saved by those who may see it.
    statuses: rule(401, 404, 200, 200, 200),
    probe: (w) => ({ path: `${API}/me/favorites/${w.pendingListing.id}` }),
  },
  'DELETE /api/v1/me/favorites/:propertyId': {
    statuses: signedIn(204),
    probe: (w) => ({ path: `${API}/me/favorites/${w.listing.id}` }),
  },

  // Email.
  'GET /api/v1/me/email-preferences': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/email-preferences` }),
  },
  'PUT /api/v1/me/email-preferences': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/email-preferences`, json: { kinds: { contracts: true } } }),
  },
  'GET /api/v1/email/unsubscribe': {
    // The token is the permission: anyone holding it.
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/email/unsubscribe?token=${w.unsubscribeToken}` }),
  },
  'POST /api/v1/email/unsubscribe': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/email/unsubscribe?token=${w.unsubscribeToken}` }),
  },
  'GET /api/v1/admin/mailbox': { statuses: adminOnly(200), probe: () => ({ path: `${API}/admin/mailbox` }) },
  'POST /api/v1/admin/test-email': {
    statuses: adminOnly(202),
    probe: () => ({ path: `${API}/admin/test-email`, json: { to: 'someone@example.com' } }),
  },

  // Text messages (issue 26): each caller only ever reads and changes their own settings; admins read the outbox.
  'GET /api/v1/me/sms': { statuses: signedIn(200), probe: () => ({ path: `${API}/me/sms` }) },
  'POST /api/v1/me/sms/phone': {
    statuses: signedIn(202),
    probe: () => ({
      path: `${API}/me/sms/phone`,
      json: { phone: '(212) 555-0142', consentText: 'I agree to receive texts.', page: '/account' },
    }),
  },
  'POST /api/v1/me/sms/verify': {
    // A fresh caller with no code waiting: 404 no_pending_code (a code is only ever the caller's own).
    statuses: signedIn(404),
    probe: async (w, caller) => ({
      path: `${API}/me/sms/verify`,
      json: { code: '000000' },
      as: caller === 'anonymous' ? null : await w.fresh(caller),
    }),
  },
  'PATCH /api/v1/me/sms': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/sms`, json: { kinds: { offers: false } } }),
  },
  'DELETE /api/v1/me/sms': { statuses: signedIn(200), probe: () => ({ path: `${API}/me/sms` }) },
  'GET /api/v1/admin/sms-outbox': {
    statuses: adminOnly(200),
    probe: () => ({ path: `${API}/admin/sms-outbox` }),
  },
  // The provider's signature is the permission: no signature (and no provider configured here) is refused.
  'POST /api/v1/sms/status': {
    statuses: everyone(403),
    probe: () => ({
      path: `${API}/sms/status`,
      body: 'MessageSid=SM1&MessageStatus=delivered',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'POST /api/v1/sms/inbound': {
    statuses: everyone(403),
    probe: () => ({
      path: `${API}/sms/inbound`,
      body: 'From=%2B12125550142&Body=STOP&MessageSid=SM2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },

  // Admin area (each change on a fresh target user).
  'GET /api/v1/admin/stats': { statuses: adminOnly(200), probe: () => ({ path: `${API}/admin/stats` }) },
  'GET /api/v1/admin/users': { statuses: adminOnly(200), probe: () => ({ path: `${API}/admin/users` }) },
  'GET /api/v1/admin/users/:id': {
    statuses: adminOnly(200),
    probe: (w) => ({ path: `${API}/admin/users/${w.owner.user.id}` }),
  },
  'POST /api/v1/admin/users/:id/roles': {
    statuses: adminOnly(200),
    probe: async (w) => ({
      path: `${API}/admin/users/${((await w.fresh('stranger')) as Account).user.id}/roles`,
      json: { role: 'moderator' },
    }),
  },
  'DELETE /api/v1/admin/users/:id/roles/:role': {
    statuses: adminOnly(200),
    probe: async (w) => ({
      path: `${API}/admin/users/${((await w.fresh('moderator')) as Account).user.id}/roles/moderator`,
    }),
  },
  'POST /api/v1/admin/users/:id/suspension': {
    statuses: adminOnly(200),
    probe: async (w) => ({
      path: `${API}/admin/users/${((await w.fresh('stranger')) as Account).user.id}/suspension`,
      json: { reason: 'Posting spam listings.' },
    }),
  },
  'DELETE /api/v1/admin/users/:id/suspension': {
    statuses: adminOnly(200),
    probe: async (w) => {
      const target = (await w.fresh('stranger')) as Account;
      await w.post(w.admin, `${API}/admin/users/${target.user.id}/suspension`, { reason: 'Spam.' }, 200);
      return { path: `${API}/admin/users/${target.user.id}/suspension` };
    },
  },

  // Saved searches.
  'POST /api/v1/me/saved-searches': {
    statuses: signedIn(201),
    probe: (w) => ({ path: `${API}/me/saved-searches`, json: w.savedSearchBody }),
  },
  'GET /api/v1/me/saved-searches': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/saved-searches` }),
  },
  'GET /api/v1/me/saved-searches/:id': {
    statuses: ownerOnly(200),
    probe: (w) => ({ path: `${API}/me/saved-searches/${w.savedSearch.id}` }),
  },
  'PATCH /api/v1/me/saved-searches/:id': {
    statuses: ownerOnly(200),
    probe: (w) => ({
      path: `${API}/me/saved-searches/${w.savedSearch.id}`,
      json: { name: 'Dallas, renamed' },
    }),
  },
  'DELETE /api/v1/me/saved-searches/:id': {
    statuses: ownerOnly(204),
    probe: async (w) => ({ path: `${API}/me/saved-searches/${(await w.newSavedSearch()).id}` }),
  },
  'GET /api/v1/me/saved-searches/:id/matches': {
    statuses: ownerOnly(200),
    probe: (w) => ({ path: `${API}/me/saved-searches/${w.savedSearch.id}/matches` }),
  },

  // Buyers lists.
  'GET /api/v1/profiles/:userId/buyers-list': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/profiles/${w.owner.user.id}/buyers-list` }),
  },
  'POST /api/v1/profiles/:userId/buyers-list': {
    statuses: everyone(202),
    probe: (w) => ({ path: `${API}/profiles/${w.owner.user.id}/buyers-list`, json: w.joinBody() }),
  },
  'GET /api/v1/me/buyers-list': { statuses: signedIn(200), probe: () => ({ path: `${API}/me/buyers-list` }) },
  'GET /api/v1/me/buyers-list/sends': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/buyers-list/sends` }),
  },
  'PUT /api/v1/me/buyers-list/:id/tags': {
    statuses: ownerOnly(200),
    probe: (w) => ({ path: `${API}/me/buyers-list/${w.buyersEntry.id}/tags`, json: { tags: ['vip'] } }),
  },
  'DELETE /api/v1/me/buyers-list/:id': {
    statuses: ownerOnly(204),
    probe: async (w) => ({ path: `${API}/me/buyers-list/${(await w.newBuyer()).id}` }),
  },
  'POST /api/v1/me/buyers-list/import': {
    statuses: paidFeature(200),
    probe: () => ({
      path: `${API}/me/buyers-list/import`,
      json: {
        csv: 'name,email,phone,markets,min_price,max_price,property_types,proof_of_funds,tags\r\nBob,bob@example.com,,GA,,,,,',
      },
    }),
  },
  'GET /api/v1/me/buyers-list/export': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/buyers-list/export` }),
  },
  'POST /api/v1/me/buyers-list/send-deal': {
    // A paid feature (Free callers: 403 plan_limit, before the listing is looked at); only the listing's owner may
    // send it ("not one of yours": 404 for a caller on a paid plan).
    statuses: paidFeature(200),
    probe: (w) => ({ path: `${API}/me/buyers-list/send-deal`, json: { propertyId: w.listing.id } }),
  },
  'GET /api/v1/buyers-list/confirm': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/buyers-list/confirm?token=${w.joinToken}` }),
  },
  'POST /api/v1/buyers-list/confirm': {
    statuses: everyone(200),
    probe: async (w) => ({ path: `${API}/buyers-list/confirm?token=${await w.newJoinToken()}` }),
  },
  'GET /api/v1/buyers-list/unsubscribe': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/buyers-list/unsubscribe?token=${w.buyersEntry.unsubscribe_token}` }),
  },
  'POST /api/v1/buyers-list/unsubscribe': {
    statuses: everyone(200),
    probe: async (w) => ({
      path: `${API}/buyers-list/unsubscribe?token=${(await w.newBuyer()).unsubscribe_token}`,
    }),
  },

  // Open houses.
  'POST /api/v1/properties/:id/open-houses': {
    statuses: rule(401, 403, 201, 403, 403),
    // Twenty days ahead: later than every slot the fixtures schedule, and only the owner's call succeeds.
    probe: (w) => {
      const iso = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
      return {
        path: `${API}/properties/${w.listing.id}/open-houses`,
        json: { startsAt: iso(480), endsAt: iso(482), capacity: 10 },
      };
    },
  },
  'GET /api/v1/properties/:id/open-houses': {
    statuses: rule(404, 404, 200, 200, 200),
    probe: (w) => ({ path: `${API}/properties/${w.pendingListing.id}/open-houses` }),
  },
  'GET /api/v1/open-houses': { statuses: everyone(200), probe: () => ({ path: `${API}/open-houses` }) },
  'GET /api/v1/me/open-houses': { statuses: signedIn(200), probe: () => ({ path: `${API}/me/open-houses` }) },
  'GET /api/v1/open-houses/:id': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/open-houses/${w.slot.id}` }),
  },
  'DELETE /api/v1/open-houses/:id': {
    statuses: rule(401, 403, 200, 403, 403),
    probe: async (w) => ({ path: `${API}/open-houses/${(await w.newSlot(w.listing.id)).id}` }),
  },
  'POST /api/v1/open-houses/:id/rsvp': {
    // The host cannot RSVP to their own open house (403 own_listing).
    statuses: rule(401, 201, 403, 201, 201),
    probe: (w) => ({ path: `${API}/open-houses/${w.slot.id}/rsvp` }),
  },
  'DELETE /api/v1/open-houses/:id/rsvp': {
    // Each caller cancels their own RSVP (the host has none: 404 not_rsvped).
    statuses: rule(401, 200, 404, 200, 200),
    probe: async (w, caller) => {
      const slot = await w.newSlot(w.listing.id);
      const who = w.accounts[caller];
      if (who && caller !== 'owner') await w.post(who, `${API}/open-houses/${slot.id}/rsvp`, undefined);
      return { path: `${API}/open-houses/${slot.id}/rsvp` };
    },
  },
  'GET /api/v1/open-houses/:id/ics': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/open-houses/${w.slot.id}/ics` }),
  },

  // Profiles, investors, business cards.
  'GET /api/v1/properties/:id/lister': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/properties/${w.listing.id}/lister` }),
  },
  'GET /api/v1/me/profile': { statuses: signedIn(200), probe: () => ({ path: `${API}/me/profile` }) },
  'PATCH /api/v1/me/profile': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/profile`, json: { specialty: 'Fix and flip' } }),
  },
  'GET /api/v1/profiles/:userId': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/profiles/${w.owner.user.id}` }),
  },
  'GET /api/v1/investors': { statuses: everyone(200), probe: () => ({ path: `${API}/investors` }) },
  'GET /api/v1/investors/:slug': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/investors/${w.profileSlug}` }),
  },
  'POST /api/v1/me/business-cards': {
    statuses: signedIn(201),
    probe: (w) => ({ path: `${API}/me/business-cards`, json: w.cardBody }),
  },
  'GET /api/v1/me/business-cards': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/business-cards` }),
  },
  'PATCH /api/v1/me/business-cards/:id': {
    statuses: ownerOnly(200),
    probe: (w) => ({ path: `${API}/me/business-cards/${w.card.id}`, json: { companyName: 'Owner Homes' } }),
  },
  'DELETE /api/v1/me/business-cards/:id': {
    statuses: ownerOnly(204),
    probe: async (w) => ({ path: `${API}/me/business-cards/${(await w.newCard()).id}` }),
  },
  'GET /api/v1/cards/:cardUrlOrId': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/cards/${w.card.cardUrl}` }),
  },
  'GET /api/v1/cards/:cardUrlOrId/vcard': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/cards/${w.card.cardUrl}/vcard` }),
  },

  // Embed keys.
  'GET /api/v1/me/embed-keys': { statuses: signedIn(200), probe: () => ({ path: `${API}/me/embed-keys` }) },
  'POST /api/v1/me/embed-keys': {
    statuses: paidFeature(201),
    probe: (w) => ({ path: `${API}/me/embed-keys`, json: w.embedKeyBody }),
  },
  'PATCH /api/v1/me/embed-keys/:id': {
    statuses: ownerOnly(200),
    probe: (w) => ({ path: `${API}/me/embed-keys/${w.embedKey.id}`, json: { name: 'Renamed site' } }),
  },
  'DELETE /api/v1/me/embed-keys/:id': {
    statuses: ownerOnly(204),
    probe: async (w) => ({ path: `${API}/me/embed-keys/${(await w.newEmbedKey()).id}` }),
  },

  // Billing (a Stripe double answers checkout; the webhook's signature is its permission).
  'GET /api/v1/me/plan': { statuses: signedIn(200), probe: () => ({ path: `${API}/me/plan` }) },
  'GET /api/v1/plans': { statuses: everyone(200), probe: () => ({ path: `${API}/plans` }) },
  'POST /api/v1/billing/checkout': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/billing/checkout`, json: { planId: 'pro' } }),
  },
  'POST /api/v1/billing/webhook': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/billing/webhook`, ...w.stripeDelivery() }),
  },
  'GET /api/v1/me/billing': { statuses: signedIn(200), probe: () => ({ path: `${API}/me/billing` }) },

  // Support tickets ("owner" is the requester).
  'POST /api/v1/support/tickets': {
    statuses: everyone(201),
    probe: (w) => ({ path: `${API}/support/tickets`, json: w.ticketBody }),
  },
  'GET /api/v1/me/support/tickets': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/me/support/tickets` }),
  },
  'GET /api/v1/support/tickets': {
    statuses: adminOnly(200),
    probe: () => ({ path: `${API}/support/tickets` }),
  },
  'GET /api/v1/support/tickets/:id': {
    statuses: rule(404, 404, 200, 404, 200),
    probe: (w) => ({ path: `${API}/support/tickets/${w.ticket.id}` }),
  },
  'POST /api/v1/support/tickets/:id/answer': {
    statuses: adminOnly(200),
    probe: async (w) => ({
      path: `${API}/support/tickets/${(await w.newTicket((await w.fresh('stranger')) as Account)).id}/answer`,
      json: { answer: 'Fixed in the latest release.' },
    }),
  },
  'POST /api/v1/support/tickets/:id/close': {
    statuses: rule(404, 404, 200, 404, 200),
    // Each caller gets a new ticket of a new requester, who is the "owner" caller.
    probe: async (w, caller) => {
      const requester = (await w.fresh('owner')) as Account;
      const ticket = await w.newTicket(requester);
      return {
        path: `${API}/support/tickets/${ticket.id}/close`,
        ...(caller === 'owner' && { as: requester }),
      };
    },
  },

  // Functions, the assistant and the API reference.
  'POST /api/v1/functions/geocode-location': {
    statuses: everyone(200),
    probe: () => ({ path: `${API}/functions/geocode-location`, json: { query: 'dall' } }),
  },
  'POST /api/v1/functions/reverse-geocode': {
    statuses: everyone(200),
    probe: () => ({
      path: `${API}/functions/reverse-geocode`,
      json: { longitude: -96.797, latitude: 32.7767 },
    }),
  },
  'POST /api/v1/functions/chat-with-loop': {
    statuses: everyone(200),
    probe: () => ({
      path: `${API}/functions/chat-with-loop`,
      json: { messages: [{ role: 'user', content: 'How does an assignment fee work?' }] },
    }),
  },
  'GET /api/v1/docs': { statuses: everyone(200), probe: () => ({ path: `${API}/docs` }) },
  'GET /api/v1/docs/init.js': { statuses: everyone(200), probe: () => ({ path: `${API}/docs/init.js` }) },
  'GET /api/v1/docs/assets/:name': {
    statuses: everyone(200),
    probe: () => ({ path: `${API}/docs/assets/swagger-ui.css` }),
  },
  'GET /api/v1/openapi.json': { statuses: everyone(200), probe: () => ({ path: `${API}/openapi.json` }) },

  // Verified proof of funds: a buyer's request, the reviewers' queue and decisions, and the request's document.
  'POST /api/v1/proof-of-funds/verifications': {
    statuses: signedIn(201),
    probe: async (w, caller) => {
      const who = caller === 'anonymous' ? w.owner : w.accounts[caller]!;
      return { path: `${API}/proof-of-funds/verifications`, json: { uploadId: await proofUploadOf(w, who) } };
    },
  },
  'GET /api/v1/proof-of-funds/verifications/mine': {
    statuses: signedIn(200),
    probe: () => ({ path: `${API}/proof-of-funds/verifications/mine` }),
  },
  'GET /api/v1/moderation/proof-of-funds': {
    statuses: staff(200),
    probe: () => ({ path: `${API}/moderation/proof-of-funds` }),
  },
  'POST /api/v1/moderation/proof-of-funds/:id/decision': {
    statuses: staff(200),
    probe: async (w) => ({
      path: `${API}/moderation/proof-of-funds/${await pendingVerificationOf(w, w.buyer)}/decision`,
      json: { decision: 'approve', amount: 200_000, source: 'bank_statement' },
    }),
  },
  'GET /api/v1/proof-of-funds/verifications/:id/document': {
    statuses: rule(401, 404, 200, 200, 200),
    probe: async (w) => ({
      path: `${API}/proof-of-funds/verifications/${await pendingVerificationOf(w, w.owner)}/document`,
    }),
  },

  // Stored files: a proof of funds is private, never served by the public route, to anybody.
  'GET /storage/:bucket/:name': {
    statuses: everyone(404),
    probe: (w) => ({ path: `/storage/${w.proofObject.bucket}/${w.proofObject.object_name}` }),
  },

  // Title and escrow: the title contact (the seller sets it), the officer's link (no account), deal documents.
  'GET /api/v1/contracts/:id/title-contact': {
    statuses: rule(401, 404, 200, 404, 200),
    probe: (w) => ({ path: `${API}/contracts/${w.contract.id}/title-contact` }),
  },
  'PUT /api/v1/contracts/:id/title-contact': {
    // Only the seller names the title company: an admin sees the contract but gets 403.
    statuses: rule(401, 404, 200, 404, 403),
    probe: async (w) => ({
      path: `${API}/contracts/${(await w.newContract()).id}/title-contact`,
      json: titleContactBody(),
    }),
  },
  'GET /api/v1/title-links/:token': {
    // The link is the key: whoever holds it sees the deal, signed in or not.
    statuses: everyone(200),
    probe: async (w) => ({ path: `${API}/title-links/${await titleTokenOfNewDeal(w)}` }),
  },
  'POST /api/v1/title-links/:token/earnest-money-received': {
    statuses: everyone(200),
    probe: async (w) => ({
      path: `${API}/title-links/${await titleTokenOfNewDeal(w)}/earnest-money-received`,
    }),
  },
  'POST /api/v1/title-links/:token/closing-date': {
    statuses: everyone(200),
    probe: async (w) => ({
      path: `${API}/title-links/${await titleTokenOfNewDeal(w, { clearToClose: true })}/closing-date`,
      json: { closingDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10) },
    }),
  },
  'GET /api/v1/contracts/:id/documents': {
    statuses: rule(401, 404, 200, 404, 200),
    probe: (w) => ({ path: `${API}/contracts/${w.contract.id}/documents` }),
  },
  'POST /api/v1/contracts/:id/documents': {
    // The deal's parties upload; an admin reads but is not a party (403).
    statuses: rule(401, 404, 201, 404, 403),
    probe: (w) => ({ path: `${API}/contracts/${w.contract.id}/documents`, body: documentForm(plainPdf()) }),
  },
  'GET /api/v1/contracts/:id/documents/:documentId': {
    statuses: rule(401, 404, 200, 404, 200),
    probe: async (w) => {
      const res = await w.t.call('POST', `${API}/contracts/${w.contract.id}/documents`, {
        token: w.owner.accessToken,
        body: documentForm(plainPdf()),
      });
      if (res.status !== 201) throw new Error(res.text);
      return { path: `${API}/contracts/${w.contract.id}/documents/${res.data.id}` };
    },
  },
  // The closing pipeline ("owner" is the seller): its parties and admins read and move it, others never see it.
  'GET /api/v1/contracts/:id/closing': {
    statuses: rule(401, 404, 200, 404, 200),
    probe: (w) => ({ path: `${API}/contracts/${w.contract.id}/closing` }),
  },
  'POST /api/v1/contracts/:id/closing/moves': {
    // The seller (or an admin) confirms the earnest money received on a fresh contract.
    statuses: rule(401, 404, 200, 404, 200),
    probe: async (w) => ({
      path: `${API}/contracts/${(await w.newContract()).id}/closing/moves`,
      json: { to: 'earnest_money_received' },
    }),
  },
  'GET /api/v1/contracts/:id/closing/ics': {
    statuses: rule(401, 404, 200, 404, 200),
    probe: (w) => ({ path: `${API}/contracts/${w.contract.id}/closing/ics` }),
  },
  'GET /api/v1/closing-desk': { statuses: signedIn(200), probe: () => ({ path: `${API}/closing-desk` }) },
  'GET /api/v1/properties/:id/earnest-terms': {
    statuses: everyone(200),
    probe: (w) => ({ path: `${API}/properties/${w.listing.id}/earnest-terms` }),
  },
  'PUT /api/v1/properties/:id/earnest-terms': {
    statuses: ownerOnly(200),
    probe: (w) => ({
      path: `${API}/properties/${w.listing.id}/earnest-terms`,
      json: { amount: 5000, windowHours: 48 },
    }),
  },
};

/** A new proof of funds upload (a plain PDF) of `who`; answers its id. */
async function proofUploadOf(w: AuthorizationWorld, who: Account): Promise<string> {
  const form = new FormData();
  form.set('purpose', 'proof_of_funds');
  form.set('file', new File([Buffer.from('%PDF-1.4\n% funds\n')], 'funds.pdf', { type: 'application/pdf' }));
  const res = await w.t.call('POST', `${API}/uploads`, { token: who.accessToken, body: form });
  if (res.status !== 201) throw new Error(`proof upload failed: ${res.status} ${res.text}`);
  return res.data.id as string;
}

/** A new pending verification request of `who`; answers its id. */
async function pendingVerificationOf(w: AuthorizationWorld, who: Account): Promise<string> {
  const res = await w.t.call('POST', `${API}/proof-of-funds/verifications`, {
    token: who.accessToken,
    json: { uploadId: await proofUploadOf(w, who) },
  });
  if (res.status !== 201) throw new Error(`verification request failed: ${res.status} ${res.text}`);
  return res.data.id as string;
}
