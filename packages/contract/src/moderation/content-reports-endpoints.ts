// Where the content-reports calls are (no schemas: the site imports this at run time).

/** The content-reports calls. */
export const contentReportsEndpoints = {
  report: { method: 'post', path: '/reports' },
  list: { method: 'get', path: '/moderation/reports' },
  resolve: { method: 'post', path: '/moderation/reports/resolve' },
} as const;
