// The interactive map as map views use it: MapLibre and the map's code load in their own chunks on first use,
// never with a page's first JavaScript; a frame of the same size holds the place meanwhile.
import { MAP_TEXTS } from '@dealloop/core';
import { lazy, Suspense } from 'react';
import type { InteractiveMapProps } from './interactive-map';
import * as styles from './interactive-map.css';

export type { InteractiveMapProps, MapView } from './interactive-map';

const LazyMap = lazy(() => import('./interactive-map'));

/** The interactive map, loaded lazily. */
export function InteractiveMap(props: InteractiveMapProps) {
  return (
    <Suspense
      fallback={
        <figure
          className={`${styles.frame} ${props.className ?? ''}`}
          aria-label={props.label}
          aria-busy="true"
        >
          <div className={styles.status} role="status">
            {MAP_TEXTS.loading}
          </div>
        </figure>
      }
    >
      <LazyMap {...props} />
    </Suspense>
  );
}
