// GET calls of the widgets to the DealLoop API (no credentials, JSON answers, the API's error on failure), and how
// set-up problems reach the embedding developer: a refused key or origin, a missing API address (one module, so
// the widgets share one chunk for both).

const warned = new Set<string>();

/** Logs `DealLoop: message` with console.warn, the first time this message comes up on the page. */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`DealLoop: ${message}`);
}

/** The absolute URL of `path` on the API origin with the defined, non-empty query values. */
export function apiUrl(
  api: string,
  path: string,
  query: Readonly<Record<string, string | number | null | undefined>> = {},
): string {
  const url = new URL(path, `${api}/`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  }
  return url.href;
}

/** A refused request: the HTTP status and the API's error code and message (`{ error: { code, message } }`). */
export interface ApiFailure extends Error {
  status: number;
  code?: string;
}

/**
 * GETs JSON without cookies; a non-2xx answer rejects with an ApiFailure (the API's message and code when it sent
 * them), a network failure with fetch's own error.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw Object.assign(new Error(body?.error?.message ?? `HTTP ${response.status}`), {
      status: response.status,
      code: body?.error?.code,
    });
  }
  return (await response.json()) as T;
}

/**
 * The API's message when it refused the embed key or the page's origin (403 `embed_*`: the developer must fix the
 * key or its origins), else null.
 */
export function embedRefusalOf(error: unknown): string | null {
  const { status, code, message } = (error ?? {}) as { status?: unknown; code?: unknown; message?: unknown };
  return status === 403 &&
    typeof code === 'string' &&
    code.startsWith('embed_') &&
    typeof message === 'string'
    ? message
    : null;
}
