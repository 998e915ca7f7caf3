// Opens an offer's proof of funds: a private file the API serves only with the bearer token, so not a plain link.

import { OFFER_TEXTS } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { openPrivateFile, usePrivateFile } from '../../deals/private-file';

/** A button opening the proof of funds of an offer. */
export function ProofOfFundsLink({ file }: { file: { url: string; name: string } }) {
  const { busy, run } = usePrivateFile();
  const failure = OFFER_TEXTS.proofOfFundsFailed;
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={busy}
      onClick={() => run((client) => openPrivateFile(client, file.url, failure), failure)}
    >
      {OFFER_TEXTS.proofOfFundsLink(file.name)}
    </Button>
  );
}
