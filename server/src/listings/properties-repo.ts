// Listings in the database: create, read, update, archive and moderate. Plain functions over db or a transaction.
import { computeProfit, computeRoi, propertyShortId } from '@dealloop/core';
import type { Kysely } from 'kysely';
import { uuidv7 } from '../db/ids';
import type { Database, NewProperty, Property, PropertyImageRecord } from '../db/schema';
import { isoNow } from '../db/time';
import { listingPath } from './property-serializer';
import { publicPointColumns } from './public-point';
import { publiclyVisible } from './visible-property';

type Db = Kysely<Database>;

/** Where a listing is, as geocoding found it once at creation (or when its location changes). */
export interface ListingPlace {
  lat: number | null;
  lng: number | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
}

/** The owner's figures of a listing; profit and ROI are derived from them. */
export interface ListingFields {
  title: string;
  description: string | null;
  location: string;
  price: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSize: number | null;
  propertyType: string;
  arv: number | null;
  repairCost: number | null;
  /** Offers need a current verified proof of funds covering their amount (default false). */
  requiresVerifiedFunds?: boolean;
}

/** Profit potential and ROI (one decimal kept) from price, ARV and repairs; null without an ARV. */
export function dealFigures(price: number, arv: number | null, repairCost: number | null) {
  if (arv === null) return { profit_potential: null, roi: null };
  const deal = { price, arv, repairCost: repairCost ?? 0 };
  const roi = computeRoi(deal);
  return { profit_potential: computeProfit(deal), roi: roi === null ? null : Math.round(roi * 10) / 10 };
}

/** Inserts a new listing, pending review. */
export async function insertProperty(
  db: Db,
  userId: string,
  fields: ListingFields,
  place: ListingPlace,
  images: PropertyImageRecord[],
): Promise<Property> {
  const now = isoNow();
  const id = uuidv7();
  const row: NewProperty = {
    id,
    short_id: propertyShortId(id),
    user_id: userId,
    title: fields.title,
    description: fields.description,
    location: fields.location,
    ...place,
    ...publicPointColumns(place.lat, place.lng),
    price: fields.price,
    beds: fields.beds,
    baths: fields.baths,
    sqft: fields.sqft,
    lot_size: fields.lotSize,
    property_type: fields.propertyType,
    images: JSON.stringify(images),
    arv: fields.arv,
    repair_cost: fields.repairCost,
    ...dealFigures(fields.price, fields.arv, fields.repairCost),
    status: 'active',
    listing_status: 'pending_review',
    archived_at: null,
    created_at: now,
    updated_at: now,
    requires_verified_funds: fields.requiresVerifiedFunds ?? false,
  };
  await db.insertInto('properties').values(row).execute();
  return (await findPropertyById(db, id))!;
}

export function findPropertyById(db: Db, id: string): Promise<Property | undefined> {
  return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest listing with this 8-character short id (the end of its SEO path). */
export function findPropertyByShortId(db: Db, shortId: string): Promise<Property | undefined> {
  return db
    .selectFrom('properties')
    .selectAll()
    .where('short_id', '=', shortId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Applies changed columns and stamps updated_at; new coordinates bring their public point along. */
export async function updateProperty(
  db: Db,
  id: string,
  changes: Partial<
    Omit<NewProperty, 'id' | 'short_id' | 'user_id' | 'created_at' | 'public_lat' | 'public_lng'>
  >,
): Promise<Property> {
  if ((changes.lat === undefined) !== (changes.lng === undefined))
    throw new Error('updateProperty: lat and lng change together');
  const point = changes.lat === undefined ? {} : publicPointColumns(changes.lat, changes.lng ?? null);
  await db
    .updateTable('properties')
    .set({ ...changes, ...point, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
  return (await findPropertyById(db, id))!;
}

/** Photo records for the caller's own listing uploads, in the order given; null names an id that is not theirs. */
export async function listingImagesOf(
  db: Db,
  userId: string,
  uploadIds: readonly string[],
): Promise<{ images: PropertyImageRecord[]; unknown: string[] }> {
  if (uploadIds.length === 0) return { images: [], unknown: [] };
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'variants'])
    .where('user_id', '=', userId)
    .where('bucket', '=', 'listing-images')
    .where('id', 'in', [...uploadIds])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const images: PropertyImageRecord[] = [];
  const unknown: string[] = [];
  for (const id of uploadIds) {
    const row = byId.get(id);
    if (!row) unknown.push(id);
    else
      images.push({
        uploadId: id,
        objects: Object.fromEntries(row.variants.map((v) => [v.name, v.object_name])),
      });
  }
  return { images, unknown };
}

/** SEO paths of the newest public listings, for the sitemap. */
export async function publicListingPaths(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('properties')
    .select(['id', 'city', 'state', 'zip', 'county'])
    .where(publiclyVisible)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(listingPath);
}
