// The US atlas itself, built from us-atlas's pre-projected counties topology: loaded lazily as its own chunk.
import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import topologyJson from 'us-atlas/counties-albers-10m.json';
import type { AtlasCounty, UsAtlas } from './us-atlas';

type Topology = Parameters<typeof feature>[0];
type GeometryObject = NonNullable<Parameters<typeof mesh>[1]>;

/** Decimals kept in path data: 0.01 of a map unit (about 50 m) is finer than the 1:10M outlines. */
const PATH_DIGITS = 2;

/** Builds the atlas from the bundled topology (975x610, geoAlbersUsa scale 1300, translate [487.5, 305]). */
export function createUsAtlas(): UsAtlas {
  const topology = topologyJson as unknown as Topology;
  const objects = topology.objects as Record<'counties' | 'states' | 'nation', GeometryObject>;
  const path = geoPath().digits(PATH_DIGITS);
  const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);
  const countyFeatures = new Map<string, Parameters<typeof path>[0]>();
  const counties: AtlasCounty[] = [];
  const countyCollection = feature(topology, objects.counties) as unknown as {
    features: { id?: string | number; properties: { name?: string } | null }[];
  };
  for (const county of countyCollection.features) {
    const fips = String(county.id ?? '');
    if (!fips) continue;
    countyFeatures.set(fips, county as Parameters<typeof path>[0]);
    counties.push({ fips, name: county.properties?.name ?? '', stateFips: fips.slice(0, 2) });
  }
  const countyPaths = new Map<string, string>();
  return {
    width: 975,
    height: 610,
    counties,
    nationPath: path(feature(topology, objects.nation) as Parameters<typeof path>[0]) ?? '',
    stateBordersPath: path(mesh(topology, objects.states, (a, b) => a !== b)) ?? '',
    countyBordersPath: path(mesh(topology, objects.counties, (a, b) => a !== b)) ?? '',
    countyPath(fips) {
      let d = countyPaths.get(fips);
      if (d === undefined) {
        const shape = countyFeatures.get(fips);
        if (!shape) return undefined;
        d = path(shape) ?? '';
        countyPaths.set(fips, d);
      }
      return d;
    },
    project(lat, lng) {
      const point = projection([lng, lat]);
      return point ? [point[0], point[1]] : null;
    },
  };
}
