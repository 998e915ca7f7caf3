// The offline US atlas the maps draw: its shape, and a loader that fetches it as a separate chunk on first use.

/** A county of the atlas (us-atlas gives bare names: "Cook", not "Cook County"). */
export interface AtlasCounty {
  /** Five-digit Census FIPS code, e.g. "17031". */
  fips: string;
  name: string;
  /** The first two digits of the FIPS code. */
  stateFips: string;
}

/** A map point in the atlas's units: [x, y] on the 975x610 frame. */
export type MapPoint = readonly [x: number, y: number];

/** The US drawn in one 975x610 frame (Albers USA, Alaska and Hawaii inset), as SVG path data. */
export interface UsAtlas {
  readonly width: number;
  readonly height: number;
  readonly counties: readonly AtlasCounty[];
  /** The outline of the whole country. */
  readonly nationPath: string;
  /** Borders between states (coastlines left out). */
  readonly stateBordersPath: string;
  /** Borders between counties (coastlines left out). */
  readonly countyBordersPath: string;
  /** The outline of one county, or undefined for an unknown FIPS code (computed once, then cached). */
  countyPath(fips: string): string | undefined;
  /** Where a place falls on the frame, or null outside the Albers USA insets (e.g. Puerto Rico). */
  project(lat: number, lng: number): MapPoint | null;
}

let loading: Promise<UsAtlas> | null = null;

/**
 * The atlas, loaded once: the topology (about 800 KB of JSON) and the geometry code come in their own chunk,
 * never with the first page load. A failed load is forgotten so the next call tries again.
 */
export function loadUsAtlas(): Promise<UsAtlas> {
  loading ??= import('./us-atlas-data')
    .then((module) => module.createUsAtlas())
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Miles along a meridian per degree of latitude. */
const MILES_PER_DEGREE_LAT = 69;
/** Frame units per mile in the lower 48 at scale 1300 (the fallback where the projection has no answer). */
const LOWER_48_UNITS_PER_MILE = 0.33;

/** How many frame units a mile spans at a place (Alaska's inset is drawn smaller than the lower 48). */
export function frameUnitsPerMile(atlas: UsAtlas, lat: number, lng: number): number {
  const here = atlas.project(lat, lng);
  const north = atlas.project(lat + 10 / MILES_PER_DEGREE_LAT, lng);
  if (!here || !north) return LOWER_48_UNITS_PER_MILE;
  return Math.hypot(north[0] - here[0], north[1] - here[1]) / 10;
}
