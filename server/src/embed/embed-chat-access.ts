// Chat from a host site: a request carrying X-DealLoop-Embed-Key must name a live key whose allowed origins hold
// the request's Origin (else 403 embed_key_invalid / embed_origin_not_allowed); the answer echoes that origin for
// CORS. The marketplace's own origin (the dashboard's live preview) may use any live key. Its preflight is
// answered here. Requests without the header (the marketplace's own chat) pass untouched.
import {
  EMBED_KEY_HEADER,
  EMBED_KEY_MESSAGES,
  EMBED_KEY_PATTERN,
  normalizeOrigin,
  originNotAllowedMessage,
} from '@dealloop/core';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { forbidden } from '../http/api-error';
import { findLiveEmbedKey } from './embed-keys-repo';

/** The host page a chat request comes from, once its key and origin were accepted. */
export interface EmbedCaller {
  keyId: string;
  /** The key's owner (the wholesaler whose site embeds the chat). */
  ownerId: string;
  /** The normalised origin of the host page. */
  origin: string;
}

/** Request headers a host page's chat may send. */
export const EMBED_CHAT_ALLOWED_HEADERS = `content-type, ${EMBED_KEY_HEADER.toLowerCase()}`;
/** Seconds a browser may keep the preflight answer. */
const PREFLIGHT_MAX_AGE = 600;

const asksForEmbedKey = (requestHeaders: string | undefined) =>
  !!requestHeaders
    ?.toLowerCase()
    .split(',')
    .some((name) => name.trim() === EMBED_KEY_HEADER.toLowerCase());

/**
 * The host page behind a request carrying an embed key: the key must be live and the page's Origin one of its
 * allowed origins (or the marketplace's own, the dashboard's live preview). Throws 403 `embed_key_invalid` or
 * `embed_origin_not_allowed`, the latter naming the fix. Used by the chat and by the widgets' reads.
 */
/**
 * The page origin of a request a widget made: its Origin header, or, for a same-origin GET (browsers send no Origin
 * there; they say `Sec-Fetch-Site: same-origin`), the marketplace's own origin: the dashboard's live preview.
 */
export function widgetOriginOf(
  deps: Pick<AppDeps, 'config'>,
  header: (name: string) => string | undefined,
): string | undefined {
  const origin = header('origin');
  if (origin) return origin;
  return header('sec-fetch-site') === 'same-origin' ? new URL(deps.config.publicUrl).origin : undefined;
}

export async function embedCallerOf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  key: string,
  origin: string | undefined,
): Promise<EmbedCaller> {
  const found = EMBED_KEY_PATTERN.test(key) ? await findLiveEmbedKey(deps.db, key) : undefined;
  if (!found) throw forbidden(EMBED_KEY_MESSAGES.keyInvalid, 'embed_key_invalid');
  const normalized = origin ? normalizeOrigin(origin) : null;
  const ownOrigin = new URL(deps.config.publicUrl).origin;
  if (!normalized || (normalized !== ownOrigin && !found.allowed_origins.includes(normalized))) {
    throw forbidden(
      originNotAllowedMessage(origin ?? null, found.allowed_origins),
      'embed_origin_not_allowed',
    );
  }
  return { keyId: found.id, ownerId: found.user_id, origin: normalized };
}

/**
 * The middleware of the chat endpoint for host sites. The preflight cannot carry the key, so it is allowed for any
 * origin asking for the embed key header; the request itself is checked. Refusals also echo the origin, so the
 * widget can read and show why it was refused.
 */
export function embedChatAccess(deps: Pick<AppDeps, 'db' | 'config'>): MiddlewareHandler<AppEnv> {
  return async function embedChatAccessHandler(c, next) {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS') {
      if (!origin || !asksForEmbedKey(c.req.header('access-control-request-headers'))) return next();
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': EMBED_CHAT_ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
        Vary: 'Origin, Access-Control-Request-Headers',
      });
    }
    const key = c.req.header(EMBED_KEY_HEADER);
    if (key === undefined) return next();
    if (origin) {
      // Set before the route answers, so the headers join whatever answer follows, the stream or an error.
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      c.header('Vary', 'Origin', { append: true });
    }
    c.set('embed', await embedCallerOf(deps, key, origin));
    return next();
  };
}
