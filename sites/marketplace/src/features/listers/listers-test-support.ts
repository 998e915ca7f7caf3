// The listers API's path on the wire, as the tests that fake `client.request` match it.

/** Where a listing's lister is (the tests assert the wire, so they name it themselves). */
export const listerPath = (propertyId: string) =>
  `/api/v1/properties/${encodeURIComponent(propertyId)}/lister`;
