// My Account's "Verify proof of funds": the buyer's verification status (waiting, verified up to $X until a date,
// expired, rejected with the reason) and a file to submit for review, uploaded by the one private proof of funds
// upload (POST /uploads, purpose proof_of_funds) and then submitted to the review queue.
import { formatPrice, isCurrentFunds, POF_TEXTS } from '@dealloop/core';
import { Card } from '@dealloop/ui';
import { type ChangeEvent, useState } from 'react';
import { errorMessage } from '../../app/error-message';
import { useServices, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import * as deals from '../../deals/deals.css';
import { proofOfFundsUpload } from '../offers/proof-of-funds-upload';
import { type FundsVerification, fundsApi } from './funds-api';

/** The status line of the buyer's newest request. */
function statusText(latest: FundsVerification | null, now: Date): string {
  if (!latest) return POF_TEXTS.statusNone;
  if (latest.status === 'pending') return POF_TEXTS.statusPending;
  if (latest.status === 'rejected') return POF_TEXTS.statusRejected.replace('{reason}', latest.reason ?? '');
  const date = (latest.expiresAt ?? '').slice(0, 10);
  if (latest.expiresAt && !isCurrentFunds({ amount: latest.amount ?? 0, expiresAt: latest.expiresAt }, now)) {
    return POF_TEXTS.statusExpired.replace('{date}', date);
  }
  return POF_TEXTS.statusApproved.replace('{amount}', formatPrice(latest.amount)).replace('{date}', date);
}

/** The section; it reloads after a submission. */
export function VerifyFundsSection() {
  const { client } = useServices();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const mine = useApiResource('funds-verification-mine', (api) => fundsApi(api).mine({}));

  const submit = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const upload = await proofOfFundsUpload(client, file);
      await fundsApi(client).submit({ json: { uploadId: upload.id } });
      toast.success(POF_TEXTS.submitted);
      mine.reload();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="account-verify-funds">
      <h2 id="account-verify-funds" className={deals.sectionTitle}>
        {POF_TEXTS.verifyAction}
      </h2>
      <p className={deals.muted}>{POF_TEXTS.verifyIntro}</p>
      {mine.state.status === 'ready' ? <p>{statusText(mine.state.data.latest, new Date())}</p> : null}
      <input
        type="file"
        accept="application/pdf,image/*"
        disabled={busy}
        onChange={(event) => void submit(event)}
        aria-label={POF_TEXTS.verifyAction}
      />
    </Card>
  );
}
