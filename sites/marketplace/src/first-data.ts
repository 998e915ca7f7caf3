// The first API answers the server wrote into the page (`<script type="application/json"
// id="dealloop-first-data">`, server/src/site/first-data.ts), keyed by the request (path and query): the site's
// client answers the same GET from it once instead of fetching, so the first content needs no API round trip.
// They are what an anonymous visitor reads, so they answer only while nobody is signed in; a later request (a
// reload, Try Again, the next page) goes to the API.
import type { ApiClient, RequestOptions } from '@dealloop/client';

/** The id of the data block. */
export const FIRST_DATA_ID = 'dealloop-first-data';

/** A request's path and query in one comparable form: parameters sorted, null and undefined left out. */
function requestKey(path: string, query?: RequestOptions['query']): string {
  const url = new URL(path, 'http://site.invalid');
  const params = [...url.searchParams];
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.push([name, String(value)]);
  }
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(params)}`;
}

/** The answers in the page's data block by request, or none when it has no (readable) block. */
export function readFirstData(doc: Document): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  const text = doc.getElementById(FIRST_DATA_ID)?.textContent;
  if (!text) return answers;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    for (const [request, answer] of Object.entries(parsed)) answers.set(requestKey(request), answer);
  } catch (error) {
    console.warn('DealLoop: the first data of the page could not be read.', error);
  }
  return answers;
}

/** The data blocks of the clients made by `withFirstData`, by client. */
const blocks = new WeakMap<ApiClient, { answers: Map<string, unknown>; signedOut: () => boolean }>();

/**
 * The answer the page's data block holds for a GET of `path` (without query) through `client`, while signed out,
 * or undefined. `take` uses it up (the next request asks the API); without it the answer stays for that request.
 * A page reads it to show its first content in its first render.
 */
export function firstAnswer<T>(client: ApiClient, path: string, take = false): T | undefined {
  const block = blocks.get(client);
  if (!block?.signedOut()) return undefined;
  const key = requestKey(path);
  const answer = block.answers.get(key) as T | undefined;
  if (take) block.answers.delete(key);
  return answer;
}

/** `client` answering each GET of `answers` once from them while signed out, everything else as before. */
export function withFirstData(client: ApiClient, answers: Map<string, unknown>): ApiClient {
  if (answers.size === 0) return client;
  const request: ApiClient['request'] = (method, path, options) => {
    if (method === 'GET' && !options?.signal?.aborted && client.auth.getSession() === null) {
      const key = requestKey(path, options?.query);
      if (answers.has(key)) {
        const answer = answers.get(key);
        answers.delete(key);
        // The caller names the answer's type, as it does for the API's.
        return Promise.resolve(answer as never);
      }
    }
    return client.request(method, path, options);
  };
  const withBlock = { ...client, request };
  blocks.set(withBlock, { answers, signedOut: () => client.auth.getSession() === null });
  return withBlock;
}
