// Where the listing-edit calls are (no schemas: the site imports this at run time).

/** Reviewed edits of published listings: the owner's latest one, the moderators' queue and decision. */
export const listingEditsEndpoints = {
  latest: { method: 'get', path: '/properties/{id}/edit' },
  queue: { method: 'get', path: '/moderation/edits' },
  decide: { method: 'post', path: '/moderation/edits/{id}/decision' },
} as const;
