// Where the admin calls are (no schemas: the site imports this at run time).

/** The admin's dashboard figures and user management. */
export const adminEndpoints = {
  stats: { method: 'get', path: '/admin/stats' },
  users: { method: 'get', path: '/admin/users' },
  user: { method: 'get', path: '/admin/users/{id}' },
  grantRole: { method: 'post', path: '/admin/users/{id}/roles' },
  revokeRole: { method: 'delete', path: '/admin/users/{id}/roles/{role}' },
  suspend: { method: 'post', path: '/admin/users/{id}/suspension' },
  restore: { method: 'delete', path: '/admin/users/{id}/suspension' },
} as const;
