// Where the favorites calls are (no schemas: the site and SDK import this at run time).

/** Favorites ("saved deals") of the signed-in user. */
export const favoritesEndpoints = {
  list: { method: 'get', path: '/me/favorites' },
  ids: { method: 'get', path: '/me/favorites/ids' },
  save: { method: 'put', path: '/me/favorites/{propertyId}' },
  remove: { method: 'delete', path: '/me/favorites/{propertyId}' },
} as const;
