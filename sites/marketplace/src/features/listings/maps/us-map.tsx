// UsMap: an offline map of the US (states, counties, pins, areas), drawn as SVG from the us-atlas package.
import { MAP_TEXTS } from '@dealloop/core';
import { cx } from '@dealloop/ui';
import { type MouseEvent, useMemo } from 'react';
import { PinMarker } from './map-pin-marker';
import type { MapArea, MapCounty, MapFocus, MapPin } from './map-types';
import {
  ATLAS_FRAME,
  circleViewBox,
  fitViewBox,
  inViewBox,
  percentInViewBox,
  type ViewBox,
  viewBoxAttribute,
} from './map-view-box';
import { frameUnitsPerMile, type MapPoint, type UsAtlas } from './us-atlas';
import * as styles from './us-map.css';
import { useUsAtlas } from './use-us-atlas';

export type { MapArea, MapCounty, MapFocus, MapPin, MapPinTone } from './map-types';

export interface UsMapProps {
  /** The accessible name of the map, e.g. "Map of this listing's area". */
  label: string;
  pins?: readonly MapPin[];
  /** The highlighted pin (drawn larger, on top, marked current/pressed). */
  selectedPinId?: string | null;
  /** Called when a pin is clicked or activated with the keyboard (before a link pin navigates). */
  onPinSelect?: (id: string) => void;
  areas?: readonly MapArea[];
  /**
   * Shades counties: a CSS colour for a FIPS code, or undefined to leave it unshaded. Keep it stable (useMemo or
   * useCallback): a new function re-draws every county.
   */
  countyFill?: (fips: string) => string | undefined;
  /** A hover tooltip of a shaded county. */
  countyTitle?: (county: MapCounty) => string | undefined;
  /**
   * Makes shaded counties clickable. Counties are pointer shortcuts only: they are hidden from assistive
   * technology and are not tab stops (thousands of shapes make a useless tab order), so a page that uses this
   * must offer the same choice in its own markup, such as a table of the counties with links.
   */
  onCountySelect?: (county: MapCounty) => void;
  /** Default: `pins` when there are pins or areas, else `nation`. */
  focus?: MapFocus;
  /** The narrowest span shown when fitting pins, in miles (default 40), so one city's pins are not a blur. */
  minSpanMiles?: number;
  /** County borders: `auto` (default) shows them when zoomed in or when counties are shaded. */
  countyBorders?: 'auto' | 'always' | 'never';
  className?: string;
}

/** Padding around fitted pins and areas, as a share of their extent. */
const FIT_PADDING = 0.15;
/** Below this view width (frame units, about 1/3 of the US) county borders are shown in `auto` mode. */
const COUNTY_BORDER_MAX_WIDTH = 325;
const DEFAULT_MIN_SPAN_MILES = 40;
const NO_PINS: readonly MapPin[] = [];
const NO_AREAS: readonly MapArea[] = [];

function viewBoxOf(
  atlas: UsAtlas,
  focus: MapFocus,
  pins: readonly MapPin[],
  areas: readonly MapArea[],
  minSpanMiles: number,
): ViewBox {
  if (focus === 'nation') return { ...ATLAS_FRAME };
  if (typeof focus === 'object') {
    const center = atlas.project(focus.lat, focus.lng);
    if (!center) return { ...ATLAS_FRAME };
    const radius = focus.radiusMiles * frameUnitsPerMile(atlas, focus.lat, focus.lng);
    return circleViewBox(center, radius, { padding: 0, minWidth: 0 });
  }
  const points: MapPoint[] = [];
  const places = [...pins, ...areas];
  for (const place of places) {
    const point = atlas.project(place.lat, place.lng);
    if (!point) continue;
    const radius =
      'radiusMiles' in place ? place.radiusMiles * frameUnitsPerMile(atlas, place.lat, place.lng) : 0;
    points.push([point[0] - radius, point[1] - radius], [point[0] + radius, point[1] + radius]);
  }
  if (points.length === 0) return { ...ATLAS_FRAME };
  const middle = places[Math.floor(places.length / 2)]!;
  const minWidth = minSpanMiles * frameUnitsPerMile(atlas, middle.lat, middle.lng);
  return fitViewBox(points, { padding: FIT_PADDING, minWidth });
}

/**
 * A map of the US drawn offline from us-atlas: the nation, state borders, county borders when zoomed in or
 * shaded, shaded counties, approximate areas and pins. The frame keeps the atlas's 975:610 shape at every width
 * (no layout jump while the atlas loads; a text status shows meanwhile, and a retry if it fails).
 *
 * Pins are HTML links or buttons over the SVG, each named by its label, so they are reachable by keyboard and
 * stay the same size at every zoom. The drawing itself is decorative (aria-hidden).
 */
