// Where the geocoding functions are (no schemas: the site imports this at run time).

/** The spec's geocoding server functions: suggestions or coordinates of a location, and the place of a point. */
export const geocodingEndpoints = {
  locate: { method: 'post', path: '/functions/geocode-location' },
  reverse: { method: 'post', path: '/functions/reverse-geocode' },
} as const;
