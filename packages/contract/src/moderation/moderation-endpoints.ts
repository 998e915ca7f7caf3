// Where the moderation calls are (no schemas: the site imports this at run time).

/** The moderation calls. */
export const moderationEndpoints = {
  queue: { method: 'get', path: '/moderation/queue' },
  decide: { method: 'post', path: '/moderation/decisions' },
  audit: { method: 'get', path: '/moderation/audit' },
  latestDecision: { method: 'get', path: '/properties/{id}/moderation' },
} as const;
