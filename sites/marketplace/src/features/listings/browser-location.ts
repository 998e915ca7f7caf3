// The visitor's position: high accuracy, 10 s timeout, 5 min cache (docs/product/privacy-and-location.md).
import { GEOLOCATION_OPTIONS, type LatLng } from '@dealloop/core';

/** Asks the browser for the visitor's position; resolves null when unsupported, refused or failing. */
export function currentPosition(): Promise<LatLng | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => resolve(null),
      GEOLOCATION_OPTIONS,
    );
  });
}
