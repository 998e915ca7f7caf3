// Files the API serves only with the bearer token (a proof of funds, a deal document, a deal's .ics): fetched with
// the session's token, then opened in a tab or saved as a download from a temporary Blob URL. One hook gives a
// button its busy state and shows a failure as a toast.
import type { ApiClient } from '@dealloop/client';
import { useState } from 'react';
import { useServices, useToast } from '../app/services-context';

type Client = Pick<ApiClient, 'auth'>;

async function fetchPrivateFile(client: Client, url: string, failure: string): Promise<string> {
  const token = client.auth.getSession()?.accessToken;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(failure);
  const objectUrl = URL.createObjectURL(await response.blob());
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return objectUrl;
}

/** Fetches `url` and saves it as `fileName`; throws `failure` when the API refuses. */
export async function savePrivateFile(client: Client, url: string, fileName: string, failure: string) {
  const objectUrl = await fetchPrivateFile(client, url, failure);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Fetches `url` and opens it in a new tab (opened at once, so popup blockers allow it); throws `failure`. */
export async function openPrivateFile(client: Client, url: string, failure: string) {
  const win = window.open('', '_blank');
  try {
    const objectUrl = await fetchPrivateFile(client, url, failure);
    if (win) win.location.href = objectUrl;
    else window.location.assign(objectUrl);
  } catch (error) {
    win?.close();
    throw error;
  }
}

/** Runs a private-file action for a button: `busy` while it runs, a toast when it fails. */
export function usePrivateFile() {
  const { client } = useServices();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (action: (client: Client) => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action(client);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
