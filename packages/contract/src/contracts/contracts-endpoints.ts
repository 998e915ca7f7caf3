// Where the contracts calls are (no schemas: the site and SDK import this at run time).

/** Contracts: list them, read one, act on one. */
export const contractsEndpoints = {
  list: { method: 'get', path: '/contracts' },
  get: { method: 'get', path: '/contracts/{id}' },
  act: { method: 'post', path: '/contracts/{id}/actions' },
} as const;
