// Opens an offer's proof of funds: a private file the API serves only with the bearer token, so not a plain link.

import type { ApiClient } from '@dealloop/client';
import { OFFER_TEXTS } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useState } from 'react';
import { useServices, useToast } from '../../app/services-context';

/** Fetches the file with the session's token and opens it in a new tab. */
async function openPrivateFile(client: ApiClient, url: string): Promise<void> {
  const win = window.open('', '_blank');
  const token = client.auth.getSession()?.accessToken;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    win?.close();
    throw new Error('We could not open the proof of funds. Please try again.');
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  if (win) win.location.href = objectUrl;
  else window.location.assign(objectUrl);
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

/** A button opening the proof of funds of an offer. */
export function ProofOfFundsLink({ file }: { file: { url: string; name: string } }) {
  const { client } = useServices();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await openPrivateFile(client, file.url);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="ghost" loading={busy} onClick={open}>
      {OFFER_TEXTS.proofOfFundsLink(file.name)}
    </Button>
  );
}
