// Where the raffles calls are (no schemas: the site imports this at run time).

/** The raffles calls. */
export const rafflesEndpoints = {
  create: { method: 'post', path: '/raffles' },
  get: { method: 'get', path: '/raffles/{id}' },
  draw: { method: 'post', path: '/raffles/{id}/draw' },
} as const;
