// Where the listers calls are (no schemas: the site and SDK import this at run time).

/** The lister of a listing. */
export const listersEndpoints = {
  get: { method: 'get', path: '/properties/{id}/lister' },
} as const;
