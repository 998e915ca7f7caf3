// My Account's data download (its own button) and account deletion (confirmed by the password and typing DELETE).
import { SIGN_OUT_PATH } from '@dealloop/core';
import { Button, Card, fieldGroupWide, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../app/error-message';
import { useServices, useToast } from '../../../app/services-context';
import { useNavigate } from '../../../router';
import { accountsApi } from '../accounts-api';
import * as styles from './account-page.css';
import { ACCOUNT_TEXTS, DELETE_CONFIRMATION_WORD } from './account-texts';
import { DownloadDataButton } from './download-data-button';
import { PasswordDialog } from './password-dialog';

/** The download and delete section. */
export function DeleteSection({ userId }: { userId: string }) {
  const { client, auth } = useServices();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    if (deleting) return;
    setOpen(false);
    setPassword('');
    setTyped('');
    setProblem(null);
  };

  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD && password.length > 0;
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setDeleting(true);
    try {
      await accountsApi(client).deleteAccount({ json: { currentPassword: password } });
      await auth.signOut();
      navigate(SIGN_OUT_PATH);
      toast.info(ACCOUNT_TEXTS.deleted);
    } catch (error) {
      setProblem(errorMessage(error));
      setDeleting(false);
    }
  };

  return (
    <Card as="section" className={styles.danger} aria-labelledby="account-delete">
      <h2 id="account-delete" className={styles.sectionTitle}>
        {ACCOUNT_TEXTS.deleteHeading}
      </h2>
      <p className={styles.muted}>{ACCOUNT_TEXTS.deleteLead}</p>
      <div className={styles.actions}>
        <DownloadDataButton userId={userId} />
        <Button variant="danger" onClick={() => setOpen(true)}>
          {ACCOUNT_TEXTS.deleteButton}
        </Button>
      </div>
      <PasswordDialog
        open={open}
        onClose={close}
        title={ACCOUNT_TEXTS.deleteDialogTitle}
        description={ACCOUNT_TEXTS.deleteDialogLead}
        formId="delete-account-form"
        confirmLabel={ACCOUNT_TEXTS.deleteConfirm}
        confirmVariant="danger"
        canConfirm={confirmed}
        busy={deleting}
        password={password}
        onPasswordChange={setPassword}
        problem={problem}
        onSubmit={remove}
      >
        <TextField
          className={fieldGroupWide}
          label={ACCOUNT_TEXTS.deleteConfirmLabel}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </PasswordDialog>
    </Card>
  );
}
