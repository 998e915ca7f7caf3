// The part of the atlas frame a map shows: fitted around points or a circle, padded, never too small.
import type { MapPoint } from './us-atlas';

/** A rectangle of the atlas frame, in its units (an SVG viewBox). */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How a box is fitted. */
export interface FitOptions {
  /** Space added on every side, as a share of the fitted extent (0.15 adds 15% each side). */
  padding: number;
  /** The smallest width shown, in frame units, so one point or a tight cluster is not zoomed to a blur. */
  minWidth: number;
}

/** The whole US frame of the atlas. */
export const ATLAS_FRAME: ViewBox = Object.freeze({ x: 0, y: 0, width: 975, height: 610 });

/** The `viewBox` attribute text of a box. */
export const viewBoxAttribute = (box: ViewBox) =>
  [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 100) / 100).join(' ');

/**
 * The box around `points`, padded, at least `minWidth` wide, with the frame's aspect ratio (so the map never
 * changes shape), kept inside the frame where it fits. No points: the whole frame.
 */
export function fitViewBox(
  points: readonly MapPoint[],
  options: FitOptions,
  frame: ViewBox = ATLAS_FRAME,
): ViewBox {
  if (points.length === 0) return { ...frame };
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const aspect = frame.width / frame.height;
  let width = Math.max((maxX - minX) * (1 + 2 * options.padding), options.minWidth);
  let height = (maxY - minY) * (1 + 2 * options.padding);
  if (width / aspect < height) width = height * aspect;
  height = width / aspect;
  if (width >= frame.width) return { ...frame };
  const centerX = (minX + maxX) / 2;
  const centerY = (minY + maxY) / 2;
  const x = clamp(centerX - width / 2, frame.x, frame.x + frame.width - width);
  const y = clamp(centerY - height / 2, frame.y, frame.y + frame.height - height);
  return { x, y, width, height };
}

/** The box around a circle of `radius` frame units, padded, at least `minWidth` wide. */
export function circleViewBox(
  center: MapPoint,
  radius: number,
  options: FitOptions,
  frame: ViewBox = ATLAS_FRAME,
): ViewBox {
  const [x, y] = center;
  return fitViewBox(
    [
      [x - radius, y - radius],
      [x + radius, y + radius],
    ],
    options,
    frame,
  );
}

/** Whether a point lies in the box. */
export const inViewBox = (box: ViewBox, [x, y]: MapPoint) =>
  x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;

/** A point's place in the box as percentages from its left and top edges (for HTML drawn over the map). */
export const percentInViewBox = (box: ViewBox, [x, y]: MapPoint) => ({
  left: ((x - box.x) / box.width) * 100,
  top: ((y - box.y) / box.height) * 100,
});

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
