// Where the text-message (SMS) calls are (no schemas: the site and SDK import this at run time).

/**
 * The signed-in user's phone, consent and text settings; the admin's local SMS outbox; and the provider's
 * webhooks (delivery status and inbound messages, signed by the provider, no sign-in).
 */
export const smsEndpoints = {
  settings: { method: 'get', path: '/me/sms' },
  startVerification: { method: 'post', path: '/me/sms/phone' },
  verify: { method: 'post', path: '/me/sms/verify' },
  update: { method: 'patch', path: '/me/sms' },
  withdraw: { method: 'delete', path: '/me/sms' },
  outbox: { method: 'get', path: '/admin/sms-outbox' },
  deliveryStatus: { method: 'post', path: '/sms/status' },
  inbound: { method: 'post', path: '/sms/inbound' },
} as const;
