// Table types of the buyers list (migrations 0019 and 20261126_0040), kept apart from schema.ts and joined into its
// Database.
import type { ColumnType, Selectable } from 'kysely';

type Timestamp = string;
/** A JSON array column: read as the array, written as JSON text. */
type JsonList = ColumnType<string[], string, string>;

/** One buyer on a wholesaler's list (markets, property types and tags are JSON arrays). */
export interface BuyersListEntriesTable {
  id: string;
  owner_id: string;
  name: string;
  email: string;
  email_key: string;
  /** Ten digits, or '' when none was given. */
  phone: string;
  buyer_markets: JsonList;
  min_price: number | null;
  max_price: number | null;
  buyer_property_types: JsonList;
  has_proof_of_funds: boolean;
  buyer_tags: JsonList;
  source: 'join' | 'import';
  consented_at: Timestamp | null;
  unsubscribe_token: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A deal emailed to one buyer of a list (the weekly cap counts these). */
export interface BuyersListDealSendsTable {
  id: string;
  entry_id: string;
  owner_id: string;
  property_id: string;
  email_id: string;
  sent_at: Timestamp;
}

/**
 * A join from the public page waiting for its emailed link (double opt-in): one per owner and address, holding
 * the latest form's fields; deleted when confirmed (the fields move onto the list) or 7 days after the last join.
 */
export interface BuyersListJoinRequestsTable {
  id: string;
  owner_id: string;
  name: string;
  email: string;
  email_key: string;
  phone: string;
  buyer_markets: JsonList;
  min_price: number | null;
  max_price: number | null;
  buyer_property_types: JsonList;
  has_proof_of_funds: boolean;
  consented_at: Timestamp;
  /** When the latest confirmation email was queued (the resend throttle). */
  last_sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One confirmation link sent: its token's SHA-256, its expiry, and when it (or a sibling) confirmed. */
export interface BuyersListJoinTokensTable {
  id: string;
  owner_id: string;
  /** Null once the request is confirmed or cleared. */
  request_id: string | null;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type BuyersListEntry = Selectable<BuyersListEntriesTable>;
export type BuyersListJoinRequest = Selectable<BuyersListJoinRequestsTable>;
