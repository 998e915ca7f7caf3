// Where to go after signing in: the `redirect` parameter when it is a path of this site, otherwise home.
import { AUTH_PATH } from '@dealloop/core';

const ORIGIN = 'https://dealloop.invalid';

/**
 * The same-origin path (with query and hash) of a `?redirect=` value, or null when it is missing, points to
 * another site (`https://...`, `//host`, `/\host`, `javascript:`), or back to an auth page.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname === AUTH_PATH || url.pathname.startsWith(`${AUTH_PATH}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
