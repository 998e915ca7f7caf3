// Where the offers calls are (no schemas: the site and SDK import this at run time).

/** Offers: make one on a listing, list and read them, act on one, download its proof of funds, decline backups. */
export const offersEndpoints = {
  make: { method: 'post', path: '/properties/{id}/offers' },
  list: { method: 'get', path: '/offers' },
  get: { method: 'get', path: '/offers/{id}' },
  act: { method: 'post', path: '/offers/{id}/actions' },
  proofOfFunds: { method: 'get', path: '/offers/{id}/proof-of-funds' },
  declineBackups: { method: 'post', path: '/properties/{id}/backup-offers/decline' },
} as const;
