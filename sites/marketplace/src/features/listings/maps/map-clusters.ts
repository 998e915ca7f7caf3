// Pins grouped by screen position: pins closer than a cell on screen become one cluster marker that zooms in,
// so a city of listings is a number, not a pile of overlapping links. Pure: the map passes its projection.
import type { MapPin } from './map-types';

/** A marker on screen: one pin, or a cluster of pins at their mean position. */
export type PlacedMarker =
  | { kind: 'pin'; pin: MapPin; x: number; y: number }
  | { kind: 'cluster'; id: string; pins: MapPin[]; x: number; y: number };

/** Screen pixels: pins in the same cell of this size are clustered. */
export const CLUSTER_CELL_PX = 48;

/**
 * Places pins on a screen of `width` x `height` through `project` (longitude/latitude to pixels), leaving out
 * those off screen, and clusters pins that share a cell. A cluster's id is its pins' ids, so it is stable while
 * the same pins stay together.
 */
export function placeMarkers(
  pins: readonly MapPin[],
  project: (lng: number, lat: number) => { x: number; y: number },
  size: { width: number; height: number },
  cell = CLUSTER_CELL_PX,
): PlacedMarker[] {
  const cells = new Map<string, { pins: MapPin[]; x: number; y: number }>();
  for (const pin of pins) {
    const { x, y } = project(pin.lng, pin.lat);
    if (!(x >= 0 && y >= 0 && x <= size.width && y <= size.height)) continue;
    const key = `${Math.floor(x / cell)}:${Math.floor(y / cell)}`;
    const group = cells.get(key);
    if (group) {
      group.pins.push(pin);
      group.x += x;
      group.y += y;
    } else cells.set(key, { pins: [pin], x, y });
  }
  const markers: PlacedMarker[] = [];
  for (const group of cells.values()) {
    const [x, y] = [group.x / group.pins.length, group.y / group.pins.length];
    if (group.pins.length === 1) markers.push({ kind: 'pin', pin: group.pins[0]!, x, y });
    else
      markers.push({
        kind: 'cluster',
        id: group.pins
          .map((pin) => pin.id)
          .sort()
          .join(','),
        pins: group.pins,
        x,
        y,
      });
  }
  return markers;
}

/** The longitude/latitude box around some pins. */
export function pinsBounds(
  pins: readonly Pick<MapPin, 'lat' | 'lng'>[],
): [[number, number], [number, number]] | null {
  if (pins.length === 0) return null;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const pin of pins) {
    west = Math.min(west, pin.lng);
    east = Math.max(east, pin.lng);
    south = Math.min(south, pin.lat);
    north = Math.max(north, pin.lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}
