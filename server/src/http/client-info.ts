// Who is calling: the client's IP address (X-Forwarded-For only behind a trusted proxy) and user agent.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The caller's IP address, or null when it cannot be known (in-process requests in tests). */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** The caller's user agent, cut to a sane length. */
export const userAgent = (c: Context): string | null => c.req.header('user-agent')?.slice(0, 300) ?? null;
