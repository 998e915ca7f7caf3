// GET calls of the widgets to the DealLoop API: no credentials, JSON answers, the HTTP status on failure.

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

/**
 * GETs JSON without cookies (the widgets read public data); a non-2xx answer rejects with an Error carrying `status`, an
 * network failure with fetch's own error.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status });
  return (await response.json()) as T;
}
