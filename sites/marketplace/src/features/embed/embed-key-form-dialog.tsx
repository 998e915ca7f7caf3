// The dialog that creates or edits an embed key: its name and allowed origins (one per line), checked with
// core's rules before sending; a refusal of the server (400, or the plan's limit) shows in the form.
import { ApiError } from '@dealloop/client';
import type { EmbedKeyFields } from '@dealloop/contract';
import { checkAllowedOrigins, EMBED_KEY_NAME_MAX, embedKeyNameProblem } from '@dealloop/core';
import { Alert, Button, Dialog, TextAreaField, TextField } from '@dealloop/ui';
import { type FormEvent, useId, useState } from 'react';
import { isPlanRefusal } from '../billing/my-plan';
import * as styles from './embed.css';
import { EMBED_TEXTS } from './embed-texts';

export interface EmbedKeyFormDialogProps {
  title: string;
  submitLabel: string;
  initial: EmbedKeyFields;
  /** Saves the fields; the dialog stays open with the server's message when it rejects with a 400. */
  onSubmit: (fields: EmbedKeyFields) => Promise<void>;
  onClose: () => void;
}

/**
 * A refusal of the input (400, 409, 422) or of the plan (403 plan_limit, 429 quota_exceeded, naming the plan that
 * lifts it): the form shows the server's message instead of a toast.
 */
export function isFormRefusal(error: unknown): error is ApiError {
  return (error instanceof ApiError && [400, 409, 422].includes(error.status)) || isPlanRefusal(error);
}

interface Problems {
  name?: string;
  origins?: string;
  form?: string;
}

/** The create / edit dialog of an embed key. */
export function EmbedKeyFormDialog({
  title,
  submitLabel,
  initial,
  onSubmit,
  onClose,
}: EmbedKeyFormDialogProps) {
  const formId = useId();
  const [name, setName] = useState(initial.name);
  const [origins, setOrigins] = useState(initial.allowedOrigins.join('\n'));
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = embedKeyNameProblem(name);
    const checked = checkAllowedOrigins(origins.split('\n'));
    const found: Problems = {
      ...(nameProblem && { name: nameProblem }),
      ...(checked.problem !== null && { origins: checked.problem }),
    };
    setProblems(found);
    if (checked.problem !== null || nameProblem) return;
    setSaving(true);
    try {
      await onSubmit({ name: name.trim(), allowedOrigins: checked.origins });
    } catch (error) {
      if (isFormRefusal(error)) setProblems({ form: error.message });
      // Other failures were told by a toast; the form stays as typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {EMBED_TEXTS.cancel}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            {saving ? EMBED_TEXTS.saving : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {problems.form ? <Alert tone="error">{problems.form}</Alert> : null}
        <TextField
          label={EMBED_TEXTS.nameLabel}
          name="name"
          required
          maxLength={EMBED_KEY_NAME_MAX}
          hint={EMBED_TEXTS.nameHint}
          value={name}
          error={problems.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label={EMBED_TEXTS.originsLabel}
          name="allowedOrigins"
          required
          rows={4}
          spellCheck={false}
          autoCapitalize="off"
          placeholder="https://www.example.com"
          hint={EMBED_TEXTS.originsHint}
          value={origins}
          error={problems.origins}
          onChange={(event) => setOrigins(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
