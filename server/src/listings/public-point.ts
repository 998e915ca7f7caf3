// The coarse point of a listing that anonymous visitors are shown and searched by: its coordinates rounded once, when
// the listing is written, and stored beside the precise ones (migration 20261126_0024).

/** Decimal places of the coordinates anonymous visitors get: about 1 km, no finer than their city or ZIP code. */
export const PUBLIC_COORDINATE_DECIMALS = 2;
const SCALE = 10 ** PUBLIC_COORDINATE_DECIMALS;

/** One coordinate rounded to the public precision; null stays null. */
export const publicCoordinate = (value: number | null): number | null =>
  value === null ? null : Math.round(value * SCALE) / SCALE;

/** The public point's columns for a listing at (lat, lng). */
export const publicPointColumns = (lat: number | null, lng: number | null) => ({
  public_lat: publicCoordinate(lat),
  public_lng: publicCoordinate(lng),
});
