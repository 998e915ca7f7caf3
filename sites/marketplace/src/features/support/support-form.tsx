// The support form: subject, category and message (plus email and name when signed out), checked with core's
// `supportTicketProblems` before POST /support/tickets (each field's problem under it); a 400/429 of the server
// shows above the form.
import { ApiError } from '@dealloop/client';
import type { OpenedTicket } from '@dealloop/contract';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_TEXTS,
  type SupportTicketField,
  supportTicketProblems,
} from '@dealloop/core';
import {
  Alert,
  Button,
  ContactFields,
  cardClassName,
  SelectField,
  TextAreaField,
  TextField,
} from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import * as deals from '../../deals/deals.css';
import { supportApi } from './support-api';

const EMPTY = { subject: '', category: '', message: '', email: '', name: '' };

/** The form; `onOpened` gets the new ticket (and its access key when signed out). */
export function SupportForm({
  signedIn,
  onOpened,
}: {
  signedIn: boolean;
  onOpened: (opened: OpenedTicket) => void;
}) {
  const { client } = useServices();
  const toast = useToast();
  const [draft, setDraft] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldProblems, setFieldProblems] = useState<Partial<Record<SupportTicketField, string>>>({});
  const [sending, setSending] = useState(false);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setFieldProblems(({ [field]: _fixed, ...others }) => others);
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = supportTicketProblems(draft, signedIn);
    setFieldProblems(found);
    setProblem(null);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const opened = await supportApi(client).open({
        json: {
          subject: draft.subject.trim(),
          category: draft.category,
          message: draft.message.trim(),
          ...(signedIn ? {} : { email: draft.email.trim(), name: draft.name.trim() || null }),
        },
      });
      setDraft(EMPTY);
      toast.success(SUPPORT_TEXTS.sent);
      onOpened(opened);
    } catch (failure) {
      setProblem(
        failure instanceof ApiError && failure.status < 500 ? failure.message : SUPPORT_TEXTS.sendFailed,
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={cardClassName({ elevated: true, gap: '4' })}
      aria-label={SUPPORT_TEXTS.formTitle}
      onSubmit={submit}
      noValidate
    >
      <h2 className={deals.cardTitle}>{SUPPORT_TEXTS.formTitle}</h2>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {signedIn ? null : (
        <>
          <p className={deals.muted}>{SUPPORT_TEXTS.signedOutNote}</p>
          <ContactFields
            fields={['email', 'fullName']}
            labels={{ email: SUPPORT_TEXTS.emailLabel, fullName: SUPPORT_TEXTS.nameLabel }}
            errors={{ email: fieldProblems.email, fullName: fieldProblems.name }}
            values={{ email: draft.email, fullName: draft.name }}
            onChange={(name, value) => set(name === 'fullName' ? 'name' : 'email')({ target: { value } })}
          />
        </>
      )}
      <TextField
        label={SUPPORT_TEXTS.subjectLabel}
        error={fieldProblems.subject}
        value={draft.subject}
        onChange={set('subject')}
      />
      <SelectField
        label={SUPPORT_TEXTS.categoryLabel}
        error={fieldProblems.category}
        value={draft.category}
        onChange={set('category')}
        options={[{ value: '', label: 'Choose…', disabled: true }, ...SUPPORT_CATEGORIES]}
      />
      <TextAreaField
        label={SUPPORT_TEXTS.messageLabel}
        rows={6}
        error={fieldProblems.message}
        value={draft.message}
        onChange={set('message')}
      />
      <div className={deals.actions}>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? SUPPORT_TEXTS.sending : SUPPORT_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}
