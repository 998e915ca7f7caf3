// The buttons of the actions a contract allows the caller now; a refused action (409) shows the API's reason.
import { CONTRACT_ACTION_LABELS, type ContractAction } from '@dealloop/core';
import { Alert, Button } from '@dealloop/ui';
import { useState } from 'react';
import { useToast } from '../app/services-context';
import type { Contract } from './contract';
import { CONTRACT_ACTION_DONE } from './deal-texts';
import * as styles from './deals.css';
import { useContractAction } from './use-contracts';

const VARIANTS: Record<ContractAction, 'primary' | 'secondary' | 'danger'> = {
  seller_approve: 'primary',
  approve: 'primary',
  complete: 'primary',
  seller_decline: 'danger',
  cancel: 'danger',
};

/** One button per allowed action; `onChanged` gets the contract as the API answered it. */
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
    }
  };
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
            onClick={() => run(action)}
          >
            {CONTRACT_ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
    </div>
  );
}
