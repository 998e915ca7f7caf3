// The choropleth scale of the counties map: active-listing counts in up to five classes, and the legend.
import { formatNumber } from '@dealloop/core';
import { vars } from '@dealloop/ui';

/** Fills of the five classes, lightest first: the theme's accent mixed into the surface (follows dark mode). */
export const SCALE_FILLS: readonly string[] = [18, 36, 54, 72, 90].map(
  (share) => `color-mix(in srgb, ${vars.color.accent} ${share}%, ${vars.color.surface})`,
);

/** The fill of a county with public listings but none active. */
export const NEUTRAL_FILL = vars.color.surfaceMuted;

/** One class of the scale: counts from `min` to `max` (inclusive; `max` null is open-ended). */
export interface ScaleClass {
  min: number;
  max: number | null;
  /** Index into the palette, 0 = lightest. */
  step: number;
}

/** Up to five classes of active-listing counts, geometric from 1 to the highest count, on round numbers. */
export function countyScale(highest: number, classes = 5): ScaleClass[] {
  if (highest < 1) return [];
  const bounds: number[] = [];
  for (let i = 1; i < classes; i += 1) {
    const bound = roundNumber(highest ** (i / classes));
    if (bound >= 1 && bound < highest && bound > (bounds.at(-1) ?? 0)) bounds.push(bound);
  }
  const result: ScaleClass[] = [];
  let min = 1;
  for (const bound of bounds) {
    result.push({ min, max: bound, step: 0 });
    min = bound + 1;
  }
  result.push({ min, max: min === highest ? highest : null, step: 0 });
  const spread = result.length === 1 ? 0 : (classes - 1) / (result.length - 1);
  return result.map((scaleClass, index) => ({ ...scaleClass, step: Math.round(index * spread) }));
}

/** The class of a count, or null for 0 (neutral). */
export function classOf(scale: readonly ScaleClass[], count: number): ScaleClass | null {
  if (count < 1) return null;
  return scale.find((scaleClass) => scaleClass.max === null || count <= scaleClass.max) ?? null;
}

/** "1", "2–5", "26+": the legend text of a class. */
export function classLabel(scaleClass: ScaleClass): string {
  if (scaleClass.max === null) return `${formatNumber(scaleClass.min)}+`;
  if (scaleClass.max === scaleClass.min) return formatNumber(scaleClass.min);
  return `${formatNumber(scaleClass.min)}–${formatNumber(scaleClass.max)}`;
}

/** The nearest of 1, 2, 5, 10, 20, 50… at or below a value. */
function roundNumber(value: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const leading = value / magnitude;
  return (leading >= 5 ? 5 : leading >= 2 ? 2 : 1) * magnitude;
}
