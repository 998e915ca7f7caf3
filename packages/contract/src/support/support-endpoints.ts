// Where the support ticket calls are (no schemas: the site imports this at run time).

/** Support tickets: open one, the requester's list and reads, admins' list and answers, closing. */
export const supportEndpoints = {
  open: { method: 'post', path: '/support/tickets' },
  mine: { method: 'get', path: '/me/support/tickets' },
  all: { method: 'get', path: '/support/tickets' },
  ticket: { method: 'get', path: '/support/tickets/{id}' },
  answer: { method: 'post', path: '/support/tickets/{id}/answer' },
  close: { method: 'post', path: '/support/tickets/{id}/close' },
} as const;
