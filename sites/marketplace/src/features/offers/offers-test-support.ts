// The offers API's path on the wire, as the tests that fake `client.request` match it.

/** Where GET /offers is (the tests assert the wire, so they name it themselves). */
export const OFFERS_API = '/api/v1/offers';
