// Which county contains a point: planar point-in-polygon over the county rings, prefiltered by a 0.5 degree grid.

import type { FlatRings } from './county-shapes';

/** Finds the county (by position) at a point. */
export interface CountyLocator {
  /** Position of the county containing the point, or -1. */
  locate(lng: number, lat: number): number;
  /**
   * Position of the county whose boundary is nearest the point within `maxMiles`, or -1 (for points just off a
   * generalized coastline). `accept` limits the counties considered.
   */
  nearest(lng: number, lat: number, maxMiles: number, accept?: (county: number) => boolean): number;
  /** The bounding box [minLng, minLat, maxLng, maxLat] of a county. */
  bbox(county: number): [number, number, number, number];
  /** Whether the point lies inside the given county. */
  contains(county: number, lng: number, lat: number): boolean;
}

const CELL_DEGREES = 0.5;
const GRID_MIN_LNG = -180;
const GRID_MIN_LAT = -20;
const GRID_COLUMNS = 720;
const GRID_ROWS = 190;
const MILES_PER_DEGREE = 69.09;

const cellColumn = (lng: number): number => Math.floor((lng - GRID_MIN_LNG) / CELL_DEGREES);
const cellRow = (lat: number): number => Math.floor((lat - GRID_MIN_LAT) / CELL_DEGREES);
const clampColumn = (column: number): number => Math.min(GRID_COLUMNS - 1, Math.max(0, column));
const clampRow = (row: number): number => Math.min(GRID_ROWS - 1, Math.max(0, row));

/** Distance from the point (px, py) to the segment (ax, ay)-(bx, by), every coordinate in miles. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/**
 * Builds a locator over county rings. Edges are straight lines in longitude/latitude, as in the Census
 * shapefiles us-atlas is made from (a spherical test would bow long east-west borders by kilometres).
 */
