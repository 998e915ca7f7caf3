// Where the example journeys run: the API (which also serves the marketplace and the SDK) and the host sites, on
// two different origins, as a wholesaler's site and DealLoop are in production.

/** Port of the API server started by examples/playwright.config.ts. */
export const API_PORT = Number(process.env.EXAMPLES_API_PORT ?? 4392);
/** Port of examples/serve-examples.mjs. */
export const HOST_PORT = Number(process.env.EXAMPLES_HOST_PORT ?? 4393);
/** The DealLoop origin: API, marketplace pages and `/sdk/v1/*`. */
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
/** The wholesaler's site: another host name and port, so another origin (and another site) than the API. */
export const HOST_ORIGIN = `http://localhost:${HOST_PORT}`;
