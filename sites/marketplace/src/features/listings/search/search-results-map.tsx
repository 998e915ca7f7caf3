// The map view of /properties: a pin per listing of the loaded results that has coordinates, opening its page.
import { formatPrice } from '@dealloop/core';
import { useMemo } from 'react';
import { type MapPin, UsMap } from '../maps/us-map';
import type { Property } from '../property';

/** The pins of loaded results; anonymous viewers' coordinates are already coarse, so their pins are approximate. */
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
}: {
  properties: readonly Property[];
  loading: boolean;
}) {
  const pins = useMemo(() => resultPins(properties), [properties]);
  return (
    <UsMap
      label={loading ? 'Map of the results (loading)' : `Map of ${pins.length} listed properties`}
      pins={pins}
      focus={pins.length > 0 ? 'pins' : 'nation'}
    />
  );
}
