// The contracts API's path on the wire, as the tests that fake `client.request` match it.

/** Where GET /contracts is (the tests assert the wire, so they name it themselves). */
export const CONTRACTS_API = '/api/v1/contracts';
