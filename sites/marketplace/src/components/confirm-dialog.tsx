// A small dialog asking to confirm an irreversible step: a question, Cancel and the confirming button.
import { Button, Dialog } from '@dealloop/ui';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The confirming button's label ("Revoke", "Delete", "Leave"). */
  confirmLabel: string;
  /** The confirming button's look: danger (default) for a destructive step, primary for a wanted one. */
  confirmVariant?: 'danger' | 'primary';
  /** The other button's label; "Cancel" when not given. */
  cancelLabel?: string;
  /** Shows the danger button as working (the step is running). */
  busy?: boolean;
  onConfirm: () => void;
  /** Closes without doing anything (Cancel, Escape, the close button). */
  onClose: () => void;
  /** More of the question between the description and the buttons (e.g. choices the step takes). */
  children?: ReactNode;
}

/** The confirmation of one irreversible step. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  busy = false,
  onConfirm,
  onClose,
  children,
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
          <Button variant={confirmVariant} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
