// The interactive map (MapLibre GL): pan, zoom, clustered pins that link to listings, approximate areas, and the
// offline outline's state, county and city labels drawn as HTML. This module and MapLibre load only on map views
// (lazy-interactive-map.tsx); the base map is the configured tile source or the built-in outline (base-map-style.ts).
import { MAP_TEXTS, type MapBounds } from '@dealloop/core';
import { cx } from '@dealloop/ui';
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type BaseMap, loadBaseMap } from './base-map-style';
import * as styles from './interactive-map.css';
import { type PlacedMarker, pinsBounds, placeMarkers } from './map-clusters';
import { PinMarker } from './map-pin-marker';
import { readMapSource } from './map-source';
import type { MapArea, MapPin } from './map-types';
import type { MapLabel } from './offline-map-data';
import { UsMap } from './us-map';
import { pinSlot } from './us-map.css';

/** Where the map opens: a box, a point at a zoom, the extent of its pins, or the lower 48. */
export type MapView =
  | { bounds: MapBounds }
  | { center: { lat: number; lng: number }; zoom: number }
  | 'pins'
  | 'nation';

export interface InteractiveMapProps {
  /** The accessible name of the map. */
  label: string;
  pins: readonly MapPin[];
  /** Shaded circles where an exact point must not be shown (anonymous viewers of a listing). */
  areas?: readonly MapArea[];
  /** Where the map opens (read once, when it is created). */
  view: MapView;
  /** Hears the visible box after every move the visitor makes (drag, zoom buttons, keys, wheel). */
  onBoundsChange?: (bounds: MapBounds) => void;
  className?: string;
}

/** The lower 48 states. */
export const NATION_BOUNDS: MapBounds = { west: -125, south: 24.4, east: -66.9, north: 49.4 };
/** The closest a fit to pins zooms in (a street-level view of one pin says nothing about the area). */
const FIT_MAX_ZOOM = 11;
const FIT_PADDING = 48;
/** The most labels drawn at once, biggest places first. */
const MAX_LABELS = 60;
const NO_AREAS: readonly MapArea[] = [];
const MILES_PER_DEGREE_LAT = 69;
/** Pins closer than this (degrees, about 50 m) are at one spot: their cluster spreads them out instead of zooming. */
const SAME_SPOT_DEGREES = 0.0005;
/** Pixels between a spread cluster's centre and its pins, and per further pin. */
const SPREAD_RADIUS_PX = 26;

/** The markers with a spread cluster's pins laid out in a ring around its centre. */
function spreadOut(markers: PlacedMarker[], spread: string | null): PlacedMarker[] {
  if (!spread) return markers;
  return markers.flatMap((marker) => {
    if (marker.kind !== 'cluster' || marker.id !== spread) return [marker];
    const radius = SPREAD_RADIUS_PX + 3 * marker.pins.length;
    return marker.pins.map((pin, index) => {
      const angle = (2 * Math.PI * index) / marker.pins.length - Math.PI / 2;
      return {
        kind: 'pin' as const,
        pin,
        x: marker.x + radius * Math.cos(angle),
        y: marker.y + radius * Math.sin(angle),
      };
    });
  });
}

let workerSet = false;

const boxOf = (bounds: MapBounds): [[number, number], [number, number]] => [
  [bounds.west, bounds.south],
  [bounds.east, bounds.north],
];

function cameraOf(view: MapView, pins: readonly MapPin[]) {
  if (typeof view === 'object' && 'center' in view) {
    return { center: [view.center.lng, view.center.lat] as [number, number], zoom: view.zoom };
  }
  const box =
    typeof view === 'object'
      ? boxOf(view.bounds)
      : ((view === 'pins' ? pinsBounds(pins) : null) ?? boxOf(NATION_BOUNDS));
  return { bounds: box, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM } };
}

/** The map's visible box as a search filter, clamped to the world. */
function visibleBounds(map: MapLibreMap): MapBounds {
  const b = map.getBounds();
  const clampLng = (v: number) => Math.max(-180, Math.min(180, v));
  const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
  return {
    west: clampLng(b.getWest()),
    south: clampLat(b.getSouth()),
    east: clampLng(b.getEast()),
    north: clampLat(b.getNorth()),
  };
}

/** Labels in view at this zoom, biggest first, leaving out those that would overlap one already placed. */
function placeLabels(map: MapLibreMap, labels: readonly MapLabel[], width: number, height: number) {
  const zoom = map.getZoom();
  const placed: { label: MapLabel; x: number; y: number }[] = [];
  const boxes: [number, number, number, number][] = [];
  const order = { state: 0, city: 1, county: 2 } as const;
  const candidates = labels
    .filter((label) => zoom >= label.minZoom && zoom < label.maxZoom)
    .sort((a, b) => order[a.kind] - order[b.kind]);
  for (const label of candidates) {
    if (placed.length >= MAX_LABELS) break;
    const { x, y } = map.project([label.lng, label.lat]);
    if (!(x >= 0 && y >= 0 && x <= width && y <= height)) continue;
    const half = (label.text.length * 7) / 2 + 4;
    const box: [number, number, number, number] = [x - half, y - 9, x + half, y + 9];
    if (boxes.some((o) => box[0] < o[2] && box[2] > o[0] && box[1] < o[3] && box[3] > o[1])) continue;
    boxes.push(box);
    placed.push({ label, x, y });
  }
  return placed;
}

