// My Account's "Download my data": asks for the password, then saves everything kept about the account as JSON.
import { Button } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../app/error-message';
import { useServices } from '../../../app/services-context';
import { accountsApi } from '../accounts-api';
import { ACCOUNT_TEXTS } from './account-texts';
import { PasswordDialog } from './password-dialog';

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
      const data = await accountsApi(client).exportData({ json: { currentPassword: password } });
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
      <PasswordDialog
        open={open}
        onClose={close}
        title={ACCOUNT_TEXTS.downloadDialogTitle}
        description={ACCOUNT_TEXTS.downloadDialogLead}
        formId="download-data-form"
        confirmLabel={ACCOUNT_TEXTS.downloadConfirm}
        confirmVariant="primary"
        canConfirm={password !== ''}
        busy={downloading}
        password={password}
        onPasswordChange={setPassword}
        problem={problem}
        onSubmit={download}
      />
    </>
  );
}
