// The Suspend dialog of /admin/users: a required reason (core's rule), then the suspension; failures stay in it.
import { ADMIN_MESSAGES, SUSPENSION_REASON_MAX, suspensionReasonProblem } from '@dealloop/core';
import { Alert, Button, Dialog, TextAreaField } from '@dealloop/ui';
import { type FormEvent, useId, useState } from 'react';
import * as deals from '../../deals/deals.css';

/** The dialog; `onSubmit` suspends with the trimmed reason and rejects with the error to show. */
export function SuspendDialog({
  name,
  onClose,
  onSubmit,
}: {
  name: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = suspensionReasonProblem(reason);
    setReasonError(problem);
    if (problem) return;
    setError(null);
    setBusy(true);
    try {
      await onSubmit(reason.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={ADMIN_MESSAGES.suspendTitle(name)}
      description={ADMIN_MESSAGES.suspendLead}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {ADMIN_MESSAGES.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            {ADMIN_MESSAGES.confirmSuspend}
          </Button>
        </>
      }
    >
      <form id={formId} className={deals.section} onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextAreaField
          label={ADMIN_MESSAGES.reasonLabel}
          required
          rows={3}
          maxLength={SUSPENSION_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError ?? undefined}
        />
      </form>
    </Dialog>
  );
}
