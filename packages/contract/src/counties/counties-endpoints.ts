// Where the counties call is (no schemas: the site imports this at run time).

/** Public listings per county. */
export const countiesEndpoints = {
  report: { method: 'get', path: '/counties' },
} as const;
