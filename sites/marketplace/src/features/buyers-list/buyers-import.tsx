// The CSV import of the buyers list: choose a file, see the preview (core's reader: the same rule the API applies)
// with each bad row's errors, and import only when every row is valid; the API imports all rows or none.
import { BUYERS_LIST_TEXTS, type BuyerImport, readBuyersCsv } from '@dealloop/core';
import { Button, FileButton } from '@dealloop/ui';
import { useId, useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import * as styles from './buyers-list.css';
import { buyersListApi } from './buyers-list-api';

/** The import panel; `onImported` reloads the list. */
export function BuyersImport({ onImported }: { onImported: () => void }) {
  const { client } = useServices();
  const toast = useToast();
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; text: string; read: BuyerImport } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    setFailure(null);
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    setFile({ name: chosen.name, text, read: readBuyersCsv(text) });
  };
  const apply = async () => {
    if (!file?.read.valid) return;
    setBusy(true);
    try {
      const result = await buyersListApi(client).import({ json: { csv: file.text } });
      toast.success(BUYERS_LIST_TEXTS.imported(result.created, result.updated));
      setFile(null);
      onImported();
    } catch (error) {
      setFailure(`${BUYERS_LIST_TEXTS.importFailed} ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setBusy(false);
    }
  };

  const bad = file?.read.rows.filter((row) => row.errors.length) ?? [];
  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.panelTitle}>
        {BUYERS_LIST_TEXTS.importTitle}
      </h2>
      <p className={styles.muted}>{BUYERS_LIST_TEXTS.importHint}</p>
      <FileButton
        label={BUYERS_LIST_TEXTS.chooseFileButton}
        inputLabel={BUYERS_LIST_TEXTS.chooseFile}
        accept=".csv,text/csv"
        chosen={file?.name}
        onFiles={(files) => void choose(files[0])}
      />
      {file?.read.fileError ? (
        <p className={styles.error} role="alert">
          {file.read.fileError}
        </p>
      ) : null}
      {file && !file.read.fileError && file.read.valid ? (
        <div className={styles.row}>
          <p role="status">{BUYERS_LIST_TEXTS.preview(file.read.rows.length)}</p>
          <Button variant="primary" loading={busy} onClick={apply}>
            {BUYERS_LIST_TEXTS.importButton}
          </Button>
        </div>
      ) : null}
      {bad.length ? (
        <div role="alert">
          <p className={styles.error}>{BUYERS_LIST_TEXTS.previewErrors(bad.length)}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{BUYERS_LIST_TEXTS.line}</th>
                <th scope="col">{BUYERS_LIST_TEXTS.errors}</th>
              </tr>
            </thead>
            <tbody>
              {bad.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.errors.join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
