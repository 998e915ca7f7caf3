// How long a browser may reuse a listing search answer (GET /api/v1/properties): an anonymous search is the same
// for everyone, so a repeat visit to a page with the SDK's grid (or a step back in the marketplace's search)
// shows it from the browser's cache instead of a round trip. Signed-in searches are never stored
// (`privateAnswers` sets no-store for any request with credentials; the Vary keeps a stored anonymous answer
// from standing in for one).

/** An anonymous search without an embed key: any cache may keep it a minute, and serve it stale for five more
 * while it asks again in the background. */
export const PUBLIC_SEARCH_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** A search with an embed key: allowed or refused by the page's origin, so the browser only, per origin. */
export const EMBED_KEY_SEARCH_CACHE = 'private, max-age=60, stale-while-revalidate=300';

/**
 * The caching headers of a successful search answer; none for a signed-in caller (its no-store stands). With an
 * embed key the answer depends on the page's origin (`widgetOriginOf`: the Origin header, else Sec-Fetch-Site).
 */
export function searchCacheHeaders(request: {
  authorization: string | undefined;
  embedKey: string | undefined;
}): Record<string, string> {
  if (request.authorization) return {};
  return request.embedKey === undefined
    ? { 'Cache-Control': PUBLIC_SEARCH_CACHE, Vary: 'Authorization' }
    : { 'Cache-Control': EMBED_KEY_SEARCH_CACHE, Vary: 'Authorization, Origin, Sec-Fetch-Site' };
}
