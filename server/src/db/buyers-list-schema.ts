// Table types of the buyers list (migration 0019), kept apart from schema.ts and joined into its Database.
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

export type BuyersListEntry = Selectable<BuyersListEntriesTable>;
