// The contract page's title company contact: the seller names or changes it (core's checks per field; a note with
// wire instructions shows the wire-fraud warning), the buyer reads it.
import { ApiError } from '@dealloop/client';
import type { TitleContactView } from '@dealloop/contract';
import {
  TITLE_TEXTS as T,
  type TitleContactInput,
  titleContactProblems,
  WIRE_FRAUD_WARNING,
  WIRE_INSTRUCTIONS_REFUSED,
} from '@dealloop/core';
import { Alert, Button, TextAreaField, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { formatDealTime } from '../../deals/deal-format';
import * as styles from '../../deals/deals.css';
import { titleApi } from './title-api';

type Field = keyof TitleContactInput;

/** The title contact section of a contract (nothing while it loads or when the viewer may not see it). */
export function TitleContactSection({ contractId }: { contractId: string }) {
  const resource = useApiResource(contractId, (client) =>
    titleApi(client).getContact({ params: { id: contractId } }),
  );
  const { state } = resource;
  if (state.status !== 'ready' || !state.data) return null;
  return (
    <section className={styles.card} aria-labelledby="title-contact">
      <h2 id="title-contact" className={styles.sectionTitle}>
        {T.contactHeading}
      </h2>
      {state.data.canEdit ? (
        <TitleContactForm
          contractId={contractId}
          view={state.data}
          onSaved={(saved) => resource.update(() => saved)}
        />
      ) : (
        <TitleContactFacts view={state.data} />
      )}
    </section>
  );
}

function TitleContactFacts({ view }: { view: TitleContactView }) {
  const { contact } = view;
  if (!contact) return <p className={styles.muted}>{T.noContact}</p>;
  const facts = [
    { label: T.officerName, value: contact.officerName },
    { label: T.company, value: contact.company },
    { label: T.email, value: contact.email },
    { label: T.phone, value: contact.phone },
    ...(contact.notes ? [{ label: T.notes, value: contact.notes }] : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const draftOf = (view: TitleContactView): TitleContactInput => ({
  officerName: view.contact?.officerName ?? '',
  company: view.contact?.company ?? '',
  email: view.contact?.email ?? '',
  phone: view.contact?.phone ?? '',
  notes: view.contact?.notes ?? '',
});

function TitleContactForm({
  contractId,
  view,
  onSaved,
}: {
  contractId: string;
  view: TitleContactView;
  onSaved: (view: TitleContactView) => void;
}) {
  const { client } = useServices();
  const [draft, setDraft] = useState(() => draftOf(view));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = titleContactProblems(draft);
    setProblems(found);
    setError(null);
    setSaved(false);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const notes = draft.notes?.trim() ? draft.notes : null;
      onSaved(await titleApi(client).setContact({ params: { id: contractId }, json: { ...draft, notes } }));
      setSaved(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === WIRE_INSTRUCTIONS_REFUSED)
        setError(WIRE_FRAUD_WARNING);
      else setError(failure instanceof ApiError ? failure.message : T.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Exclude<Field, 'notes'>, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      required
      value={draft[name]}
      onChange={(event) => change(name, event.target.value)}
      error={problems[name]}
    />
  );
  return (
    <form className={styles.section} noValidate onSubmit={submit}>
      {view.link ? <p className={styles.muted}>{T.linkSentOn(formatDealTime(view.link.sentAt))}</p> : null}
      {field('officerName', T.officerName)}
      {field('company', T.company)}
      {field('email', T.email, 'email')}
      {field('phone', T.phone, 'tel')}
      <TextAreaField
        label={T.notes}
        hint={T.wireFraudNotice}
        value={draft.notes ?? ''}
        onChange={(event) => change('notes', event.target.value)}
        error={problems.notes}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {saved ? <Alert tone="success">{T.saved}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={busy}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
