// The spatial index reverse() searches: a KDBush tree over the places it may answer, built with the index and
// stored in it as KDBush's own array buffer, so loading it costs nothing.

import KDBush from 'kdbush';
import { type GeoIndex, PLACE_KIND } from './index-format';

/** The places reverse() may answer (towns and post-office towns, not neighbourhoods or stations). */
export function isReverseCandidate(kind: number): boolean {
  return kind === PLACE_KIND.city || kind === PLACE_KIND.postal;
}

/** Builds the tree over the candidate places, given their kinds and coordinates in degrees. */
export function buildReverseTree(
  kinds: ArrayLike<number>,
  lat: ArrayLike<number>,
  lng: ArrayLike<number>,
): GeoIndex['reverse'] {
  const places: number[] = [];
  for (let place = 0; place < kinds.length; place++) {
    if (isReverseCandidate(kinds[place]!)) places.push(place);
  }
  const tree = new KDBush(places.length, 64, Float32Array);
  for (const place of places) tree.add(lng[place]!, lat[place]!);
  tree.finish();
  return { places: Int32Array.from(places), tree: new Uint8Array(tree.data as ArrayBuffer) };
}

/** The stored tree, ready to search: tree item i is place `places[i]`. */
export function openReverseTree(stored: GeoIndex['reverse']): { tree: KDBush; places: Int32Array } {
  const { tree } = stored;
  const whole = tree.byteOffset === 0 && tree.byteLength === tree.buffer.byteLength;
  return { tree: KDBush.from(whole ? tree.buffer : new Uint8Array(tree).buffer), places: stored.places };
}
