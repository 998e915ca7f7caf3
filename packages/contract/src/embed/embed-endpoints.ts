// Where the embed key calls are (no schemas: the site imports this at run time).

/** The signed-in user's embed keys of the SDK. */
export const embedEndpoints = {
  list: { method: 'get', path: '/me/embed-keys' },
  create: { method: 'post', path: '/me/embed-keys' },
  update: { method: 'patch', path: '/me/embed-keys/{id}' },
  remove: { method: 'delete', path: '/me/embed-keys/{id}' },
} as const;
