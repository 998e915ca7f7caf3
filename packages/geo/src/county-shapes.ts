// County outlines: decoded from the us-atlas topology when the index is built, flattened into typed arrays, and
// stored in the index as integers on the topology's grid.

import { feature } from 'topojson-client';
import type { StoredShapes } from './index-format';

/** A polygon as rings of [lng, lat] positions, the first ring the outline, the others holes. */
export type PolygonRings = readonly (readonly (readonly number[])[])[];

/** A polygon or multipolygon of the us-atlas counties object, with its county FIPS code as id. */
export interface CountyGeometry {
  type: 'Polygon' | 'MultiPolygon';
  id: string;
  arcs: number[][] | number[][][];
  properties?: { name?: string };
}

/** The us-atlas counties-10m topology (quantized TopoJSON). */
export interface CountyTopology {
  type: 'Topology';
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: number[][][];
  objects: { counties: { type: 'GeometryCollection'; geometries: CountyGeometry[] } } & Record<
    string,
    unknown
  >;
}

/** All county rings in flat arrays: points as lng, lat pairs; ring r spans points ringStarts[r] to ringStarts[r + 1]. */
export interface FlatRings {
  coordinates: Float64Array;
  ringStarts: Uint32Array;
  /** County c has rings countyRingStarts[c] to countyRingStarts[c + 1]. */
  countyRingStarts: Uint32Array;
}

type TopologyArgument = Parameters<typeof feature>[0];
type ObjectArgument = Parameters<typeof feature>[1];

/** The polygons of some geometries of a topology, in order (decoded with topojson-client). */
export function topologyPolygons(
  topology: CountyTopology,
  geometries: readonly CountyGeometry[],
): PolygonRings[][] {
  return geometries.map((geometry) => {
    const decoded = feature(topology as unknown as TopologyArgument, geometry as unknown as ObjectArgument);
    const shape = 'geometry' in decoded ? decoded.geometry : null;
    if (shape?.type === 'Polygon') return [shape.coordinates];
    if (shape?.type === 'MultiPolygon') return shape.coordinates;
    return [];
  });
}

/** Flattens per-county polygons into typed arrays. */
export function flattenPolygons(counties: readonly PolygonRings[][]): FlatRings {
  const rings = counties.flatMap((polygons) => polygons.flatMap((polygon) => [...polygon]));
  const coordinates = new Float64Array(rings.reduce((sum, ring) => sum + ring.length * 2, 0));
  const ringStarts = new Uint32Array(rings.length + 1);
  const countyRingStarts = new Uint32Array(counties.length + 1);
  let point = 0;
  rings.forEach((ring, index) => {
    ringStarts[index] = point;
    for (const [lng = Number.NaN, lat = Number.NaN] of ring) {
      coordinates[point * 2] = lng;
      coordinates[point * 2 + 1] = lat;
      point++;
    }
  });
  ringStarts[rings.length] = point;
  let ring = 0;
  counties.forEach((polygons, county) => {
    countyRingStarts[county] = ring;
    for (const polygon of polygons) ring += polygon.length;
  });
  countyRingStarts[counties.length] = ring;
  return { coordinates, ringStarts, countyRingStarts };
}

/** Stores flat rings on the topology's integer grid. */
export function encodeShapes(flat: FlatRings, transform: CountyTopology['transform']): StoredShapes {
  const [scaleX, scaleY] = transform.scale;
  const [translateX, translateY] = transform.translate;
  const countyCount = flat.countyRingStarts.length - 1;
  const ringCount = flat.ringStarts.length - 1;
  return {
    scale: [scaleX, scaleY],
    translate: [translateX, translateY],
    rings: Uint16Array.from(
      { length: countyCount },
      (_, c) => flat.countyRingStarts[c + 1]! - flat.countyRingStarts[c]!,
    ),
    points: Uint32Array.from({ length: ringCount }, (_, r) => flat.ringStarts[r + 1]! - flat.ringStarts[r]!),
    coordinates: Int32Array.from(flat.coordinates, (value, i) =>
      Math.round((value - (i % 2 === 0 ? translateX : translateY)) / (i % 2 === 0 ? scaleX : scaleY)),
    ),
  };
}

/** Flat rings back from {@link encodeShapes}. */
export function decodeShapes(stored: StoredShapes): FlatRings {
  const [scaleX, scaleY] = stored.scale;
  const [translateX, translateY] = stored.translate;
  const countyRingStarts = new Uint32Array(stored.rings.length + 1);
  stored.rings.forEach((count, county) => {
    countyRingStarts[county + 1] = countyRingStarts[county]! + count;
  });
  const ringStarts = new Uint32Array(stored.points.length + 1);
  stored.points.forEach((count, ring) => {
    ringStarts[ring + 1] = ringStarts[ring]! + count;
  });
  const coordinates = new Float64Array(stored.coordinates.length);
  for (let i = 0; i < coordinates.length; i += 2) {
    coordinates[i] = stored.coordinates[i]! * scaleX + translateX;
    coordinates[i + 1] = stored.coordinates[i + 1]! * scaleY + translateY;
  }
  return { coordinates, ringStarts, countyRingStarts };
}
