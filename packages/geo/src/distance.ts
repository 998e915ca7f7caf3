// Great-circle distance in miles, earth radius 3959 miles as the product uses (docs/product/privacy-and-location.md).

const EARTH_RADIUS_MILES = 3959;
const RADIANS = Math.PI / 180;

/** Haversine distance in miles between two points in decimal degrees. */
export function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const h =
    Math.sin(((lat2 - lat1) * RADIANS) / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(((lng2 - lng1) * RADIANS) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, h)));
}
