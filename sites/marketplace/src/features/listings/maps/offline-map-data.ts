// The built-in offline base map, built from the us-atlas data already in the site (states, counties) and the
// generated city list: GeoJSON for MapLibre's fills and lines, and label points the map draws as HTML (no glyphs
// are downloaded). Loaded as its own chunk, only when no tile source is configured.
import { geoCentroid } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import topologyJson from 'us-atlas/counties-10m.json';
import { US_CITIES } from './us-cities-data';

type Topology = Parameters<typeof feature>[0];
/** GeoJSON as MapLibre's geojson sources take it (typed loosely: the shapes come from topojson-client). */
type Geometry = { type: string };
type FeatureCollection = {
  type: 'FeatureCollection';
  features: { id?: string | number; properties: Record<string, unknown> | null }[];
};
type GeometryObject = NonNullable<Parameters<typeof mesh>[1]>;

/** A text the offline map draws at a point, from this zoom on (and, for states, up to a zoom). */
export interface MapLabel {
  id: string;
  text: string;
  kind: 'state' | 'county' | 'city';
  lng: number;
  lat: number;
  minZoom: number;
  maxZoom: number;
}

/** The offline base map's data. */
export interface OfflineMapData {
  states: FeatureCollection;
  stateBorders: Geometry;
  countyBorders: Geometry;
  labels: MapLabel[];
}

/** From which zoom a city of this many people is labelled. */
const cityMinZoom = (population: number) => (population >= 1_000_000 ? 3.5 : population >= 300_000 ? 5 : 6.5);

/** Builds the offline map's GeoJSON and labels from the bundled topology. */
export function createOfflineMapData(): OfflineMapData {
  const topology = topologyJson as unknown as Topology;
  const objects = topology.objects as Record<'counties' | 'states' | 'nation', GeometryObject>;
  const states = feature(topology, objects.states) as unknown as FeatureCollection;
  const counties = feature(topology, objects.counties) as unknown as FeatureCollection;
  const labels: MapLabel[] = [];
  for (const state of states.features) {
    const [lng, lat] = geoCentroid(state as never);
    const name = String(state.properties?.name ?? '');
    if (name)
      labels.push({ id: `s${state.id}`, text: name, kind: 'state', lng, lat, minZoom: 3, maxZoom: 7.5 });
  }
  for (const city of US_CITIES) {
    const [name, stateCode, lng, lat, population] = city;
    labels.push({
      id: `c${name}${stateCode}`,
      text: name,
      kind: 'city',
      lng,
      lat,
      minZoom: cityMinZoom(population),
      maxZoom: 24,
    });
  }
  for (const county of counties.features) {
    const [lng, lat] = geoCentroid(county as never);
    const name = String(county.properties?.name ?? '');
    if (name)
      labels.push({ id: `k${county.id}`, text: name, kind: 'county', lng, lat, minZoom: 7, maxZoom: 24 });
  }
  return {
    states,
    stateBorders: mesh(topology, objects.states, (a, b) => a !== b) as unknown as Geometry,
    countyBorders: mesh(topology, objects.counties, (a, b) => a !== b) as unknown as Geometry,
    labels,
  };
}
