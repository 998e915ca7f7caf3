// My Account's "Download my data": asks for the password, then saves everything kept about the account as JSON.
import { Button, Dialog, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/services-context';
import { errorMessage } from '../auth/error-message';
import * as styles from './account-page.css';
import { ACCOUNT_API, ACCOUNT_TEXTS } from './account-texts';

/** Saves `data` as a JSON file through a temporary link. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The download button and its password dialog. */
export function DownloadDataButton({ userId }: { userId: string }) {
  const { client } = useServices();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const close = () => {
    if (downloading) return;
    setOpen(false);
    setPassword('');
    setProblem(null);
  };

  const download = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setDownloading(true);
    try {
      const data = await client.request<unknown>('POST', ACCOUNT_API.export, {
        json: { currentPassword: password },
      });
      saveJson(data, `dealloop-data-${userId.slice(0, 8)}.json`);
      setDownloading(false);
      setOpen(false);
      setPassword('');
      setProblem(null);
    } catch (error) {
      console.warn('DealLoop: the data download failed.', error);
      setProblem(errorMessage(error));
      setDownloading(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {ACCOUNT_TEXTS.download}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        size="sm"
        title={ACCOUNT_TEXTS.downloadDialogTitle}
        description={ACCOUNT_TEXTS.downloadDialogLead}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close} disabled={downloading}>
              {ACCOUNT_TEXTS.cancel}
            </Button>
            <Button
              type="submit"
              form="download-data-form"
              variant="primary"
              disabled={!password}
              loading={downloading}
            >
              {ACCOUNT_TEXTS.downloadConfirm}
            </Button>
          </div>
        }
      >
        <form id="download-data-form" className={styles.fields} onSubmit={download} noValidate>
          <TextField
            className={styles.wide}
            label={ACCOUNT_TEXTS.currentPassword}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {problem ? (
            <p className={`${styles.problem} ${styles.wide}`} role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      </Dialog>
    </>
  );
}
