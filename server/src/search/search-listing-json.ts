// The JSON of a listing in search results, made once per listing by the serializer itself and cut into what every
// viewer shares, what differs between anonymous and signed-in viewers (location, coordinates) and the distance
// of each request, so that a page of results is assembled by copying bytes instead of serializing objects.
import { searchDistanceMiles } from '@dealloop/core';
import type { Property } from '../db/schema';
import { serializeProperty, type Viewer } from '../listings/property-serializer';

/** Anonymous (0) or signed in (1): the only difference the serializer makes between viewers. */
export type ViewerClass = 0 | 1;

/** The class of a viewer. */
export const viewerClassOf = (viewer: Viewer): ViewerClass => (viewer === null ? 0 : 1);

/** A signed-in viewer who owns nothing and moderates nothing, to render the signed-in view. */
const SIGNED_IN: Viewer = { userId: '', roles: [] };
const DISTANCE = '"distance":';
const NO_DISTANCE = `${DISTANCE}null`;

/**
 * One listing's JSON as the search route sends it, in UTF-8: for anonymous viewers the text before the distance
 * value and after it; signed-in viewers share the first `head` bytes of the first, then have their own middle and
 * tail (the anonymous tail when it is the same). `lat`/`lng` are the coordinates each viewer class is shown, from
 * which its distance is measured (anonymous viewers get coarse ones).
 */
export interface ListingJson {
  readonly anonymous: readonly [Buffer, Buffer];
  readonly head: number;
  readonly signedInMiddle: Buffer;
  readonly signedInTail: Buffer;
  readonly lat: readonly [number | null, number | null];
  readonly lng: readonly [number | null, number | null];
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a.charCodeAt(length) === b.charCodeAt(length)) length++;
  return length;
}

/** A view's JSON cut around its distance value (the views are made without one, so it is null). */
function cut(text: string): { before: string; after: string } {
  const at = text.indexOf(NO_DISTANCE);
  if (at < 0 || at !== text.lastIndexOf(NO_DISTANCE))
    throw new Error('listing JSON without one distance field');
  return { before: text.slice(0, at + DISTANCE.length), after: text.slice(at + NO_DISTANCE.length) };
}

/** Makes the serializer's JSON of a listing for both viewer classes, cut as {@link ListingJson} describes. */
export function listingJson(property: Property, publicUrl: string): ListingJson {
  const anonymousView = serializeProperty(property, null, publicUrl);
  const signedInView = serializeProperty(property, SIGNED_IN, publicUrl);
  const anonymous = cut(JSON.stringify(anonymousView));
  const signedIn = cut(JSON.stringify(signedInView));
  const head = commonPrefixLength(anonymous.before, signedIn.before);
  const anonymousTail = Buffer.from(anonymous.after);
  return {
    anonymous: [Buffer.from(anonymous.before), anonymousTail],
    head: Buffer.byteLength(anonymous.before.slice(0, head)),
    signedInMiddle: Buffer.from(signedIn.before.slice(head)),
    // The fields after the distance are the same for every viewer today: stored once when they are.
    signedInTail: signedIn.after === anonymous.after ? anonymousTail : Buffer.from(signedIn.after),
    lat: [anonymousView.lat, signedInView.lat],
    lng: [anonymousView.lng, signedInView.lng],
  };
}

/** The distance field's value as the serializer computes it, as JSON text (String is JSON for finite numbers). */
function distanceText(
  json: ListingJson,
  viewer: ViewerClass,
  from: { lat: number; lng: number } | null,
): string {
  const lat = json.lat[viewer];
  const lng = json.lng[viewer];
  if (!from || lat === null || lng === null) return 'null';
  const miles = searchDistanceMiles(from, { lat, lng });
  return Number.isFinite(miles) ? String(miles) : 'null';
}

/** The pieces of one listing's JSON for a viewer class; the distance goes before the last one. */
function pieces(json: ListingJson, viewer: ViewerClass): readonly Uint8Array[] {
  return viewer === 0
    ? json.anonymous
    : [json.anonymous[0].subarray(0, json.head), json.signedInMiddle, json.signedInTail];
}

const PAGE_START = Buffer.from('{"items":[');

/** What the search route answers besides the listings. */
export interface PageFields {
  nextCursor: string | null;
  total: number | null;
  place: { found: boolean; placeName: string | null; precision: string | null } | null;
}

/**
 * The search route's JSON body, byte for byte what `c.json({ items, nextCursor, total, place })` sends for
 * these listings serialized for this viewer and position.
 */
export function pageJson(
  listings: readonly ListingJson[],
  viewer: ViewerClass,
  from: { lat: number; lng: number } | null,
  fields: PageFields,
): Uint8Array<ArrayBuffer> {
  const end = Buffer.from(
    `],"nextCursor":${JSON.stringify(fields.nextCursor)},"total":${JSON.stringify(fields.total)},"place":${JSON.stringify(fields.place)}}`,
  );
  const distances = listings.map((json) => distanceText(json, viewer, from));
  const parts = listings.map((json) => pieces(json, viewer));
  let length = PAGE_START.length + end.length + Math.max(0, listings.length - 1);
  parts.forEach((listing, index) => {
    for (const piece of listing) length += piece.length;
    length += distances[index]!.length;
  });
  const out = Buffer.allocUnsafe(length);
  out.set(PAGE_START, 0);
  let at = PAGE_START.length;
  parts.forEach((listing, index) => {
    if (index > 0) out[at++] = 0x2c; // ,
    for (let i = 0; i < listing.length; i++) {
      if (i === listing.length - 1) {
        const distance = distances[index]!;
        for (let c = 0; c < distance.length; c++) out[at + c] = distance.charCodeAt(c);
        at += distance.length;
      }
      out.set(listing[i]!, at);
      at += listing[i]!.length;
    }
  });
  out.set(end, at);
  return out;
}
