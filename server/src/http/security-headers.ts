// The security headers of every answer: a Content-Security-Policy (the site's pages may run only their own script
// files; JSON and other files may run nothing), framing refused, nosniff, a referrer policy, the cross-origin
// isolation headers, a permissions policy, and HSTS when the request came over TLS.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

/** HSTS for two years, subdomains included; sent only on answers to requests that came over https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The policy of everything that is not an HTML page (JSON, errors, images, SDK files): nothing may run or load. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Browser features: geolocation for the site itself (Use Current Location), the rest off. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

/** What the site's pages are built from, for their policy. */
export interface SitePolicyInput {
  /** PUBLIC_URL: the API writes absolute image URLs on this origin (`{PUBLIC_URL}/storage/...`). */
  publicUrl: string;
  /** The built index.html (null when the site is not built): its inline `<style>` blocks are allowed by hash. */
  template: string | null;
  /** The base map's origins (MAP_STYLE_URL, MAP_PMTILES_URL, MAP_ORIGINS): its style, tiles, glyphs and sprites. */
  mapOrigins?: readonly string[];
}

/** The `'sha256-…'` source of each inline `<style>` block of the template (none in today's build). */
export function inlineStyleHashes(template: string | null): string[] {
  if (!template) return [];
  const hashes = new Set<string>();
  for (const match of template.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/**
 * The site's policy: script files from its own origin only (no inline script, no eval; the page head's JSON-LD
 * and other JSON data blocks are not script to the browser), styles from its own files (plus the hash of any
 * inline `<style>` of the build), images from itself, data: and blob: (previews of photos before upload), API
 * calls and alert streams to itself, no plugins, no framing, forms posting to itself only. The map's worker runs
 * from a blob: URL MapLibre makes of its own bundled code; a configured base map's origins may be fetched (style,
 * tiles, glyphs, sprites) and shown.
 */
export function siteContentSecurityPolicy({ publicUrl, template, mapOrigins = [] }: SitePolicyInput): string {
  const publicOrigin = new URL(publicUrl).origin;
  const map = mapOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...inlineStyleHashes(template)].join(' '),
    `img-src 'self' data: blob: ${publicOrigin}${map}`,
    `connect-src 'self'${map}`,
    `worker-src 'self' blob:${map}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Whether the request reached us over TLS: its own URL, or the proxy's X-Forwarded-Proto when it is trusted. */
export function cameOverHttps(c: Context, trustProxy: boolean): boolean {
  if (c.req.url.startsWith('https:')) return true;
  if (!trustProxy) return false;
  // A chain of proxies lists one protocol each; the first is what the client used.
  const forwarded = c.req.header('x-forwarded-proto');
  return forwarded !== undefined && forwarded.split(',')[0]!.trim().toLowerCase() === 'https';
}

/** Paths that serve no page: the API, the SDK's files and stored files. Every other path is the site's. */
const NOT_PAGES = ['/api/', '/sdk/', '/storage/'];
/** The API's one page, its reference (Swagger UI from this server's files), runs under the site's policy. */
const API_REFERENCE_PAGE = '/api/v1/docs';

/**
 * Files other origins load with a plain tag (the SDK's scripts, listing photos shown by its widgets) are
 * `cross-origin` resources; so are answers the server shares by CORS (their middleware says so); everything else
 * is `same-origin`.
 */
const LOADED_BY_OTHER_ORIGINS = ['/sdk/', '/storage/'];

/** Options of {@link securityHeaders}. */
export interface SecurityHeadersOptions extends SitePolicyInput {
  /** TRUST_PROXY: believe X-Forwarded-Proto from the proxy in front. */
  trustProxy: boolean;
}

/**
 * Middleware setting the security headers of every answer (errors and streams included) before the route runs,
 * so they are part of the answer as it is made. The policy follows the path: the site's pages and the API
 * reference page get the site's, the API and files the one that runs nothing. An answer that sets its own
 * Content-Security-Policy or Cross-Origin-Resource-Policy (stored files, CORS reads) replaces these.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const sitePolicy = siteContentSecurityPolicy(options);
  return async function securityHeadersHandler(c, next) {
    const path = c.req.path;
    const page = path === API_REFERENCE_PAGE || !NOT_PAGES.some((prefix) => path.startsWith(prefix));
    c.header('Content-Security-Policy', page ? sitePolicy : API_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header(
      'Cross-Origin-Resource-Policy',
      LOADED_BY_OTHER_ORIGINS.some((prefix) => path.startsWith(prefix)) ? 'cross-origin' : 'same-origin',
    );
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (cameOverHttps(c, options.trustProxy)) c.header('Strict-Transport-Security', HSTS);
    await next();
  };
}
