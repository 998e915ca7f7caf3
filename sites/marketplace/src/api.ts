// The site's one API client (same origin; the session lives in localStorage), answering the page's first
// requests from the data the server wrote into it (first-data.ts).
import { createApiClient } from '@dealloop/client';
import { readFirstData, withFirstData } from './first-data';

/** The API client of the marketplace site. */
export const api = withFirstData(createApiClient(), readFirstData(document));
