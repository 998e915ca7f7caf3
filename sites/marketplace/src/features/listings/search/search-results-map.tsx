// The map of /properties: the interactive map with a pin per listing of the loaded results (clustered where they
// crowd), each a link to its page. Anonymous viewers' coordinates are the coarse public point, so their pins are
// approximate. Moving the map reports its box, which the page turns into the search's `bounds`.
import { formatPrice, type MapBounds, searchResultsMapLabel } from '@dealloop/core';
import { useMemo } from 'react';
import { InteractiveMap, type MapView } from '../maps/lazy-interactive-map';
import type { MapPin } from '../maps/map-types';
import type { Property } from '../property';

/** The pins of loaded results. */
export function resultPins(properties: readonly Property[]): MapPin[] {
  const pins: MapPin[] = [];
  for (const property of properties) {
    if (property.lat === null || property.lng === null) continue;
    pins.push({
      id: property.id,
      lat: property.lat,
      lng: property.lng,
      label: `${formatPrice(property.price)} · ${property.title}`,
      href: property.path,
      tone: property.locationTruncated ? 'accent' : 'primary',
    });
  }
  return pins;
}

export function SearchResultsMap({
  properties,
  loading,
  view,
  onBoundsChange,
}: {
  properties: readonly Property[];
  loading: boolean;
  /** Where the map opens (read once). */
  view: MapView;
  onBoundsChange: (bounds: MapBounds) => void;
}) {
  const pins = useMemo(() => resultPins(properties), [properties]);
  return (
    <InteractiveMap
      label={searchResultsMapLabel(loading ? null : pins.length)}
      pins={pins}
      view={view}
      onBoundsChange={onBoundsChange}
    />
  );
}
