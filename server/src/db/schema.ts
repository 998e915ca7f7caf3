// Typed tables of the database. Timestamps are ISO-8601 strings on both dialects; JSON columns are written as text.
import type {
  ClosingStage,
  ContractStatus,
  DealDocumentKind,
  EmailKind,
  FinancingType,
  OfferStatus,
  SellerApprovalStatus,
} from '@dealloop/core';

/** Where an email is in the outbox. */
export type EmailStatus = 'queued' | 'sending' | 'sent' | 'failed';

import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  BillingCustomersTable,
  BillingEventsTable,
  BillingInvoicesTable,
  SupportTicketsTable,
} from './billing-support-schema';
import type {
  BuyersListDealSendsTable,
  BuyersListEntriesTable,
  BuyersListJoinRequestsTable,
  BuyersListJoinTokensTable,
} from './buyers-list-schema';
import type { ClosingMovesTable, ClosingNoticesTable } from './closing-schema';
import type {
  SmsOutboxTable,
  SmsSettingsTable,
  SmsSuppressionsTable,
  SmsVerificationsTable,
} from './sms-schema';

/** An ISO-8601 timestamp string (`2026-11-22T10:00:00.000Z`). */
export type Timestamp = string;
/** A JSON column: read as T, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  suspended_at: Timestamp | null;
  /**
   * Why an admin suspended the account (migration 0017); set with suspended_at by an admin's suspension. A
   * suspended account without a reason is one its owner deleted (account/delete-account.ts).
   */
  suspension_reason: Generated<string | null>;
  /** The admin who suspended the account (migration 0017). */
  suspended_by: Generated<string | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  ip_address: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface ProfilesTable {
  user_id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  company_name: string | null;
  website: string | null;
  address: string | null;
  bio: string | null;
  specialty: string | null;
  profile_template: string | null;
  profile_published: Generated<boolean>;
  avatar_url: string | null;
  company_logo: string | null;
  onboarding_completed: Generated<boolean>;
  /** The public slug of /real-estate-investor-{slug} (migration 0014): set when first published, then kept. */
  profile_slug: Generated<string | null>;
  /** When the profile was last published (migration 0014); orders the investor directory. */
  published_at: Generated<Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A US state (two-letter code) a profile's owner invests in (migration 0014). */
export interface ProfileMarketsTable {
  user_id: string;
  state: string;
}

/** A shareable business card (migration 0014); card_url is its unique slug (core's cardSlug, then -2, -3...). */
export interface BusinessCardsTable {
  id: string;
  user_id: string;
  card_url: string;
  full_name: string;
  email: string;
  phone_number: string | null;
  company_name: string | null;
  company_logo: string | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An embed key of the SDK (migration 0015): a public identifier and the website origins allowed to use it. */
export interface EmbedKeysTable {
  id: string;
  user_id: string;
  /** `dlk_` + 24 base62 characters, unique; safe in a page's source. */
  key: string;
  name: string;
  /** Normalised origins (`scheme://host[:port]`). */
  allowed_origins: Json<string[]>;
  created_at: Timestamp;
  /** Set when the owner revoked the key: it answers 403 from then on and is no longer listed. */
  revoked_at: Timestamp | null;
}

/** One moderator decision (migration 0016): who did what to which listing, profile, report or application. */
export interface ModerationActionsTable {
  id: string;
  actor_id: string;
  /** A ModerationAuditAction of @dealloop/core. */
  action: string;
  target_type: 'listing' | 'profile' | 'application' | 'funds_verification';
  target_id: string;
  /** The user the decision is about: the listing's owner, the profile's or the applicant. */
  subject_user_id: string | null;
  reason: string | null;
  created_at: Timestamp;
}

/** A user's report of a listing or a public profile (migration 0016); one open report per reporter and target. */
export interface ContentReportsTable {
  id: string;
  reporter_id: string;
  target_type: 'listing' | 'profile';
  /** A listing id, or the user id of a profile. */
  target_id: string;
  /** A ReportReason of @dealloop/core. */
  reason: string;
  details: string | null;
  status: 'open' | 'dismissed' | 'actioned';
  resolved_by: string | null;
  resolution_note: string | null;
  resolved_at: Timestamp | null;
  created_at: Timestamp;
}

/** An application to become a moderator (migration 0016); one pending application per user. */
export interface ModeratorApplicationsTable {
  id: string;
  user_id: string;
  why: string;
  experience: string;
  /** State codes of the markets the applicant knows. */
  market_states: Json<string[]>;
  status: 'pending' | 'approved' | 'declined';
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
}

/** One admin action on a user (migration 0017): a role granted or revoked, a suspension or a restore. */
export interface AdminAuditTable {
  id: string;
  admin_id: string;
  user_id: string;
  /** An AdminAuditAction of @dealloop/core. */
  action: string;
  role: 'admin' | 'moderator' | null;
  reason: string | null;
  created_at: Timestamp;
}

/** A moderator raffle (migration 0016); `seed` is revealed by the API only once `drawn_at` is set. */
export interface RafflesTable {
  id: string;
  title: string;
  prize: string;
  period_start: Timestamp;
  period_end: Timestamp;
  /** SHA-256 hex of the seed, public from creation. */
  commitment: string;
  seed: string;
  /** The tickets frozen by the draw (null before it). */
  raffle_tickets: ColumnType<{ ticket: string; userId: string }[] | null, string | null, string | null>;
  winner_ticket: string | null;
  winner_user_id: string | null;
  created_by: string;
  created_at: Timestamp;
  drawn_at: Timestamp | null;
}

export interface UserRolesTable {
  user_id: string;
  role: 'admin' | 'moderator';
  created_at: Timestamp;
}

export interface PropertiesTable {
  id: string;
  short_id: string;
  user_id: string;
  title: string;
  description: string | null;
  location: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
  lat: number | null;
  lng: number | null;
  /** The coarse point anonymous visitors are shown and searched by (properties/public-point.ts), set on every write. */
  public_lat: number | null;
  public_lng: number | null;
  price: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lot_size: number | null;
  property_type: string;
  images: Json<PropertyImageRecord[]>;
  arv: number | null;
  repair_cost: number | null;
  profit_potential: number | null;
  roi: number | null;
  status: string;
  listing_status: string;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Earnest money the listing asks, in dollars, and the hours after acceptance to deposit it (24-72). */
  earnest_amount: Generated<number | null>;
  earnest_window_hours: Generated<number | null>;
  /** Offers need a current verified proof of funds covering their amount (migration 20261127_0200). */
  requires_verified_funds: Generated<boolean>;
  // Also `revision` (migration 0006): set by triggers on every write, read only by the search service.
}

/** An owner's edit of a published listing, waiting for review or decided (migration 20261126_0022). */
export interface ListingEditsTable {
  id: string;
  property_id: string;
  user_id: string;
  /** The changed `properties` columns, written to the listing when a moderator approves the edit. */
  changes: Json<ListingEditColumns>;
  status: 'pending' | 'approved' | 'declined';
  reason: string | null;
  decided_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  decided_at: Timestamp | null;
}

/** The columns of a listing an edit may change (`images` as records, like the listing's own). */
export type ListingEditColumns = Partial<
  Pick<
    PropertiesTable,
    | 'title'
    | 'description'
    | 'location'
    | 'city'
    | 'state'
    | 'zip'
    | 'county'
    | 'lat'
    | 'lng'
    | 'price'
    | 'beds'
    | 'baths'
    | 'sqft'
    | 'lot_size'
    | 'property_type'
    | 'arv'
    | 'repair_cost'
    | 'profit_potential'
    | 'roi'
  > & { images: PropertyImageRecord[] }
>;

/** One photo of a listing: the upload it came from and the stored object of each size. */
export interface PropertyImageRecord {
  uploadId: string;
  objects: Record<string, string>;
}

export interface UploadVariantRecord {
  name: string;
  object_name: string;
  width: number;
  height: number;
  bytes: number;
}

export interface UploadsTable {
  id: string;
  user_id: string;
  bucket: string;
  tag: string;
  object_name: string;
  source_type: string;
  width: number;
  height: number;
  variants: Json<UploadVariantRecord[]>;
  /** The original file name of a proof of funds (migration 0009); null for images. */
  file_name: Generated<string | null>;
  created_at: Timestamp;
}

export interface UserConsentTable {
  id: string;
  user_id: string;
  consent_type: 'cookies';
  version: string;
  /** Kept null: the spec records consent without the address. */
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

/**
 * Bookkeeping of the search index (migration 0006): `properties` counts listing writes (`value`) and changes
 * `generation` when listings are deleted. Kept by resetDatabase, like the migration table.
 */
export interface ChangeCountersTable {
  name: string;
  generation: string;
  value: number;
}

/**
 * A live alert to one user, which is also their notification (migration 0008). `id` is taken in the writing
 * transaction after it locked the user's `alert_sequences` row (migration 0310), so each user's alerts commit in
 * increasing id order (`alerts/alert-ids.ts`).
 */
export interface AlertsTable {
  id: number;
  user_id: string;
  /** An AlertKind of @dealloop/core. */
  kind: string;
  tone: 'success' | 'error' | 'info';
  title: string;
  message: string;
  /** The page the alert opens, when it has one. */
  link: string | null;
  property_id: string | null;
  offer_id: string | null;
  contract_id: string | null;
  read: Generated<boolean>;
  created_at: Timestamp;
}

/**
 * One row per user who was ever alerted (migration 0310): the row whose lock orders that user's alert commits.
 * `alerts_raised` counts the alerts raised for them.
 */
export interface AlertSequencesTable {
  user_id: string;
  alerts_raised: number;
}

/** An offer on a listing (migration 0009). Statuses and financing types are core's OFFER_STATUSES, FINANCING_TYPES. */
export interface OffersTable {
  id: string;
  property_id: string;
  buyer_id: string;
  seller_id: string;
  amount: number;
  earnest_money: number;
  /** YYYY-MM-DD */
  closing_date: string;
  financing_type: FinancingType;
  message: string | null;
  proof_upload_id: string | null;
  status: OfferStatus;
  counter_amount: number | null;
  counter_message: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A backup offer's rank on its listing, 1 next in line (migration 20261127_0230); null for other offers. */
  backup_rank: Generated<number | null>;
}

/** The contract an accepted offer creates (migration 0009); investor = the offer's buyer. */
export interface ContractsTable {
  id: string;
  offer_id: string;
  property_id: string;
  investor_id: string;
  seller_id: string;
  price: number;
  earnest_money: number;
  closing_date: string;
  financing_type: FinancingType;
  status: ContractStatus;
  seller_approval_status: SellerApprovalStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The closing pipeline's stage (migration 20261127_0210; core's closing-pipeline.ts moves it). */
  closing_stage: Generated<ClosingStage>;
  /** When the stage last changed (the closing desk flags a deal that has not moved for 7 days). */
  closing_stage_at: Timestamp | null;
  /** When the buyer's earnest money is due, null when no deadline runs. */
  earnest_due_at: Timestamp | null;
  /** The window the deadline was given, in hours. */
  earnest_window_hours: number | null;
}

/** A listing a user saved (migration 0011); one row per user and listing. */
export interface FavoritesTable {
  user_id: string;
  property_id: string;
  /** When it was first saved; saving again keeps it. */
  created_at: Timestamp;
}

/** A saved search (migration 0013): its criteria, the place its location resolved to, and how to notify. */
export interface SavedSearchesTable {
  id: string;
  user_id: string;
  name: string;
  location: string;
  min_price: number | null;
  max_price: number | null;
  property_type: string | null;
  min_beds: number | null;
  min_baths: number | null;
  /** The resolved place; null precision when the location is empty or resolved to no place. */
  place_precision: 'zip' | 'city' | 'county' | 'state' | null;
  place_state: string | null;
  place_city: string | null;
  place_zip: string | null;
  place_county: string | null;
  notify_email: boolean;
  notify_sms: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A listing that matched a saved search when published (migration 0013); digested_at once a digest took it. */
export interface SavedSearchMatchesTable {
  saved_search_id: string;
  property_id: string;
  user_id: string;
  created_at: Timestamp;
  digested_at: Timestamp | null;
}

/** A queued, sent or failed email (migration 0012); see mail/outbox.ts. */
export interface EmailOutboxTable {
  id: string;
  user_id: string | null;
  to_address: string;
  kind: EmailKind;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** At most one email per key ever (e.g. `saved-search:{id}:{YYYY-MM-DD}`). */
  dedupe_key: string | null;
  /** The one-click unsubscribe token of this email (unsubscribes its user, or its address, from its kind). */
  unsubscribe_token: string;
  status: EmailStatus;
  attempts: number;
  next_attempt_at: Timestamp;
  last_error: string | null;
  /** How it was delivered: 'smtp' or 'mailbox' (the local dev mailbox). */
  transport: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /**
   * The secret the body carries (a reset token, a ticket key), so it can be taken out of the body once sent by
   * SMTP (null after that, and for emails without one). Migration 20261126_0025_a.
   */
  secret: string | null;
}

/** Whether a user receives one kind of email (migration 0012); no row means the kind's default. */
export interface EmailPreferencesTable {
  user_id: string;
  kind: EmailKind;
  enabled: boolean;
  updated_at: Timestamp;
}

/** An address without an account that unsubscribed from one kind (migration 0012). */
export interface EmailSuppressionsTable {
  address: string;
  kind: EmailKind;
  created_at: Timestamp;
}

/** Every table Kysely knows about. */
/** A single-use ticket for opening the alert stream (stored hashed; see stream-tickets.ts). */
export interface StreamTicketsTable {
  token_hash: string;
  user_id: string;
  session_id: string;
  expires_at: Timestamp;
}

/** An open-house slot on a listing (migration 0018); `cancelled_at` set when its owner cancelled it. */
export interface OpenHousesTable {
  id: string;
  property_id: string;
  host_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  capacity: number;
  notes: string | null;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A signed-in user's RSVP to an open house (migration 0018); `reminded_at` marks the day-before alert. */
export interface OpenHouseRsvpsTable {
  open_house_id: string;
  user_id: string;
  created_at: Timestamp;
  reminded_at: Timestamp | null;
}

/** A contract's title company contact, set by the seller (migration 20261127_0220). */
export interface TitleContactsTable {
  contract_id: string;
  officer_name: string;
  company: string;
  email: string;
  phone: string;
  notes: string | null;
  updated_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A title officer's link: only the SHA-256 of its token; revoked when the contact changes. */
export interface TitleLinksTable {
  id: string;
  contract_id: string;
  token_hash: string;
  officer_email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** Every use of a title link, with its time, IP and outcome. */
export interface TitleLinkUsesTable {
  id: string;
  link_id: string;
  action: string;
  outcome: string;
  ip: string | null;
  created_at: Timestamp;
}

/** A PDF a party uploaded to a deal (private bucket `deal-documents`). */
export interface DealDocumentsTable {
  id: string;
  contract_id: string;
  kind: DealDocumentKind;
  uploaded_by: string | null;
  object_name: string;
  file_name: string;
  bytes: number;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limits: RateLimitsTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  admin_audit: AdminAuditTable;
  properties: PropertiesTable;
  listing_edits: ListingEditsTable;
  uploads: UploadsTable;
  user_consent: UserConsentTable;
  change_counters: ChangeCountersTable;
  alerts: AlertsTable;
  alert_sequences: AlertSequencesTable;
  stream_tickets: StreamTicketsTable;
  offers: OffersTable;
  contracts: ContractsTable;
  favorites: FavoritesTable;
  saved_searches: SavedSearchesTable;
  saved_search_matches: SavedSearchMatchesTable;
  email_outbox: EmailOutboxTable;
  email_preferences: EmailPreferencesTable;
  email_suppressions: EmailSuppressionsTable;
  profile_markets: ProfileMarketsTable;
  business_cards: BusinessCardsTable;
  embed_keys: EmbedKeysTable;
  moderation_actions: ModerationActionsTable;
  content_reports: ContentReportsTable;
  moderator_applications: ModeratorApplicationsTable;
  raffles: RafflesTable;
  buyers_list_entries: BuyersListEntriesTable;
  buyers_list_deal_sends: BuyersListDealSendsTable;
  buyers_list_join_requests: BuyersListJoinRequestsTable;
  buyers_list_join_tokens: BuyersListJoinTokensTable;
  open_houses: OpenHousesTable;
  open_house_rsvps: OpenHouseRsvpsTable;
  billing_events: BillingEventsTable;
  billing_invoices: BillingInvoicesTable;
  billing_customers: BillingCustomersTable;
  support_tickets: SupportTicketsTable;
  sms_settings: SmsSettingsTable;
  sms_verifications: SmsVerificationsTable;
  sms_suppressions: SmsSuppressionsTable;
  sms_outbox: SmsOutboxTable;
  closing_moves: ClosingMovesTable;
  closing_notices: ClosingNoticesTable;
  title_contacts: TitleContactsTable;
  title_links: TitleLinksTable;
  title_link_uses: TitleLinkUsesTable;
  deal_documents: DealDocumentsTable;
  funds_verifications: FundsVerificationsTable;
}

/** Columns stored as 0/1 on SQLite that callers read as booleans. */
export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set([
  'profile_published',
  'onboarding_completed',
  'read',
  'enabled',
  'notify_email',
  'notify_sms',
  'is_active',
  'has_proof_of_funds',
  'requires_verified_funds',
]);
/** Columns holding JSON text that callers read as values. */
export const JSON_COLUMNS: ReadonlySet<string> = new Set([
  'images',
  'variants',
  'allowed_origins',
  'market_states',
  'raffle_tickets',
  'buyer_markets',
  'buyer_property_types',
  'buyer_tags',
  'changes',
]);

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Profile = Selectable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
export type Property = Selectable<PropertiesTable>;
export type NewProperty = Insertable<PropertiesTable>;
export type ListingEdit = Selectable<ListingEditsTable>;
export type Upload = Selectable<UploadsTable>;
export type Alert = Selectable<AlertsTable>;
export type NewAlert = Insertable<AlertsTable>;
export type Favorite = Selectable<FavoritesTable>;
export type SavedSearch = Selectable<SavedSearchesTable>;
export type BusinessCard = Selectable<BusinessCardsTable>;
export type EmbedKey = Selectable<EmbedKeysTable>;
export type ModerationAction = Selectable<ModerationActionsTable>;
export type ContentReport = Selectable<ContentReportsTable>;
export type ModeratorApplication = Selectable<ModeratorApplicationsTable>;
export type Raffle = Selectable<RafflesTable>;
export type Offer = Selectable<OffersTable>;
export type NewOffer = Insertable<OffersTable>;
export type Contract = Selectable<ContractsTable>;
export type NewContract = Insertable<ContractsTable>;
export type OpenHouse = Selectable<OpenHousesTable>;
export type OpenHouseRsvp = Selectable<OpenHouseRsvpsTable>;
export type TitleContact = Selectable<TitleContactsTable>;
export type TitleLink = Selectable<TitleLinksTable>;
export type DealDocument = Selectable<DealDocumentsTable>;

/** A proof of funds submitted for verification and its review (migration 20261127_0200). */
export interface FundsVerificationsTable {
  id: string;
  user_id: string;
  /** The proof of funds upload (tag proof_of_funds) under review. */
  upload_id: string;
  status: 'pending' | 'approved' | 'rejected';
  /** The verified amount in whole dollars (approved only). */
  amount: number | null;
  /** A FundsSource of @dealloop/core (approved only). */
  source: string | null;
  /** When the verification stops counting (approved only): current while expires_at > now. */
  expires_at: Timestamp | null;
  /** Why it was rejected. */
  reason: string | null;
  reviewer_id: string | null;
  submitted_at: Timestamp;
  decided_at: Timestamp | null;
}

export type FundsVerification = Selectable<FundsVerificationsTable>;
