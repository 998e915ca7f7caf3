// Visitor-to-property distance in miles; how unknown distances sort and show (docs/product/privacy-and-location.md).

/** Sentinel distance meaning "unknown"; sorted last and never shown as a badge. */
export const UNKNOWN_DISTANCE = 9999;

/** Earth radius used by the distance rule, in miles. */
export const EARTH_RADIUS_MILES = 3959;

/** A point in decimal degrees. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Miles per degree of latitude (and of longitude at the equator) on a sphere of the earth's radius. */
export const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** Miles per degree of longitude at a latitude. */
export const milesPerDegreeLng = (lat: number): number => MILES_PER_DEGREE * Math.cos(toRadians(lat));

/**
 * Squared miles from `from` to `to` on a flat projection around `from` (longitude scaled at `from`'s latitude):
 * what a listing search orders by and filters a radius with, in plain arithmetic a database evaluates the same.
 */
export function searchDistanceSquared(from: LatLng, to: LatLng): number {
  const dx = (to.lng - from.lng) * milesPerDegreeLng(from.lat);
  const dy = (to.lat - from.lat) * MILES_PER_DEGREE;
  return dx * dx + dy * dy;
}

/**
 * The distance a listing search shows, rounded to 0.1 mile: from the same measure it orders by, so the distances
 * of a nearest-first list never go down (within a few hundred miles it is the great-circle distance to 0.1).
 */
export function searchDistanceMiles(from: LatLng, to: LatLng): number {
  return Math.round(Math.sqrt(searchDistanceSquared(from, to)) * 10) / 10;
}

/** Great-circle (haversine) distance in miles with an earth radius of 3959, rounded to 0.1 mile. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, h)));
  return Math.round(miles * 10) / 10;
}

/** Whether a distance is a real, known distance: a finite number of at least 0 and below {@link UNKNOWN_DISTANCE}. */
export function isKnownDistance(distance: number | null | undefined): distance is number {
  return (
    typeof distance === 'number' && Number.isFinite(distance) && distance >= 0 && distance < UNKNOWN_DISTANCE
  );
}

/**
 * Distance in miles between two points, or {@link UNKNOWN_DISTANCE} (9999) when either point is missing or has
 * coordinates that are not finite numbers (for example when geocoding a property failed).
 */
export function distanceOrUnknown(a: LatLng | null | undefined, b: LatLng | null | undefined): number {
  if (!a || !b) return UNKNOWN_DISTANCE;
  const miles = distanceMiles(a, b);
  return Number.isFinite(miles) ? miles : UNKNOWN_DISTANCE;
}

/** Comparator for sorting by distance, nearest first, with unknown distances (9999, missing, NaN) last. */
export function compareDistance(a: number | null | undefined, b: number | null | undefined): number {
  const knownA = isKnownDistance(a);
  const knownB = isKnownDistance(b);
  if (knownA && knownB) return a - b;
  if (knownA) return -1;
  if (knownB) return 1;
  return 0;
}

/** Whether to show the distance badge: only for a known distance below 9999. */
export function showDistanceBadge(distance: number | null | undefined): boolean {
  return isKnownDistance(distance);
}

/** Badge text of a distance, "12.3 mi" (one decimal), or "" when the distance is unknown. */
export function formatDistance(distance: number | null | undefined): string {
  return isKnownDistance(distance) ? `${distance.toFixed(1)} mi` : '';
}
