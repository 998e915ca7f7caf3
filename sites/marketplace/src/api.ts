// The site's one API client (same origin; the session lives in localStorage).
import { createApiClient } from '@dealloop/client';

/** The API client of the marketplace site. */
export const api = createApiClient();
