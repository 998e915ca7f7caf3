// Where the buyers list calls are (no schemas: the site and SDK import this at run time).

/**
 * A published profile's public join form, the owner's list (tags, remove, CSV import and export, "Send this deal"),
 * and the links of its emails (leave the list, confirm a join), which need no sign-in.
 */
export const buyersListEndpoints = {
  owner: { method: 'get', path: '/profiles/{userId}/buyers-list' },
  join: { method: 'post', path: '/profiles/{userId}/buyers-list' },
  list: { method: 'get', path: '/me/buyers-list' },
  setTags: { method: 'put', path: '/me/buyers-list/{id}/tags' },
  remove: { method: 'delete', path: '/me/buyers-list/{id}' },
  import: { method: 'post', path: '/me/buyers-list/import' },
  export: { method: 'get', path: '/me/buyers-list/export' },
  sendDeal: { method: 'post', path: '/me/buyers-list/send-deal' },
  sends: { method: 'get', path: '/me/buyers-list/sends' },
  leaving: { method: 'get', path: '/buyers-list/unsubscribe' },
  leave: { method: 'post', path: '/buyers-list/unsubscribe' },
  confirmation: { method: 'get', path: '/buyers-list/confirm' },
  confirm: { method: 'post', path: '/buyers-list/confirm' },
} as const;
