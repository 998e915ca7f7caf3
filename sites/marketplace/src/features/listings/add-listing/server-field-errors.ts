// Reads the API's 400 answer to a listing ("price: Price is required.; beds: ...") into messages per field.
import { ApiError } from '@dealloop/client';
import type { ListingField } from '@dealloop/core';

const FIELDS: ReadonlySet<string> = new Set<ListingField>([
  'title',
  'description',
  'location',
  'price',
  'beds',
  'baths',
  'sqft',
  'lotSize',
  'propertyType',
  'arv',
  'repairCost',
  'imageIds',
]);

/** A refused listing: the message of each field the server named, and what it said about no field in particular. */
export interface ServerListingErrors {
  fields: Partial<Record<ListingField, string>>;
  general: string | null;
}

/**
 * The field messages of a 400 answer. The API joins its validation issues as `path: message` with "; " between
 * them (server/src/http/router.ts); the first message of a known field is kept, the rest is general. Null for
 * any other error (not a 400), which the caller shows as is.
 */
export function serverListingErrors(error: unknown): ServerListingErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields: Partial<Record<ListingField, string>> = {};
  const general: string[] = [];
  for (const part of error.message.split('; ')) {
    const match = /^([A-Za-z]+)(?:\.[\w.]+)?: (.+)$/.exec(part);
    const field = match?.[1];
    if (match && field && FIELDS.has(field)) {
      fields[field as ListingField] ??= match[2]!;
    } else if (part.trim()) {
      general.push(part.trim());
    }
  }
  return { fields, general: general.length ? general.join(' ') : null };
}
