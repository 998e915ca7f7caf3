// Where the listings calls are (no schemas: the site and SDK import this at run time).

/** Listings: create, search, read, change, archive, moderate one, and the caller's own. */
export const listingsEndpoints = {
  create: { method: 'post', path: '/properties' },
  search: { method: 'get', path: '/properties' },
  get: { method: 'get', path: '/properties/{id}' },
  update: { method: 'patch', path: '/properties/{id}' },
  archive: { method: 'delete', path: '/properties/{id}' },
  moderate: { method: 'post', path: '/properties/{id}/moderation' },
  mine: { method: 'get', path: '/me/listings' },
} as const;
