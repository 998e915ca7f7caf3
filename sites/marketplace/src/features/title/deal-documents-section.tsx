// The contract page's deal documents: the list with a download button each (the file needs the bearer token, so it
// is fetched and saved as a Blob), and an upload of a purchase agreement or an assignment (PDF) for the parties.
import { API_BASE, ApiError, fillPath } from '@dealloop/client';
import type { DealDocumentView } from '@dealloop/contract';
import { titleEndpoints } from '@dealloop/contract/endpoints';
import {
  DEAL_DOCUMENT_KINDS,
  DEAL_DOCUMENT_LABELS,
  DEAL_DOCUMENT_MAX_BYTES,
  DEAL_DOCUMENT_MESSAGES,
  type DealDocumentKind,
  TITLE_TEXTS as T,
} from '@dealloop/core';
import { Alert, Button, FileButton, SelectField } from '@dealloop/ui';
import { useState } from 'react';
import { useServices } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { formatDealTime } from '../../deals/deal-format';
import * as styles from '../../deals/deals.css';
import { savePrivateFile, usePrivateFile } from '../../deals/private-file';
import { titleApi } from './title-api';

const KIND_OPTIONS = DEAL_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DEAL_DOCUMENT_LABELS[kind] }));

/** The documents section of a contract (nothing while it loads or when the viewer may not see them). */
export function DealDocumentsSection({ contractId }: { contractId: string }) {
  const resource = useApiResource(contractId, (client) =>
    titleApi(client).listDocuments({ params: { id: contractId } }),
  );
  const { state } = resource;
  if (state.status !== 'ready' || !state.data) return null;
  const added = (document: DealDocumentView) =>
    resource.update((current) => ({ items: [...(current?.items ?? []), document] }));
  return (
    <section className={styles.card} aria-labelledby="deal-documents">
      <h2 id="deal-documents" className={styles.sectionTitle}>
        {T.documentsHeading}
      </h2>
      {state.data.items.length ? (
        <ul className={styles.list} aria-label={T.documentsHeading}>
          {state.data.items.map((document) => (
            <DocumentRow key={document.id} contractId={contractId} document={document} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{T.noDocuments}</p>
      )}
      <DocumentUpload contractId={contractId} onUploaded={added} />
    </section>
  );
}

function DocumentRow({ contractId, document }: { contractId: string; document: DealDocumentView }) {
  const { busy, run } = usePrivateFile();
  const path =
    API_BASE + fillPath(titleEndpoints.downloadDocument.path, { id: contractId, documentId: document.id });
  const download = () =>
    run((client) => savePrivateFile(client, path, document.name, T.downloadFailed), T.downloadFailed);
  return (
    <li className={styles.fact}>
      <span className={styles.factValue}>{document.name}</span>
      <span className={styles.muted}>
        {T.uploadedOn(DEAL_DOCUMENT_LABELS[document.kind], formatDealTime(document.createdAt))}
      </span>
      <span>
        <Button
          size="sm"
          variant="secondary"
          loading={busy}
          onClick={download}
          aria-label={T.downloadNamed(document.name)}
        >
          {T.download}
        </Button>
      </span>
    </li>
  );
}

function DocumentUpload({
  contractId,
  onUploaded,
}: {
  contractId: string;
  onUploaded: (document: DealDocumentView) => void;
}) {
  const { client } = useServices();
  const [kind, setKind] = useState<DealDocumentKind>('purchase_agreement');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setDone(false);
    const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
    if (!isPdf) return setError(DEAL_DOCUMENT_MESSAGES.notPdf);
    if (file.size > DEAL_DOCUMENT_MAX_BYTES) return setError(DEAL_DOCUMENT_MESSAGES.tooLarge);
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('kind', kind);
      onUploaded(await titleApi(client).uploadDocument({ params: { id: contractId }, form }));
      setDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : T.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.section}>
      <SelectField
        label={T.documentKind}
        options={KIND_OPTIONS}
        value={kind}
        onChange={(event) => setKind(event.target.value as DealDocumentKind)}
      />
      <div className={styles.actions}>
        <FileButton
          label={T.uploadDocument}
          inputLabel={T.uploadDocument}
          size="sm"
          accept="application/pdf,.pdf"
          disabled={busy}
          onFiles={(files) => void upload(files[0])}
        />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {done ? <Alert tone="success">{T.documentUploaded}</Alert> : null}
    </div>
  );
}