/** The interactive map. */
export default function InteractiveMap({
  label,
  pins,
  areas = NO_AREAS,
  view,
  onBoundsChange,
  className,
}: InteractiveMapProps) {
  // The page's configuration does not change while it is open.
  const [source] = useState(() => readMapSource());
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [base, setBase] = useState<BaseMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [, setFrame] = useState(0);
  const onBoundsRef = useRef(onBoundsChange);
  onBoundsRef.current = onBoundsChange;
  const initial = useRef({ view, pins });
  /** Set when a pin is followed to its listing: a move still ending then belongs to the page being left. */
  const leaving = useRef(false);
  /** The cluster shown spread out: pins at one spot (one address, or one coarse point) that no zoom separates. */
  const [spread, setSpread] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let created: MapLibreMap | null = null;
    let scheduled = 0;
    loadBaseMap(source)
      .then((baseMap) => {
        if (cancelled || !container.current) return;
        if (!workerSet) {
          setWorkerUrl(new URL(workerUrl, window.location.href).href);
          workerSet = true;
        }
        created = new MapLibreMap({
          container: container.current,
          style: baseMap.style,
          ...cameraOf(initial.current.view, initial.current.pins),
          attributionControl: baseMap.online ? { compact: true } : false,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          renderWorldCopies: false,
          minZoom: 2,
          maxZoom: 18,
        });
        created.touchZoomRotate.disableRotation();
        created.keyboard.disableRotation();
        const redraw = () => {
          if (scheduled) return;
          scheduled = requestAnimationFrame(() => {
            scheduled = 0;
            setFrame((n) => n + 1);
          });
        };
        const map = created;
        map.on('move', redraw);
        map.on('resize', redraw);
        map.on('load', redraw);
        map.on('moveend', () => {
          if (cancelled || leaving.current) return;
          redraw();
          onBoundsRef.current?.(visibleBounds(map));
        });
        setBase(baseMap);
        setMap(map);
      })
      .catch((error: unknown) => {
        console.warn('DealLoop: loading the map failed.', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (scheduled) cancelAnimationFrame(scheduled);
      created?.remove();
    };
  }, [source]);

  const width = map?.getContainer().clientWidth ?? 0;
  const height = map?.getContainer().clientHeight ?? 0;
  const markers: PlacedMarker[] = map
    ? spreadOut(
        placeMarkers(pins, (lng, lat) => map.project([lng, lat]), { width, height }),
        spread,
      )
    : [];
  const labels = map && base ? placeLabels(map, base.labels, width, height) : [];
  const circles = useMemo(() => areas, [areas]);

  // No WebGL (an old phone, a locked-down browser) or no base map: the same pins on the offline SVG outline.
  if (failed) return <UsMap label={label} pins={pins} areas={areas} className={className} />;

  const zoomInto = (cluster: Extract<PlacedMarker, { kind: 'cluster' }>) => {
    if (!map) return;
    const box = pinsBounds(cluster.pins)!;
    if (box[1][0] - box[0][0] < SAME_SPOT_DEGREES && box[1][1] - box[0][1] < SAME_SPOT_DEGREES) {
      setSpread(cluster.id);
      return;
    }
    map.fitBounds(box, { padding: FIT_PADDING, maxZoom: Math.max(map.getZoom() + 2, FIT_MAX_ZOOM) });
  };

  return (
    <figure className={cx(styles.frame, className)} aria-label={label} aria-busy={!map}>
      <div ref={container} className={styles.canvas} data-map-canvas="" />
      <div className={styles.overlay}>
        {labels.length ? (
          <div className={styles.labels} aria-hidden="true">
            {labels.map(({ label: text, x, y }) => (
              <span
                key={text.id}
                className={styles.label[text.kind]}
                style={{ left: `${x}px`, top: `${y}px` }}
                data-label-kind={text.kind}
              >
                {text.text}
              </span>
            ))}
          </div>
        ) : null}
        {map
          ? circles.map((area) => {
              const center = map.project([area.lng, area.lat]);
              const edge = map.project([area.lng, area.lat + area.radiusMiles / MILES_PER_DEGREE_LAT]);
              const radius = Math.abs(center.y - edge.y);
              return (
                <span
                  key={area.id}
                  className={styles.area}
                  data-area={area.id}
                  style={{
                    left: `${center.x}px`,
                    top: `${center.y}px`,
                    width: radius * 2,
                    height: radius * 2,
                  }}
                />
              );
            })
          : null}
        {markers.length ? (
          <ul className={styles.markers} aria-label={MAP_TEXTS.pinsLabel}>
            {markers.map((marker) => (
              <li
                key={marker.kind === 'pin' ? marker.pin.id : marker.id}
                className={pinSlot}
                style={{ left: `${marker.x}px`, top: `${marker.y}px` }}
              >
                {marker.kind === 'pin' ? (
                  <PinMarker
                    pin={marker.pin}
                    selected={false}
                    onSelect={
                      marker.pin.href
                        ? () => {
                            leaving.current = true;
                            map?.stop();
                          }
                        : undefined
                    }
                  />
                ) : (
                  <button
                    type="button"
                    className={styles.cluster}
                    aria-label={MAP_TEXTS.cluster(marker.pins.length)}
                    onClick={() => zoomInto(marker)}
                  >
                    {marker.pins.length}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {map ? (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              aria-label={MAP_TEXTS.zoomIn}
              onClick={() => map.zoomIn()}
            >
              +
            </button>
            <button
              type="button"
              className={styles.control}
              aria-label={MAP_TEXTS.zoomOut}
              onClick={() => map.zoomOut()}
            >
              −
            </button>
          </div>
        ) : null}
      </div>
      {!map ? (
        <div className={styles.status} role="status">
          {MAP_TEXTS.loading}
        </div>
      ) : null}
    </figure>
  );
}
