// My Account's data download (its own button) and account deletion (confirmed by the password and typing DELETE).
import { SIGN_OUT_PATH } from '@dealloop/core';
import { Button, Dialog, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import { useNavigate } from '../../router';
import { errorMessage } from '../auth/error-message';
import * as styles from './account-page.css';
import { ACCOUNT_API, ACCOUNT_TEXTS, DELETE_CONFIRMATION_WORD } from './account-texts';
import { DownloadDataButton } from './download-data-button';

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
      await client.request('DELETE', ACCOUNT_API.me, { json: { currentPassword: password } });
      await auth.signOut();
      navigate(SIGN_OUT_PATH);
      toast.info(ACCOUNT_TEXTS.deleted);
    } catch (error) {
      setProblem(errorMessage(error));
      setDeleting(false);
    }
  };

  return (
    <section className={`${styles.section} ${styles.danger}`} aria-labelledby="account-delete">
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
      <Dialog
        open={open}
        onClose={close}
        size="sm"
        title={ACCOUNT_TEXTS.deleteDialogTitle}
        description={ACCOUNT_TEXTS.deleteDialogLead}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close} disabled={deleting}>
              {ACCOUNT_TEXTS.cancel}
            </Button>
            <Button
              type="submit"
              form="delete-account-form"
              variant="danger"
              disabled={!confirmed}
              loading={deleting}
            >
              {ACCOUNT_TEXTS.deleteConfirm}
            </Button>
          </div>
        }
      >
        <form id="delete-account-form" className={styles.fields} onSubmit={remove} noValidate>
          <TextField
            className={styles.wide}
            label={ACCOUNT_TEXTS.currentPassword}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            className={styles.wide}
            label={ACCOUNT_TEXTS.deleteConfirmLabel}
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          {problem ? (
            <p className={`${styles.problem} ${styles.wide}`} role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      </Dialog>
    </section>
  );
}
