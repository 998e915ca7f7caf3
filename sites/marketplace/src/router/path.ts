// Paths and locations: parsing, printing, resolving a link against the current location, matching a route pattern.

/** The parts of an address inside the site. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the site is: the address, the state a navigation carried, and a key unique to this history entry. */
export interface Location<State = unknown> extends Path {
  state: State;
  key: string;
}

/** A link target: an address (absolute, relative, `?search` or `#hash` only) or its parts. */
export type To = string | Partial<Path>;

/** Splits an address into pathname, search and hash (only the parts present). */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** The address of a path: pathname + search + hash, each with its leading character. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

/**
 * Resolves a link target against the current path: an absolute pathname stands, a relative one is taken from the
 * current page (`..` goes up a segment), and a target without a pathname (`?tab=sent`, `#faq-3`) stays on the page.
 */
export function resolveTo(to: To, from: Path): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  const search = normalize(target.search ?? '', '?');
  const hash = normalize(target.hash ?? '', '#');
  const pathname = target.pathname;
  if (!pathname) return { pathname: from.pathname, search, hash };
  if (pathname.startsWith('/')) return { pathname, search, hash };
  const segments = from.pathname.split('/').filter(Boolean);
  for (const segment of pathname.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return { pathname: `/${segments.join('/')}`, search, hash };
}

function normalize(part: string, lead: '?' | '#'): string {
  if (!part || part === lead) return '';
  return part.startsWith(lead) ? part : lead + part;
}

/** The values of a pattern's `:name` segments (and `*` for the rest) in a matched pathname. */
export type Params = Record<string, string | undefined>;

/**
 * Matches a route pattern (`/property/:id`, `/knowledge-base/:slug`, `*`) against a pathname: static segments
 * compare case-insensitively, `:name` takes one non-empty segment (decoded), `*` takes the rest; a trailing slash
 * is ignored. Null when it does not match.
 */
export function matchPattern(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Params = {};
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index] as string;
    if (segment === '*') {
      params['*'] = have.slice(index).map(decodeSegment).join('/');
      return params;
    }
    const value = have[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(value);
    else if (segment.toLowerCase() !== decodeSegment(value).toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * How specific a pattern is, so the most specific route wins whatever the table's order (react-router's ranking):
 * a static segment counts 10, a `:name` 3, an empty one 1, plus one per segment and minus 2 for a `*`.
 */
export function patternScore(pattern: string): number {
  const segments = pattern.split('/');
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else if (segment === '') score += 1;
    else score += 10;
  }
  return score;
}
