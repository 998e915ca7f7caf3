// Where the moderator-applications calls are (no schemas: the site imports this at run time).

/** The moderator-applications calls. */
export const moderatorApplicationsEndpoints = {
  mine: { method: 'get', path: '/me/moderator-application' },
  apply: { method: 'post', path: '/me/moderator-application' },
  list: { method: 'get', path: '/moderation/applications' },
  decide: { method: 'post', path: '/moderation/applications/{id}/decision' },
} as const;
