// The my-listings API's path on the wire, as the tests that fake `client.request` match it.

/** Where GET /me/listings is (the tests assert the wire, so they name it themselves). */
export const MY_LISTINGS_API = '/api/v1/me/listings';
