// Saves a file the API serves only with the bearer token (a deal document, the deal's .ics): fetched with the
// session's token, then saved through a temporary link as a Blob download.
import type { ApiClient } from '@dealloop/client';

/** Fetches `url` with the session's token and saves it as `fileName`; throws `failure` when the API refuses. */
export async function savePrivateFile(
  client: Pick<ApiClient, 'auth'>,
  url: string,
  fileName: string,
  failure: string,
): Promise<void> {
  const token = client.auth.getSession()?.accessToken;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(failure);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
