// The listing page's Location section (loaded lazily as it nears the screen, so its texts are a module of their own).

/** Texts of a listing's Location section. */
export const LISTING_MAP_TEXTS = Object.freeze({
  title: 'Location',
  /** The map's label: the area around the coarse point for anonymous viewers, else the listing's place. */
  mapLabel: (location: string, approximate: boolean) =>
    approximate ? `Map of the area around ${location}` : `Map of ${location}`,
  approximateArea: 'Approximate area.',
  signInForExactLocation: 'Sign in to see the exact location.',
});
