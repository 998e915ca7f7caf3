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

/** The serializer's JSON of one listing for both viewer classes, cut around the distance value (see listingText). */
export interface ListingText {
  /** Anonymous view up to and including `"distance":`. */
  readonly anonymousBefore: string;
  /** Signed-in view up to and including `"distance":`. */
  readonly signedInBefore: string;
  /** Anonymous view after the distance value. */
  readonly after: string;
  /** Signed-in view after the distance value (the same string when it is the same text, as today). */
  readonly signedInAfter: string;
  /** Where the photos' JSON value starts in `after` and how long it is (-1: not found), so it can be shared. */
  readonly imagesAt: number;
  readonly imagesLength: number;
  /** The coordinates each viewer class is shown, from which its distance is measured. */
  readonly lat: readonly [number | null, number | null];
  readonly lng: readonly [number | null, number | null];
}

/**
 * A growing byte buffer that one page of results is written into, reused from page to page: a listing writes its
 * bytes straight into it, with no intermediate copy of its own.
 */
export class PageBuffer {
  bytes: Buffer = Buffer.allocUnsafe(1 << 16);
  at = 0;

  /** Makes room for `length` more bytes. */
  room(length: number): void {
    if (this.at + length <= this.bytes.length) return;
    const bytes = Buffer.allocUnsafe(Math.max(this.at + length, this.bytes.length * 2));
    this.bytes.copy(bytes, 0, 0, this.at);
    this.bytes = bytes;
  }

  /** Appends ASCII text (JSON numbers, null, punctuation). */
  ascii(text: string): void {
    this.room(text.length);
    const { bytes } = this;
    for (let c = 0; c < text.length; c++) bytes[this.at + c] = text.charCodeAt(c);
    this.at += text.length;
  }

  /** Appends bytes. */
  append(source: Uint8Array): void {
    this.room(source.length);
    this.bytes.set(source, this.at);
    this.at += source.length;
  }

  /** A copy of what was written, and the buffer emptied for the next page. */
  take(): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(this.at);
    out.set(this.bytes.subarray(0, this.at));
    this.at = 0;
    return out;
  }
}

/** One listing's JSON for a page, written for a viewer class with a request's distance value. */
export interface ListingJson {
  /** Appends its JSON as the viewer class sees it, `distance` (JSON text) as the distance field's value. */
  writeTo(out: PageBuffer, viewer: ViewerClass, distance: string): void;
  /** The coordinates the viewer class is shown, from which its distance is measured. */
  lat(viewer: ViewerClass): number | null;
  lng(viewer: ViewerClass): number | null;
}

/** A view's JSON cut around its distance value (the views are made without one, so it is null). */
function cut(text: string): { before: string; after: string } {
  const at = text.indexOf(NO_DISTANCE);
  if (at < 0 || at !== text.lastIndexOf(NO_DISTANCE))
    throw new Error('listing JSON without one distance field');
  return { before: text.slice(0, at + DISTANCE.length), after: text.slice(at + NO_DISTANCE.length) };
}

const IMAGES = '"images":';

/** Makes the serializer's JSON of a listing for both viewer classes, cut as {@link ListingText} describes. */
export function listingText(property: Property, publicUrl: string): ListingText {
  const anonymousView = serializeProperty(property, null, publicUrl);
  const signedInView = serializeProperty(property, SIGNED_IN, publicUrl);
  const anonymous = cut(JSON.stringify(anonymousView));
  const signedIn = cut(JSON.stringify(signedInView));
  // The photos' JSON, found where the serializer put it (the listings of one owner often share their photos).
  const images = JSON.stringify(anonymousView.images);
  const key = anonymous.after.indexOf(IMAGES);
  const imagesAt =
    key >= 0 && images !== undefined && anonymous.after.startsWith(images, key + IMAGES.length)
      ? key + IMAGES.length
      : -1;
  return {
    anonymousBefore: anonymous.before,
    signedInBefore: signedIn.before,
    after: anonymous.after,
    signedInAfter: signedIn.after === anonymous.after ? anonymous.after : signedIn.after,
    imagesAt,
    imagesLength: imagesAt < 0 ? 0 : images!.length,
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
  const lat = json.lat(viewer);
  const lng = json.lng(viewer);
  if (!from || lat === null || lng === null) return 'null';
  const miles = searchDistanceMiles(from, { lat, lng });
  return Number.isFinite(miles) ? String(miles) : 'null';
}

/** One page buffer per process: a page is written and taken in one synchronous call. */
const pageBuffer = new PageBuffer();

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
  const out = pageBuffer;
  out.at = 0;
  out.ascii('{"items":[');
  listings.forEach((json, index) => {
    if (index > 0) out.ascii(',');
    json.writeTo(out, viewer, distanceText(json, viewer, from));
  });
  out.append(
    Buffer.from(
      `],"nextCursor":${JSON.stringify(fields.nextCursor)},"total":${JSON.stringify(fields.total)},"place":${JSON.stringify(fields.place)}}`,
    ),
  );
  return out.take();
}
