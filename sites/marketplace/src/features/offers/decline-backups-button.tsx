// "Decline all backups" of one listing, for its seller: asks first, then declines every backup (their buyers told).
import { BACKUP_TEXTS } from '@dealloop/core';
import { Alert, Button } from '@dealloop/ui';
import { useState } from 'react';
import { useToast } from '../../app/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DEAL_CONFIRM_BACK } from '../../deals/deal-confirmations';
import { useDeclineBackups } from './use-offers';

/** The button for the listing `propertyId` (titled `title`); `onDeclined` runs once the backups are declined. */
export function DeclineBackupsButton({
  propertyId,
  title,
  onDeclined,
}: {
  propertyId: string;
  title: string;
  onDeclined: () => void;
}) {
  const declineBackups = useDeclineBackups();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await declineBackups(propertyId);
      toast.success(BACKUP_TEXTS.declinedAll(answer.declined));
      onDeclined();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="danger"
        aria-label={BACKUP_TEXTS.declineAllFor(title)}
        onClick={() => setAsking(true)}
      >
        {BACKUP_TEXTS.declineAll}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ConfirmDialog
        open={asking}
        title={BACKUP_TEXTS.declineAll}
        description={BACKUP_TEXTS.declineAllConfirm}
        confirmLabel={BACKUP_TEXTS.declineAll}
        cancelLabel={DEAL_CONFIRM_BACK}
        busy={busy}
        onConfirm={() => !busy && run()}
        onClose={() => !busy && setAsking(false)}
      />
    </>
  );
}
