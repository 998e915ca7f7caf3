// Where the saved searches calls are (no schemas: the site and SDK import this at run time).

/** The signed-in user's saved searches and the listings one matches now. */
export const savedSearchesEndpoints = {
  create: { method: 'post', path: '/me/saved-searches' },
  list: { method: 'get', path: '/me/saved-searches' },
  get: { method: 'get', path: '/me/saved-searches/{id}' },
  change: { method: 'patch', path: '/me/saved-searches/{id}' },
  remove: { method: 'delete', path: '/me/saved-searches/{id}' },
  matches: { method: 'get', path: '/me/saved-searches/{id}/matches' },
} as const;
