// The proof of funds panel of /moderator (lazy-loaded): requests waiting for review, oldest first, each with its
// buyer and document; Approve records the verified amount, the source and the expiry (90 days unless edited),
// Reject asks for the reason the buyer reads. The server writes every decision to the audit log.
import { ApiError } from '@dealloop/client';
import {
  defaultFundsExpiry,
  FUNDS_SOURCE_LABELS,
  FUNDS_SOURCES,
  FUNDS_VERIFICATION_LIMITS,
  type FundsSource,
  fundsDecisionProblem,
  POF_TEXTS,
  submittedAgeLabel,
} from '@dealloop/core';
import { Button, SelectField, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { ResourceView } from '../../components/resource-view';
import * as deals from '../../deals/deals.css';
import * as styles from '../moderation/moderation.css';
import { Pager } from '../moderation/moderator/pager';
import { ReasonDialog } from '../moderation/reason-dialog';
import { ProofOfFundsLink } from '../offers/proof-of-funds-link';
import { type FundsVerification, fundsApi } from './funds-api';

const PAGE_SIZE = FUNDS_VERIFICATION_LIMITS.queuePageSize;
const SOURCE_OPTIONS = FUNDS_SOURCES.map((value) => ({ value, label: FUNDS_SOURCE_LABELS[value] }));

type Decision = Parameters<ReturnType<typeof fundsApi>['decide']>[0]['json'];

/** The queue; `onDecided` runs after every saved decision (the audit log reloads). */
export default function FundsQueue({ onDecided }: { onDecided: () => void }) {
  const { client } = useServices();
  const toast = useToast();
  const [offset, setOffset] = useState(0);
  const [rejecting, setRejecting] = useState<FundsVerification | null>(null);
  const queue = useApiResource(`moderation-funds:${offset}`, (api) =>
    fundsApi(api).queue({ query: { limit: PAGE_SIZE, offset } }),
  );

  const decide = async (item: FundsVerification, json: Decision) => {
    try {
      await fundsApi(client).decide({ params: { id: item.id }, json });
      toast.success(json.decision === 'approve' ? POF_TEXTS.approve : POF_TEXTS.reject);
      queue.reload();
      onDecided();
      return true;
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status < 500 ? failure.message : POF_TEXTS.decisionFailed,
      );
      queue.reload();
      return false;
    }
  };

  return (
    <section className={deals.section} aria-labelledby="funds-heading">
      <h2 id="funds-heading" className={deals.sectionTitle}>
        {POF_TEXTS.queueTitle}
      </h2>
      <ResourceView resource={queue} what={POF_TEXTS.queueWhat}>
        {(page) =>
          page.items.length === 0 ? (
            <p className={styles.muted}>{POF_TEXTS.queueEmpty}</p>
          ) : (
            <>
              <ul className={deals.list} aria-label={POF_TEXTS.queueTitle}>
                {page.items.map(({ verification, buyer }) => (
                  <li key={verification.id} className={deals.card} aria-label={buyer.name ?? buyer.email}>
                    <p>
                      <strong>{buyer.name ?? buyer.email}</strong> ({buyer.email}) ·{' '}
                      {submittedAgeLabel(verification.submittedAt, new Date())}
                    </p>
                    <ProofOfFundsLink
                      file={{ url: verification.documentUrl, name: verification.documentName }}
                    />
                    <ApproveForm item={verification} onApprove={(json) => decide(verification, json)} />
                    <Button variant="danger" size="sm" onClick={() => setRejecting(verification)}>
                      {POF_TEXTS.reject}
                    </Button>
                  </li>
                ))}
              </ul>
              <Pager
                offset={offset}
                pageSize={PAGE_SIZE}
                shown={page.items.length}
                total={page.total}
                onOffset={setOffset}
              />
            </>
          )
        }
      </ResourceView>
      <ReasonDialog
        request={
          rejecting
            ? {
                title: `${POF_TEXTS.reject}: ${rejecting.documentName}`,
                label: POF_TEXTS.reasonLabel,
                confirmLabel: POF_TEXTS.reject,
                problem: (reason) => fundsDecisionProblem({ decision: 'reject', reason }, new Date()),
              }
            : null
        }
        onClose={() => setRejecting(null)}
        onConfirm={(reason) =>
          rejecting ? decide(rejecting, { decision: 'reject', reason }) : Promise.resolve(false)
        }
      />
    </section>
  );
}

/** The approval of one request: amount in whole dollars, source, and the expiry date (default 90 days). */
function ApproveForm({
  item,
  onApprove,
}: {
  item: FundsVerification;
  onApprove: (json: Decision) => Promise<boolean>;
}) {
  const [amount, setAmount] = useState('');
  const [source, setSource] = useState<FundsSource>('bank_statement');
  const [expiry, setExpiry] = useState(() => defaultFundsExpiry(new Date()).slice(0, 10));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const decision: Decision = {
      decision: 'approve',
      amount: Number(amount.replace(/[\s,$]/g, '')),
      source,
      expiresAt: new Date(`${expiry}T23:59:59.000Z`).toISOString(),
    };
    const problem = fundsDecisionProblem(decision, new Date());
    setError(problem);
    if (problem) return;
    setSaving(true);
    await onApprove(decision);
    setSaving(false);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={item.documentName}>
      <TextField
        label={POF_TEXTS.amountLabel}
        inputMode="numeric"
        value={amount}
        error={error ?? undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      <SelectField
        label={POF_TEXTS.sourceLabel}
        options={SOURCE_OPTIONS}
        value={source}
        onChange={(event) => setSource(event.target.value as FundsSource)}
      />
      <TextField
        label={POF_TEXTS.expiryLabel}
        type="date"
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
      />
      <Button type="submit" variant="primary" size="sm" disabled={saving}>
        {POF_TEXTS.approve}
      </Button>
    </form>
  );
}
