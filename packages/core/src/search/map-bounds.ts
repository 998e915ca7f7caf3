// The map's visible box as a search filter (`bounds=west,south,east,north` on GET /properties and on the
// marketplace's map view): parsing and validation, the box test, and its URL form. A box that crosses the
// antimeridian (west > east) is refused rather than read as the whole world minus a strip: the marketplace's
// map is of the United States and never asks for one.

/** A longitude/latitude box in degrees: west <= east, south <= north. */
export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The texts of a refused box (the API answers them as 400 invalid_bounds). */
export const MAP_BOUNDS_ERRORS = Object.freeze({
  format: 'bounds must be four numbers: west,south,east,north.',
  range: 'bounds must lie within longitude -180..180 and latitude -90..90.',
  order: 'bounds must have south at or below north.',
  antimeridian:
    'bounds crossing the antimeridian (west greater than east) are not supported; send two boxes as two searches.',
});

/** The outcome of parsing a `bounds` text. */
export type MapBoundsResult = { ok: true; bounds: MapBounds } | { ok: false; message: string };

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

/** Reads `west,south,east,north`; says why a text is refused. */
export function parseMapBounds(text: string): MapBoundsResult {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) {
    return { ok: false, message: MAP_BOUNDS_ERRORS.format };
  }
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const lngOk = (v: number) => v >= -180 && v <= 180;
  const latOk = (v: number) => v >= -90 && v <= 90;
  if (!lngOk(west) || !lngOk(east) || !latOk(south) || !latOk(north)) {
    return { ok: false, message: MAP_BOUNDS_ERRORS.range };
  }
  if (south > north) return { ok: false, message: MAP_BOUNDS_ERRORS.order };
  if (west > east) return { ok: false, message: MAP_BOUNDS_ERRORS.antimeridian };
  return { ok: true, bounds: { west, south, east, north } };
}

/** Whether a point lies in the box (edges included); a missing point never does. */
export function inMapBounds(bounds: MapBounds, lat: number | null, lng: number | null): boolean {
  if (lat === null || lng === null || Number.isNaN(lat) || Number.isNaN(lng)) return false;
  return lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east;
}

/** The box as the `bounds` parameter, rounded to 4 decimals (about 10 m) so equal views give equal URLs. */
export function mapBoundsToParam(bounds: MapBounds): string {
  const round = (v: number) => Number(v.toFixed(4));
  return [bounds.west, bounds.south, bounds.east, bounds.north].map(round).join(',');
}
