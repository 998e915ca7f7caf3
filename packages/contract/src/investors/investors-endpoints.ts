// Where the investors calls are (no schemas: the site and SDK import this at run time).

/** The investor directory and public investor pages. */
export const investorsEndpoints = {
  list: { method: 'get', path: '/investors' },
  get: { method: 'get', path: '/investors/{slug}' },
} as const;
