// Where the verified proof of funds calls are (no schemas: the site imports this at run time).

/** The verified proof of funds calls. */
export const fundsVerificationEndpoints = {
  submit: { method: 'post', path: '/proof-of-funds/verifications' },
  mine: { method: 'get', path: '/proof-of-funds/verifications/mine' },
  queue: { method: 'get', path: '/moderation/proof-of-funds' },
  decide: { method: 'post', path: '/moderation/proof-of-funds/{id}/decision' },
  document: { method: 'get', path: '/proof-of-funds/verifications/{id}/document' },
} as const;
