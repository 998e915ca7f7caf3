// Where the profile calls are (no schemas: the site and SDK import this at run time).

/** The caller's own profile (read, edit, publish) and a published profile by user id. */
export const profilesEndpoints = {
  mine: { method: 'get', path: '/me/profile' },
  change: { method: 'patch', path: '/me/profile' },
  byUserId: { method: 'get', path: '/profiles/{userId}' },
} as const;
