// Where the alerts calls are (no schemas: the site and SDK import this at run time).

/** Alerts: the bell's notifications, the live alert stream, email settings, unsubscribe and the admin mailbox. */
export const alertsEndpoints = {
  notifications: { method: 'get', path: '/notifications' },
  markRead: { method: 'post', path: '/notifications/{id}/read' },
  markAllRead: { method: 'post', path: '/notifications/read-all' },
  stream: { method: 'get', path: '/alerts/stream' },
  streamTicket: { method: 'post', path: '/alerts/stream-ticket' },
  emailPreferences: { method: 'get', path: '/me/email-preferences' },
  updateEmailPreferences: { method: 'put', path: '/me/email-preferences' },
  unsubscribeTarget: { method: 'get', path: '/email/unsubscribe' },
  unsubscribe: { method: 'post', path: '/email/unsubscribe' },
  mailbox: { method: 'get', path: '/admin/mailbox' },
  sendTestEmail: { method: 'post', path: '/admin/test-email' },
} as const;
