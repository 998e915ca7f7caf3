// The form of a business card (new or edited): full name and email required, phone, company, logo upload.
import { CARDS_TEXTS, MESSAGES, validateOnboardingStep } from '@dealloop/core';
import { Button, ContactFields, cardClassName, FieldGroup } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { ImageUploadField } from '../onboarding/image-upload-field';
import * as shared from '../profiles/profile-shared.css';
import type { CardFields } from './business-cards-api';

export interface CardFormProps {
  userId: string;
  initial: CardFields;
  submitLabel: string;
  /** Saves; a rejection keeps the form open (the caller shows the failure). */
  onSubmit: (fields: CardFields) => Promise<void>;
  onCancel?: () => void;
}

/** A card form: "Please fill in your name and email" when either is blank, as in step 3 of onboarding. */
export function CardForm({ userId, initial, submitLabel, onSubmit, onCancel }: CardFormProps) {
  const [fields, setFields] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof CardFields>(key: K, value: CardFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = validateOnboardingStep(3, { full_name: fields.fullName, email: fields.email });
    setProblem(missing);
    if (missing) return;
    setBusy(true);
    try {
      await onSubmit({
        fullName: fields.fullName.trim(),
        email: fields.email.trim(),
        phoneNumber: fields.phoneNumber || null,
        companyName: fields.companyName?.trim() || null,
        companyLogo: fields.companyLogo || null,
      });
    } catch {
      // The caller reported it; the form stays as typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={cardClassName({ padding: 'lg', gap: '4' })}
      onSubmit={submit}
      noValidate
      aria-label={submitLabel}
    >
      <FieldGroup gap="4">
        <ContactFields
          fields={['fullName', 'email', 'phone', 'companyName']}
          required={['fullName', 'email']}
          values={{ ...fields, phone: fields.phoneNumber }}
          onChange={(name, value) =>
            setFields((current) => ({ ...current, [name === 'phone' ? 'phoneNumber' : name]: value }))
          }
        />
        <ImageUploadField
          label={CARDS_TEXTS.companyLogo}
          purpose="logo"
          userId={userId}
          value={fields.companyLogo ?? ''}
          onChange={(url) => set('companyLogo', url)}
          onBusyChange={setUploading}
        />
      </FieldGroup>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className={shared.actions}>
        <Button type="submit" variant="primary" loading={busy} disabled={uploading}>
          {busy ? MESSAGES.onboardingSaving : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {CARDS_TEXTS.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
