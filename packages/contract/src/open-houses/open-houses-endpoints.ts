// Where the open-house calls are (no schemas: the site imports this at run time).

/** Open houses: owners schedule and cancel slots, buyers RSVP; the calendar, a listing's slots, mine, the .ics. */
export const openHousesEndpoints = {
  schedule: { method: 'post', path: '/properties/{id}/open-houses' },
  ofListing: { method: 'get', path: '/properties/{id}/open-houses' },
  calendar: { method: 'get', path: '/open-houses' },
  mine: { method: 'get', path: '/me/open-houses' },
  get: { method: 'get', path: '/open-houses/{id}' },
  cancel: { method: 'delete', path: '/open-houses/{id}' },
  rsvp: { method: 'post', path: '/open-houses/{id}/rsvp' },
  cancelRsvp: { method: 'delete', path: '/open-houses/{id}/rsvp' },
  ics: { method: 'get', path: '/open-houses/{id}/ics' },
} as const;
