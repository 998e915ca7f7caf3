// The dialog asking a moderator for the reason of a decision (required to decline, shown to the owner).
import { REASON_DIALOG_TEXTS } from '@dealloop/core';
import { Button, Dialog, TextAreaField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './moderation.css';

/** What the dialog asks, and how the reason is checked (core's rule: a text or null). */
export interface ReasonRequest {
  title: string;
  label: string;
  confirmLabel: string;
  problem: (reason: string) => string | null;
}

/** A reason dialog; `onConfirm` gets the trimmed reason and answers whether it worked (else the dialog stays). */
export function ReasonDialog({
  request,
  onClose,
  onConfirm,
}: {
  request: ReasonRequest | null;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const problem = request.problem(reason);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const done = await onConfirm(reason.trim());
    setSaving(false);
    if (done) close();
  };
  return (
    <Dialog open={request !== null} onClose={close} title={request?.title ?? ''} size="sm">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextAreaField
          label={request?.label ?? ''}
          value={reason}
          rows={4}
          error={error ?? undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.endActions}>
          <Button type="button" variant="ghost" onClick={close}>
            {REASON_DIALOG_TEXTS.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? REASON_DIALOG_TEXTS.saving : request?.confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
