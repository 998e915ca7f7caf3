// The dialog My Account's irreversible actions share: it asks for the current password (and any extra fields),
// shows the server's refusal, and submits with one confirm button.
import { Button, Dialog, fieldGroupClassName, fieldGroupWide, TextField } from '@dealloop/ui';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './account-page.css';
import { ACCOUNT_TEXTS } from './account-texts';

/** What the dialog shows and does; the caller owns the state. */
export interface PasswordDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly description: string;
  /** The form's id, which the confirm button submits. */
  readonly formId: string;
  readonly confirmLabel: string;
  readonly confirmVariant: 'primary' | 'danger';
  /** Whether the confirm button may be pressed (the fields are filled in). */
  readonly canConfirm: boolean;
  readonly busy: boolean;
  readonly password: string;
  readonly onPasswordChange: (password: string) => void;
  readonly problem: string | null;
  readonly onSubmit: (event: FormEvent) => void;
  /** Fields after the password. */
  readonly children?: ReactNode;
}

/** A small dialog with the current-password field, extra fields, the problem and Cancel / confirm. */
export function PasswordDialog(props: PasswordDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      size="sm"
      title={props.title}
      description={props.description}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={props.onClose} disabled={props.busy}>
            {ACCOUNT_TEXTS.cancel}
          </Button>
          <Button
            type="submit"
            form={props.formId}
            variant={props.confirmVariant}
            disabled={!props.canConfirm}
            loading={props.busy}
          >
            {props.confirmLabel}
          </Button>
        </div>
      }
    >
      <form id={props.formId} className={fieldGroupClassName()} onSubmit={props.onSubmit} noValidate>
        <TextField
          className={fieldGroupWide}
          label={ACCOUNT_TEXTS.currentPassword}
          type="password"
          autoComplete="current-password"
          value={props.password}
          onChange={(e) => props.onPasswordChange(e.target.value)}
        />
        {props.children}
        {props.problem ? (
          <p className={`${styles.problem} ${fieldGroupWide}`} role="alert">
            {props.problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
