// A private file (a proof of funds, a deal document) sent to a reader the route has already checked: as an
// attachment, never cached, never sniffed or run by the browser.
import type { Context } from 'hono';

/** The file as the reader downloads it. */
export interface PrivateFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The 200 answer carrying `file` as a download (its name in ASCII and in UTF-8, RFC 6266). */
export function privateDownload(c: Context, file: PrivateFile): Response {
  const asciiName = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
}
