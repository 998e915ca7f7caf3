// The world of the authorization matrix: one test app (with a local Stripe double) and the five callers
// (anonymous, a signed-in stranger, the owner or party, a moderator, an admin), the resources the owner holds,
// and factories for fresh ones, so destructive calls never spoil the callers that come after them.
import sharp from 'sharp';
import { expect } from 'vitest';
import { createResetToken } from '../../src/auth/password-reset';
import { signStripePayload } from '../../src/billing/stripe-signature';
import { enqueueEmail } from '../../src/mail/outbox';
import { grantRole } from '../../src/users/users-repo';
import { confirmationTokenOf } from './buyers-list-fixtures';
import { offerBody } from './deal-fixtures';
import { startStripeDouble } from './stripe-double';
import { createTestApp, type TestApp } from './test-app';

/** A signed-up test account. */
export type Account = Awaited<ReturnType<TestApp['signUp']>>;

/** The five callers of every endpoint, in the order the matrix calls them. */
export const CALLERS = ['anonymous', 'stranger', 'owner', 'moderator', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** The Stripe webhook secret of the matrix's app. */
const STRIPE_SECRET = 'whsec_matrix_secret';
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

/** A valid listing body. */
const listingBody = (title: string) => ({
  title,
  location: '9 Elm St, Dallas, TX 75201',
  price: 150_000,
  propertyType: 'single_family',
});

/** A small PNG, for uploads. */
export const pngBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

/** Builds the app, the callers and the owner's resources; `close()` ends everything. */
export async function createAuthorizationWorld() {
  const stripe = await startStripeDouble();
  const t = await createTestApp(stripe.env(STRIPE_SECRET));

  /** A new account holding the caller's role (plain for the stranger and the owner; null for anonymous). */
  async function fresh(caller: Caller, fullName = 'Fresh Caller'): Promise<Account | null> {
    if (caller === 'anonymous') return null;
    const account = await t.signUp({ fullName });
    if (caller === 'moderator' || caller === 'admin') await grantRole(t.db, account.user.id, caller);
    return account;
  }
  const account = async (caller: Caller, fullName: string) => (await fresh(caller, fullName)) as Account;

  const stranger = await account('stranger', 'Stan Stranger');
  const owner = await account('owner', 'Olive Owner');
  // The owner makes a new saved search, embed key, listing... for every probe: the Team plan's limits hold them.
  await t.db
    .insertInto('billing_customers')
    .values({
      user_id: owner.user.id,
      stripe_customer_id: null,
      plan_id: 'team',
      updated_at: new Date().toISOString(),
    })
    .execute();
  const moderator = await account('moderator', 'Mo Moderator');
  const admin = await account('admin', 'Ada Admin');
  /** The other party of the owner's deals (never one of the five callers). */
  const buyer = await account('stranger', 'Bea Buyer');
  const accounts: Record<Caller, Account | null> = { anonymous: null, stranger, owner, moderator, admin };

  /** POST and expect a status; answers the body. */
  async function post(who: Account | null, path: string, json: unknown, status = 201) {
    const res = await t.call('POST', path, { token: who?.accessToken, json });
    expect(res.status, `${path}: ${res.text}`).toBe(status);
    return res.data;
  }

  /** A listing of the owner, published unless told otherwise. */
  async function newListing(options: { publish?: boolean } = {}) {
    const created = await post(owner, '/api/v1/properties', listingBody('Brick ranch'));
    if (options.publish !== false) {
      await post(moderator, `/api/v1/properties/${created.id}/moderation`, { action: 'publish' }, 200);
    }
    return created as { id: string };
  }

  /** A pending edit by the owner of a new published listing (issue 18), as the moderation queue names it. */
  async function newListingEdit() {
    const listing = await newListing();
    const res = await t.call('PATCH', `/api/v1/properties/${listing.id}`, {
      token: owner.accessToken,
      json: { title: 'Brick ranch, new roof' },
    });
    expect(res.status, res.text).toBe(202);
    const edit = await t.call('GET', `/api/v1/properties/${listing.id}/edit`, { token: owner.accessToken });
    return edit.data.edit as { id: string };
  }

  /** A pending offer of the buyer on a new published listing of the owner; `extra` goes into its body. */
  async function newOffer(extra: Record<string, unknown> = {}) {
    const listing = await newListing();
    return (await post(buyer, `/api/v1/properties/${listing.id}/offers`, offerBody(extra))) as { id: string };
  }

  /** A pending contract between the owner (seller) and the buyer. */
  async function newContract() {
    const offer = await newOffer();
    const accepted = await post(owner, `/api/v1/offers/${offer.id}/actions`, { action: 'accept' }, 200);
    return { id: accepted.contractId as string };
  }

  let slotHours = 48;
  /** A slot the owner scheduled on their published listing, each later than the last so none overlap. */
  async function newSlot(listingId: string) {
    slotHours += 4;
    const body = {
      startsAt: at(slotHours),
      endsAt: at(slotHours + 2),
      capacity: 10,
      notes: 'Park on the street.',
    };
    return (await post(owner, `/api/v1/properties/${listingId}/open-houses`, body)) as { id: string };
  }

  const savedSearchBody = {
    name: 'Dallas deals',
    criteria: { location: 'Dallas, TX', minPrice: null, maxPrice: null, propertyType: null },
  };
  const newSavedSearch = async () =>
    (await post(owner, '/api/v1/me/saved-searches', savedSearchBody)) as { id: string };

  let buyerCount = 0;
  /** A buyers list join body with a new address. */
  const joinBody = () => ({
    name: 'Cash Carl',
    email: `carl${++buyerCount}@example.com`,
    phone: '(214) 555-0100',
    markets: ['Dallas, TX'],
    minPrice: 100_000,
    maxPrice: 200_000,
    propertyTypes: ['single_family'],
    proofOfFunds: true,
    consent: true,
  });
  /** A join of the owner's buyers list waiting for its emailed confirmation: the link's token. */
  async function newJoinToken() {
    const body = joinBody();
    await post(null, `/api/v1/profiles/${owner.user.id}/buyers-list`, body, 202);
    return confirmationTokenOf(t.db, body.email);
  }
  /** A new entry of the owner's buyers list (joined and confirmed), with its id and unsubscribe token. */
  async function newBuyer() {
    const body = joinBody();
    await post(null, `/api/v1/profiles/${owner.user.id}/buyers-list`, body, 202);
    const token = await confirmationTokenOf(t.db, body.email);
    await post(null, `/api/v1/buyers-list/confirm?token=${token}`, undefined, 200);
    return t.db
      .selectFrom('buyers_list_entries')
      .select(['id', 'unsubscribe_token'])
      .where('owner_id', '=', owner.user.id)
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
  }

  const cardBody = { fullName: 'Olive Owner', email: 'olive@example.com', phoneNumber: '(214) 555-0142' };
  const newCard = async () =>
    (await post(owner, '/api/v1/me/business-cards', cardBody)) as { id: string; cardUrl: string };
  const embedKeyBody = { name: 'My site', allowedOrigins: ['https://www.example.com'] };
  const newEmbedKey = async () =>
    (await post(owner, '/api/v1/me/embed-keys', embedKeyBody)) as { id: string };

  const ticketBody = {
    subject: 'Photos will not upload',
    category: 'bug',
    message: 'Uploading stops at half way, every time.',
    email: 'requester@example.com',
  };
  /** A ticket of `requester` (the owner by default; at most 5 tickets per user an hour). */
  const newTicket = async (requester: Account = owner) =>
    (await post(requester, '/api/v1/support/tickets', ticketBody)).ticket as { id: string };

  const raffleBody = () => ({
    title: 'November raffle',
    prize: 'A $100 gift card',
    periodStart: at(-1),
    periodEnd: at(1),
  });
  const newRaffle = async () => (await post(admin, '/api/v1/raffles', raffleBody())) as { id: string };

  const applicationBody = {
    why: 'I review listings for my local investor club every week.',
    experience: 'Ten years of wholesaling in Texas.',
    markets: ['TX', 'OK'],
  };

  /** A pending moderator application of a new applicant (the caller itself when `applicant` is given). */
  async function newApplication(applicant?: Account | null) {
    const who = applicant ?? (await account('stranger', 'Andy Applicant'));
    return (await post(who, '/api/v1/me/moderator-application', applicationBody)) as { id: string };
  }

  /** A password reset token of `who`. */
  const resetTokenOf = async (who: Account) => createResetToken(t.db, who.user.id);

  /** A signed Stripe webhook delivery of an event the server records and ignores. */
  let eventCount = 0;
  function stripeDelivery() {
    const payload = JSON.stringify({
      id: `evt_matrix_${++eventCount}`,
      type: 'customer.created',
      data: { object: { id: 'cus_matrix' } },
    });
    const signature = signStripePayload(payload, STRIPE_SECRET, Math.floor(Date.now() / 1000));
    return { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  // The owner's resources, shared by the endpoints that only read them or change them harmlessly.
  const profile = await t.call('PATCH', '/api/v1/me/profile', {
    token: owner.accessToken,
    json: {
      fullName: 'Olive Owner',
      bio: 'I wholesale houses.',
      profileTemplate: 'attract_buyers',
      profilePublished: true,
    },
  });
  expect(profile.status, profile.text).toBe(200);
  const listing = await newListing();
  const pendingListing = await newListing({ publish: false });
  const offer = await newOffer();
  const contract = await newContract();
  const slot = await newSlot(listing.id);
  const savedSearch = await newSavedSearch();
  const buyersEntry = await newBuyer();
  const joinToken = await newJoinToken();
  const card = await newCard();
  const embedKey = await newEmbedKey();
  const ticket = await newTicket();
  const raffle = await newRaffle();

  // A proof of funds: a private PDF the buyer uploads and attaches to an offer on the owner's listing.
  const proofForm = new FormData();
  proofForm.set('purpose', 'proof_of_funds');
  proofForm.set(
    'file',
    new File([Buffer.from('%PDF-1.4\n% matrix\n')], 'funds.pdf', { type: 'application/pdf' }),
  );
  const proofUpload = await t.call('POST', '/api/v1/uploads', { token: buyer.accessToken, body: proofForm });
  expect(proofUpload.status, proofUpload.text).toBe(201);
  const proofOffer = await newOffer({ proofOfFundsUploadId: proofUpload.data.id });
  const proofObject = await t.db
    .selectFrom('uploads')
    .select(['bucket', 'object_name'])
    .where('id', '=', proofUpload.data.id)
    .executeTakeFirstOrThrow();

  // An email to the owner of a kind they may turn off, for its unsubscribe token.
  const queued = await enqueueEmail(t.db, {
    userId: owner.user.id,
    to: owner.email,
    kind: 'test',
    subject: 'Test email',
    text: 'Hello.',
  });
  const unsubscribe = await t.db
    .selectFrom('email_outbox')
    .select('unsubscribe_token')
    .where('id', '=', queued.id)
    .executeTakeFirstOrThrow();

  const ownerAlert = await t.db
    .selectFrom('alerts')
    .select('id')
    .where('user_id', '=', owner.user.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const profileSlug = profile.data.slug;
  expect(profileSlug, 'the owner profile has a slug').toEqual(expect.any(String));

  return {
    t,
    accounts,
    owner,
    buyer,
    moderator,
    admin,
    fresh,
    post,
    newListing,
    newListingEdit,
    newOffer,
    newContract,
    newSlot,
    newSavedSearch,
    newBuyer,
    newJoinToken,
    newCard,
    newEmbedKey,
    newTicket,
    newRaffle,
    newApplication,
    resetTokenOf,
    stripeDelivery,
    joinBody,
    savedSearchBody,
    cardBody,
    embedKeyBody,
    ticketBody,
    raffleBody,
    applicationBody,
    listingBody,
    offerBody,
    listing,
    pendingListing,
    offer,
    contract,
    slot,
    savedSearch,
    buyersEntry,
    joinToken,
    card,
    embedKey,
    ticket,
    raffle,
    proofOffer,
    proofObject,
    unsubscribeToken: unsubscribe.unsubscribe_token as string,
    ownerAlertId: String(ownerAlert.id),
    profileSlug: profileSlug as string,
    async close() {
      await t.close();
      stripe.close();
    },
  };
}

/** The world every expectation's probe is built in. */
export type AuthorizationWorld = Awaited<ReturnType<typeof createAuthorizationWorld>>;
