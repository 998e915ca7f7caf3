// How a property card shows its title, lot size, price, ROI and (for anonymous visitors) its location.

import { TITLE_MAX_LENGTH } from './listing-vocabulary';

// Money and ROI formats live alone in money-format.ts, so the SDK's calculator carries them without the rest.
export { formatNumber, formatPrice, formatRoi, MISSING_VALUE } from '../format/money-format';

/** Rounds to 2 decimals. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Square feet in one acre. */
export const SQFT_PER_ACRE = 43_560;

/** The ellipsis appended to a cut title: three dots, so it reads the same in every font and in plain text. */
export const TITLE_ELLIPSIS = '...';

/**
 * A card title cut to 35 characters: a longer title keeps its first 35 characters followed by "...";
 * a title of 35 characters or fewer is returned unchanged. Characters are Unicode code points, so an emoji is
 * never split in half.
 */
export function cutTitle(title: string): string {
  const chars = Array.from(title);
  if (chars.length <= TITLE_MAX_LENGTH) return title;
  return `${chars.slice(0, TITLE_MAX_LENGTH).join('')}${TITLE_ELLIPSIS}`;
}

/** Lot size in acres (43,560 sq ft an acre) rounded to 2 decimals, or null when the size is missing or not above 0. */
export function lotSizeAcres(lotSizeSqft: number | null | undefined): number | null {
  if (typeof lotSizeSqft !== 'number' || !Number.isFinite(lotSizeSqft) || lotSizeSqft <= 0) return null;
  return round2(lotSizeSqft / SQFT_PER_ACRE);
}

/**
 * Lot size as shown on a card: "0.25 acres", "1 acre", "< 0.01 acres" for a positive lot that rounds to 0,
 * or null when there is no lot size above 0 (the card then leaves it out).
 */
export function formatLotSize(lotSizeSqft: number | null | undefined): string | null {
  const acres = lotSizeAcres(lotSizeSqft);
  if (acres === null) return null;
  if (acres === 0) return '< 0.01 acres';
  return acres === 1 ? '1 acre' : `${acres} acres`;
}

/** The place a listing's location was geocoded to when it was written (city, state, ZIP and county columns). */
export interface ListingPlaceParts {
  city: string | null;
  state: string | null;
  zip: string | null;
  county?: string | null;
}

/**
 * The location an anonymous visitor may see, made only from the place the geocoder parsed out of the listing's
 * location ("Austin, TX 78701", "Austin, TX", "Travis County, TX", "TX"), never from the text itself: a street
 * address written without two commas ("12 Oak St Austin TX 78701") cannot slip through. Empty when the location
 * named no known place.
 */
export function publicLocation(place: ListingPlaceParts): string {
  const { city, state, zip, county } = place;
  if (!state) return '';
  if (city) return zip ? `${city}, ${state} ${zip}` : `${city}, ${state}`;
  if (county) return `${county}, ${state}`;
  return state;
}

/**
 * The last two comma-separated parts of a location as the owner typed it, trimmed and joined by ", "
 * ("12 Oak St, Austin, TX 78701" gives "Austin, TX 78701"). Empty parts (a stray comma) are ignored. Only a
 * preview of the typed text: what anonymous visitors are shown is {@link publicLocation} of the parsed place.
 */
export function truncateLocation(location: string | null | undefined): string {
  const parts = (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return parts.slice(-2).join(', ');
}
