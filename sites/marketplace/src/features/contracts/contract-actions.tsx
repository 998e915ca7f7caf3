// The buttons of the actions a contract allows the caller now, each confirmed in a dialog (a decline or cancel
// also asks why: the reason goes into the deal's history and both parties' alerts); a refused action (409) shows
// the API's reason.
import {
  CLOSING_PANEL_TEXTS,
  CONTRACT_ACTION_LABELS,
  CONTRACT_ACTIONS_WITH_REASON,
  type ContractAction,
  contractActionProblem,
} from '@dealloop/core';
import { Alert, Button, TextAreaField } from '@dealloop/ui';
import { useState } from 'react';
import { useToast } from '../../app/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { contractActionConfirmation, DEAL_CONFIRM_BACK } from '../../deals/deal-confirmations';
import { CONTRACT_ACTION_DONE } from '../../deals/deal-texts';
import * as styles from '../../deals/deals.css';
import type { Contract } from './contract';
import { useContractAction } from './use-contracts';

const VARIANTS: Record<ContractAction, 'primary' | 'secondary' | 'danger'> = {
  seller_approve: 'primary',
  approve: 'primary',
  complete: 'primary',
  seller_decline: 'danger',
  cancel: 'danger',
};

/**
 * One button per allowed action, each asking for confirmation first (every contract action is irreversible);
 * `onChanged` gets the contract as the API answered it.
 */
export function ContractActions({
  contract,
  onChanged,
}: {
  contract: Contract;
  onChanged: (contract: Contract) => void;
}) {
  const act = useContractAction();
  const toast = useToast();
  const [busy, setBusy] = useState<ContractAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ContractAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (contract.allowedActions.length === 0 && !error) return null;
  const asksReason = confirming !== null && CONTRACT_ACTIONS_WITH_REASON.includes(confirming);
  const ask = (action: ContractAction | null) => {
    setConfirming(action);
    setReason('');
    setReasonError(null);
  };
  const run = async (action: ContractAction) => {
    const problem = contractActionProblem(action, reason);
    setReasonError(problem);
    if (problem) return;
    setBusy(action);
    setError(null);
    try {
      const changed = await act(contract.id, action, asksReason ? reason.trim() : undefined);
      toast.success(CONTRACT_ACTION_DONE[action]);
      onChanged(changed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
      ask(null);
    }
  };
  const confirmation = confirming ? contractActionConfirmation(contract, confirming) : null;
  return (
    <div className={styles.section}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.actions}>
        {contract.allowedActions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={VARIANTS[action]}
            loading={busy === action}
            disabled={busy !== null && busy !== action}
            onClick={() => ask(action)}
          >
            {CONTRACT_ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        description={confirmation?.description ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        confirmVariant={confirmation?.confirmVariant}
        cancelLabel={DEAL_CONFIRM_BACK}
        busy={busy !== null}
        onConfirm={() => confirming && busy === null && run(confirming)}
        onClose={() => busy === null && ask(null)}
      >
        {asksReason ? (
          <TextAreaField
            label={CLOSING_PANEL_TEXTS.reasonLabel}
            placeholder={CLOSING_PANEL_TEXTS.reasonPlaceholder}
            value={reason}
            rows={3}
            error={reasonError ?? undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
