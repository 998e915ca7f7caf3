// A small dialog asking to confirm a destructive step: a question, Cancel and the danger button.
import { Button, Dialog } from '@dealloop/ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The danger button's label ("Revoke", "Delete", "Leave"). */
  confirmLabel: string;
  /** The other button's label; "Cancel" when not given. */
  cancelLabel?: string;
  /** Shows the danger button as working (the step is running). */
  busy?: boolean;
  onConfirm: () => void;
  /** Closes without doing anything (Cancel, Escape, the close button). */
  onClose: () => void;
}

/** The confirmation of one destructive step. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      size="sm"
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
