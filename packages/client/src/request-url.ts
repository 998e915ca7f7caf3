// Builds the URL of an API call from the base URL, the path and an optional query object.
import type { RequestOptions } from './types';

/**
 * Joins `baseUrl` (no trailing slash needed; '' means same origin) and `path`, then appends `query`:
 * undefined and null values are left out, the rest are stringified and encoded.
 */
export function buildRequestUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const base = baseUrl.replace(/\/+$/, '');
  const url = base + (path.startsWith('/') ? path : `/${path}`);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return url + (url.includes('?') ? '&' : '?') + search;
}
