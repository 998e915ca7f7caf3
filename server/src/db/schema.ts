// Typed tables of the database. Timestamps are ISO-8601 strings on both dialects; JSON columns are written as text.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  created_at: Timestamp;
  updated_at: Timestamp;
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
}

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

/** Every table Kysely knows about. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limits: RateLimitsTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  properties: PropertiesTable;
  uploads: UploadsTable;
  user_consent: UserConsentTable;
}

/** Columns stored as 0/1 on SQLite that callers read as booleans. */
export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set(['profile_published', 'onboarding_completed']);
/** Columns holding JSON text that callers read as values. */
export const JSON_COLUMNS: ReadonlySet<string> = new Set(['images', 'variants']);

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Profile = Selectable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
export type Property = Selectable<PropertiesTable>;
export type NewProperty = Insertable<PropertiesTable>;
export type Upload = Selectable<UploadsTable>;
