// The map section of a listing page: one pin for signed-in viewers, an approximate area around the coarse point for
// anonymous ones, on the interactive map (pan and zoom; MapLibre loads only once the section nears the screen).
import { AUTH_PATH, LISTING_MAP_TEXTS } from '@dealloop/core';
import { useNearViewport } from '../../../components/use-near-viewport';
import { Link } from '../../../router';
import { InteractiveMap } from '../maps/lazy-interactive-map';
import type { MapArea, MapPin } from '../maps/map-types';
import type { Property } from '../property';
import * as styles from './property-map.css';

/** The zoom the listing's map opens at: the town and its surroundings. */
export const LISTING_MAP_ZOOM = 10;
/** Radius of the approximate area shown instead of a pin to anonymous viewers (their coordinates are coarse). */
export const APPROXIMATE_AREA_MILES = 3;

/**
 * The listing's place on a map, or nothing when it has no coordinates. The map (and the US atlas it draws) loads
 * once the section comes near the screen; until then an empty frame of the same size holds its place.
 */
export function PropertyMap({ property }: { property: Property }) {
  const { lat, lng } = property;
  if (lat === null || lng === null) return null;
  return <ListingMap property={property} lat={lat} lng={lng} />;
}

function ListingMap({ property, lat, lng }: { property: Property; lat: number; lng: number }) {
  const [slot, near] = useNearViewport<HTMLDivElement>();
  const approximate = property.locationTruncated;
  const pins: MapPin[] = approximate
    ? []
    : [{ id: property.id, lat, lng, label: property.location, tone: 'cta' }];
  const areas: MapArea[] = approximate
    ? [{ id: property.id, lat, lng, radiusMiles: APPROXIMATE_AREA_MILES }]
    : [];
  return (
    <section aria-labelledby="listing-map-title">
      <h2 id="listing-map-title" className={styles.title}>
        {LISTING_MAP_TEXTS.title}
      </h2>
      {near ? (
        <InteractiveMap
          className={styles.map}
          label={LISTING_MAP_TEXTS.mapLabel(property.location, approximate)}
          view={{ center: { lat, lng }, zoom: LISTING_MAP_ZOOM }}
          pins={pins}
          areas={areas}
        />
      ) : (
        <div ref={slot} className={styles.map} />
      )}
      {approximate ? (
        <p className={styles.caption}>
          {LISTING_MAP_TEXTS.approximateArea}{' '}
          <Link className={styles.link} to={`${AUTH_PATH}?redirect=${encodeURIComponent(property.path)}`}>
            {LISTING_MAP_TEXTS.signInForExactLocation}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