export function createCountyLocator({ coordinates, ringStarts, countyRingStarts }: FlatRings): CountyLocator {
  const countyCount = countyRingStarts.length - 1;
  const boxes = new Float64Array(countyCount * 4);
  for (let county = 0; county < countyCount; county++) {
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    const end = ringStarts[countyRingStarts[county + 1]!]!;
    for (let point = ringStarts[countyRingStarts[county]!]!; point < end; point++) {
      const x = coordinates[point * 2]!;
      const y = coordinates[point * 2 + 1]!;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    boxes[county * 4] = minX;
    boxes[county * 4 + 1] = minY;
    boxes[county * 4 + 2] = maxX;
    boxes[county * 4 + 3] = maxY;
  }

  // Grid cells -> counties whose bounding box touches the cell, as offsets into one flat array.
  const cellStarts = new Uint32Array(GRID_COLUMNS * GRID_ROWS + 1);
  const forEachCell = (county: number, visit: (cell: number) => void): void => {
    if (!Number.isFinite(boxes[county * 4]!)) return;
    const c0 = clampColumn(cellColumn(boxes[county * 4]!));
    const r0 = clampRow(cellRow(boxes[county * 4 + 1]!));
    const c1 = clampColumn(cellColumn(boxes[county * 4 + 2]!));
    const r1 = clampRow(cellRow(boxes[county * 4 + 3]!));
    for (let row = r0; row <= r1; row++) {
      for (let column = c0; column <= c1; column++) visit(row * GRID_COLUMNS + column);
    }
  };
  for (let county = 0; county < countyCount; county++) {
    forEachCell(county, (cell) => {
      cellStarts[cell + 1] = cellStarts[cell + 1]! + 1;
    });
  }
  for (let cell = 0; cell < GRID_COLUMNS * GRID_ROWS; cell++) {
    cellStarts[cell + 1] = cellStarts[cell + 1]! + cellStarts[cell]!;
  }
  const cellCounties = new Uint32Array(cellStarts[GRID_COLUMNS * GRID_ROWS]!);
  const fill = cellStarts.slice(0, GRID_COLUMNS * GRID_ROWS);
  for (let county = 0; county < countyCount; county++) {
    forEachCell(county, (cell) => {
      cellCounties[fill[cell]!] = county;
      fill[cell] = fill[cell]! + 1;
    });
  }

  const inBox = (county: number, x: number, y: number, margin = 0): boolean =>
    x >= boxes[county * 4]! - margin &&
    y >= boxes[county * 4 + 1]! - margin &&
    x <= boxes[county * 4 + 2]! + margin &&
    y <= boxes[county * 4 + 3]! + margin;

  const contains = (county: number, x: number, y: number): boolean => {
    if (!inBox(county, x, y)) return false;
    let inside = false;
    for (let ring = countyRingStarts[county]!; ring < countyRingStarts[county + 1]!; ring++) {
      const start = ringStarts[ring]!;
      const end = ringStarts[ring + 1]!;
      for (let i = start, j = end - 1; i < end; j = i++) {
        const xi = coordinates[i * 2]!;
        const yi = coordinates[i * 2 + 1]!;
        const xj = coordinates[j * 2]!;
        const yj = coordinates[j * 2 + 1]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    return inside;
  };

  const locate = (x: number, y: number): number => {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return -1;
    const column = cellColumn(x);
    const row = cellRow(y);
    if (column < 0 || column >= GRID_COLUMNS || row < 0 || row >= GRID_ROWS) return -1;
    const cell = row * GRID_COLUMNS + column;
    for (let k = cellStarts[cell]!; k < cellStarts[cell + 1]!; k++) {
      const county = cellCounties[k]!;
      if (contains(county, x, y)) return county;
    }
    return -1;
  };

  const nearest = (x: number, y: number, maxMiles: number, accept?: (county: number) => boolean): number => {
    if (!Number.isFinite(x) || !Number.isFinite(y) || Math.abs(y) > 89) return -1;
    const milesPerLng = MILES_PER_DEGREE * Math.cos((y * Math.PI) / 180);
    const marginLat = maxMiles / MILES_PER_DEGREE;
    const marginLng = maxMiles / milesPerLng;
    let best = -1;
    let bestMiles = maxMiles;
    const seen = new Set<number>();
    const r0 = clampRow(cellRow(y - marginLat));
    const r1 = clampRow(cellRow(y + marginLat));
    const c0 = clampColumn(cellColumn(x - marginLng));
    const c1 = clampColumn(cellColumn(x + marginLng));
    for (let row = r0; row <= r1; row++) {
      for (let column = c0; column <= c1; column++) {
        const cell = row * GRID_COLUMNS + column;
        for (let k = cellStarts[cell]!; k < cellStarts[cell + 1]!; k++) {
          const county = cellCounties[k]!;
          if (seen.has(county)) continue;
          seen.add(county);
          if (accept && !accept(county)) continue;
          if (!inBox(county, x, y, Math.max(marginLat, marginLng))) continue;
          for (let ring = countyRingStarts[county]!; ring < countyRingStarts[county + 1]!; ring++) {
            const start = ringStarts[ring]!;
            const end = ringStarts[ring + 1]!;
            for (let i = start + 1; i < end; i++) {
              const miles = segmentDistance(
                x * milesPerLng,
                y * MILES_PER_DEGREE,
                coordinates[(i - 1) * 2]! * milesPerLng,
                coordinates[(i - 1) * 2 + 1]! * MILES_PER_DEGREE,
                coordinates[i * 2]! * milesPerLng,
                coordinates[i * 2 + 1]! * MILES_PER_DEGREE,
              );
              if (miles <= bestMiles) {
                bestMiles = miles;
                best = county;
              }
            }
          }
        }
      }
    }
    return best;
  };

  return {
    locate,
    nearest,
    contains: (county, lng, lat) => county >= 0 && county < countyCount && contains(county, lng, lat),
    bbox: (county) => [
      boxes[county * 4]!,
      boxes[county * 4 + 1]!,
      boxes[county * 4 + 2]!,
      boxes[county * 4 + 3]!,
    ],
  };
}
