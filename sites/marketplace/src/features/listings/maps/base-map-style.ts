// The base map's MapLibre style: the configured one (MAP_STYLE_URL as is; MAP_PMTILES_URL drawn with
// @protomaps/basemaps layers through the pmtiles protocol), else the built-in offline outline of states and
// counties, whose labels the map draws as HTML (offline-map-data.ts). Part of the lazy map chunk.
import type { StyleSpecification } from 'maplibre-gl';
import type { MapSource } from './map-source';
import type { MapLabel } from './offline-map-data';

/** What the map draws on: a style, and the labels it must draw itself (offline only). */
export interface BaseMap {
  style: StyleSpecification | string;
  labels: MapLabel[];
  /** Whether the base map comes from the network (then it carries its own labels and attribution). */
  online: boolean;
}

/** The offline outline's colours: water around, land, county and state lines. */
const OFFLINE_COLOURS = {
  water: '#dfe9f2',
  land: '#fbfaf7',
  county: '#d9d4ca',
  state: '#8f9aa6',
};

/** The offline outline, from the us-atlas data (its own chunk). */
async function offlineBaseMap(): Promise<BaseMap> {
  const { createOfflineMapData } = await import('./offline-map-data');
  const data = createOfflineMapData();
  const style: StyleSpecification = {
    version: 8,
    sources: {
      states: { type: 'geojson', data: data.states as never },
      'state-borders': { type: 'geojson', data: data.stateBorders as never },
      'county-borders': { type: 'geojson', data: data.countyBorders as never },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': OFFLINE_COLOURS.water } },
      { id: 'land', type: 'fill', source: 'states', paint: { 'fill-color': OFFLINE_COLOURS.land } },
      {
        id: 'county-borders',
        type: 'line',
        source: 'county-borders',
        minzoom: 5,
        paint: { 'line-color': OFFLINE_COLOURS.county, 'line-width': 0.8 },
      },
      {
        id: 'state-borders',
        type: 'line',
        source: 'state-borders',
        paint: { 'line-color': OFFLINE_COLOURS.state, 'line-width': 1.2 },
      },
    ],
  };
  return { style, labels: data.labels, online: false };
}

/** A self-hosted Protomaps archive: the pmtiles protocol, once per page, and the basemaps layers. */
async function pmtilesBaseMap(url: string): Promise<BaseMap> {
  const [{ addProtocol }, { Protocol }, { layers, namedFlavor }] = await Promise.all([
    import('maplibre-gl'),
    import('pmtiles'),
    import('@protomaps/basemaps'),
  ]);
  registerPmtiles(addProtocol, Protocol);
  const style: StyleSpecification = {
    version: 8,
    // The Protomaps fonts served beside the archive (README: Base map).
    glyphs: new URL('fonts/{fontstack}/{range}.pbf', url).href.replace(/%7B/g, '{').replace(/%7D/g, '}'),
    sources: {
      protomaps: {
        type: 'vector',
        url: `pmtiles://${url}`,
        attribution:
          '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org">OpenStreetMap</a>',
      },
    },
    layers: layers('protomaps', namedFlavor('light'), { lang: 'en' }),
  };
  return { style, labels: [], online: true };
}

let pmtilesRegistered = false;
function registerPmtiles(
  addProtocol: typeof import('maplibre-gl').addProtocol,
  Protocol: typeof import('pmtiles').Protocol,
) {
  if (pmtilesRegistered) return;
  addProtocol('pmtiles', new Protocol().tile);
  pmtilesRegistered = true;
}

/** The base map for the configured source (null: the offline outline). */
export function loadBaseMap(source: MapSource | undefined): Promise<BaseMap> {
  if (source && 'styleUrl' in source)
    return Promise.resolve({ style: source.styleUrl, labels: [], online: true });
  if (source && 'pmtilesUrl' in source) return pmtilesBaseMap(source.pmtilesUrl);
  return offlineBaseMap();
}
