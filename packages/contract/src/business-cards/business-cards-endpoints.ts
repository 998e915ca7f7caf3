// Where the business card calls are (no schemas: the site and SDK import this at run time).

/** The caller's business cards (create, list, edit, delete) and an active card by slug or id, for anyone. */
export const businessCardsEndpoints = {
  create: { method: 'post', path: '/me/business-cards' },
  mine: { method: 'get', path: '/me/business-cards' },
  change: { method: 'patch', path: '/me/business-cards/{id}' },
  remove: { method: 'delete', path: '/me/business-cards/{id}' },
  open: { method: 'get', path: '/cards/{cardUrlOrId}' },
  vCard: { method: 'get', path: '/cards/{cardUrlOrId}/vcard' },
} as const;