export function UsMap({
  label,
  pins = NO_PINS,
  selectedPinId = null,
  onPinSelect,
  areas = NO_AREAS,
  countyFill,
  countyTitle,
  onCountySelect,
  focus,
  minSpanMiles = DEFAULT_MIN_SPAN_MILES,
  countyBorders = 'auto',
  className,
}: UsMapProps) {
  const { status, atlas, retry } = useUsAtlas();
  const effectiveFocus = focus ?? (pins.length || areas.length ? 'pins' : 'nation');
  const box = useMemo(
    () => (atlas ? viewBoxOf(atlas, effectiveFocus, pins, areas, minSpanMiles) : ATLAS_FRAME),
    [atlas, effectiveFocus, pins, areas, minSpanMiles],
  );
  const shaded = useMemo(() => {
    if (!atlas || !countyFill) return [];
    return atlas.counties.flatMap((county) => {
      const fill = countyFill(county.fips);
      const d = fill === undefined ? undefined : atlas.countyPath(county.fips);
      return d ? [{ county, fill, d, title: countyTitle?.(county) }] : [];
    });
  }, [atlas, countyFill, countyTitle]);

  const showCountyBorders =
    countyBorders === 'always' ||
    (countyBorders === 'auto' && (countyFill !== undefined || box.width <= COUNTY_BORDER_MAX_WIDTH));

  const selectCounty = (event: MouseEvent<SVGSVGElement>) => {
    if (!onCountySelect || !atlas) return;
    const fips = (event.target as Element).closest('[data-fips]')?.getAttribute('data-fips');
    const county = fips ? atlas.counties.find((candidate) => candidate.fips === fips) : undefined;
    if (county) onCountySelect({ fips: county.fips, name: county.name });
  };

  const visiblePins = atlas
    ? pins.flatMap((pin) => {
        const point = atlas.project(pin.lat, pin.lng);
        return point && inViewBox(box, point) ? [{ pin, position: percentInViewBox(box, point) }] : [];
      })
    : [];
  // The selected pin last, so it is drawn above its neighbours.
  visiblePins.sort((a, b) => Number(a.pin.id === selectedPinId) - Number(b.pin.id === selectedPinId));

  return (
    <figure className={cx(styles.frame, className)} aria-label={label} aria-busy={status === 'loading'}>
      {atlas ? (
        <svg
          className={styles.drawing}
          viewBox={viewBoxAttribute(box)}
          aria-hidden="true"
          focusable="false"
          onClick={onCountySelect ? selectCounty : undefined}
        >
          <path className={styles.nation} d={atlas.nationPath} data-layer="nation" />
          {shaded.length ? (
            <g className={onCountySelect ? styles.selectableCounties : undefined}>
              {shaded.map(({ county, fill, d, title }) => (
                <path
                  key={county.fips}
                  className={styles.county}
                  d={d}
                  style={{ fill }}
                  data-fips={county.fips}
                >
                  {title ? <title>{title}</title> : null}
                </path>
              ))}
            </g>
          ) : null}
          {showCountyBorders ? (
            <path className={styles.countyBorders} d={atlas.countyBordersPath} data-layer="county-borders" />
          ) : null}
          <path className={styles.stateBorders} d={atlas.stateBordersPath} data-layer="state-borders" />
          <path className={styles.coast} d={atlas.nationPath} data-layer="coast" />
          {areas.map((area) => {
            const center = atlas.project(area.lat, area.lng);
            if (!center) return null;
            const r = area.radiusMiles * frameUnitsPerMile(atlas, area.lat, area.lng);
            return (
              <circle
                key={area.id}
                className={styles.area}
                cx={center[0]}
                cy={center[1]}
                r={r}
                data-area={area.id}
              />
            );
          })}
        </svg>
      ) : (
        <div className={styles.status} role="status">
          {status === 'failed' ? (
            <>
              <span>{MAP_TEXTS.failed}</span>
              <button type="button" className={styles.retry} onClick={retry}>
                {MAP_TEXTS.tryAgain}
              </button>
            </>
          ) : (
            <span>{MAP_TEXTS.loading}</span>
          )}
        </div>
      )}
      {visiblePins.length ? (
        <ul className={styles.pins}>
          {visiblePins.map(({ pin, position }) => (
            <li
              key={pin.id}
              className={styles.pinSlot}
              style={{ left: `${position.left}%`, top: `${position.top}%` }}
            >
              <PinMarker pin={pin} selected={pin.id === selectedPinId} onSelect={onPinSelect} />
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
