// The buttons of the actions a contract allows the caller now, each confirmed in a dialog; a refused action (409)
// shows the API's reason.
import { CONTRACT_ACTION_LABELS, type ContractAction } from '@dealloop/core';
import { Alert, Button } from '@dealloop/ui';
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
  if (contract.allowedActions.length === 0 && !error) return null;
  const run = async (action: ContractAction) => {
    setBusy(action);
    setError(null);
    try {
      const changed = await act(contract.id, action);
      toast.success(CONTRACT_ACTION_DONE[action]);
      onChanged(changed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
      setConfirming(null);
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
            onClick={() => setConfirming(action)}
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
        onClose={() => busy === null && setConfirming(null)}
      />
    </div>
  );
}
