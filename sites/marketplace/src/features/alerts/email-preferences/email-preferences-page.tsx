// /email-preferences (Notification Settings): a switch per kind of email and the saved-search frequency, saved
// together with a toast; below them the text-message section (features/sms).

import type { EmailPreferences } from '@dealloop/contract';
import {
  EMAIL_KIND_LABELS,
  EMAIL_MESSAGES,
  type EmailKind,
  PAGE_TITLES,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  type SavedSearchFrequency,
  TOGGLED_EMAIL_KINDS,
} from '@dealloop/core';
import { Button, Card, PageHeader, SwitchField } from '@dealloop/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useServices, useToast } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ResourceView } from '../../../components/resource-view';
import { SignedInPage } from '../../../deals/signed-in-page';
import { SmsSettingsSection } from '../../sms/sms-settings-section';
import { alertsApi } from '../alerts-api';
import * as styles from './email-preferences.css';

/** The Notification Settings page; signed-out visitors are sent to sign in. */
export default function EmailPreferencesPage() {
  useDocumentTitle(PAGE_TITLES.emailPreferences);
  return (
    <SignedInPage title={EMAIL_MESSAGES.preferencesTitle}>
      {({ user }) => <EmailPreferencesView userId={user.id} />}
    </SignedInPage>
  );
}

function EmailPreferencesView({ userId }: { userId: string }) {
  const preferences = useApiResource(`email-preferences:${userId}`, (client) =>
    alertsApi(client).emailPreferences(),
  );
  return (
    <div className={styles.page}>
      <PageHeader title={EMAIL_MESSAGES.preferencesTitle} subtitle={EMAIL_MESSAGES.preferencesIntro} />
      <ResourceView resource={preferences} what="your notification settings">
        {(saved) => <PreferencesForm saved={saved} onSaved={(next) => preferences.update(() => next)} />}
      </ResourceView>
      <SmsSettingsSection userId={userId} />
    </div>
  );
}

function PreferencesForm({
  saved,
  onSaved,
}: {
  saved: EmailPreferences;
  onSaved: (preferences: EmailPreferences) => void;
}) {
  const toast = useToast();
  const { client } = useServices();
  const [kinds, setKinds] = useState(saved.kinds);
  const [frequency, setFrequency] = useState(saved.savedSearchFrequency);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setKinds(saved.kinds);
    setFrequency(saved.savedSearchFrequency);
  }, [saved]);
  const changed =
    frequency !== saved.savedSearchFrequency ||
    TOGGLED_EMAIL_KINDS.some((kind) => kinds[kind] !== saved.kinds[kind]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const toggles = Object.fromEntries(TOGGLED_EMAIL_KINDS.map((kind) => [kind, Boolean(kinds[kind])]));
      const next = await alertsApi(client).updateEmailPreferences({
        json: { kinds: toggles, savedSearchFrequency: frequency },
      });
      onSaved(next);
      toast.success(EMAIL_MESSAGES.preferencesSaved);
    } catch (error) {
      console.warn('DealLoop: saving the notification settings failed.', error);
      toast.error(EMAIL_MESSAGES.preferencesSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{EMAIL_MESSAGES.emailNotifications}</legend>
        <div className={`${styles.card} ${styles.toggles}`}>
          {TOGGLED_EMAIL_KINDS.map((kind: EmailKind, index) => (
            <SwitchField
              key={kind}
              className={index > 0 ? styles.divided : undefined}
              label={EMAIL_KIND_LABELS[kind].label}
              description={EMAIL_KIND_LABELS[kind].description}
              checked={Boolean(kinds[kind])}
              onChange={(event) => setKinds((current) => ({ ...current, [kind]: event.target.checked }))}
            />
          ))}
          <SwitchField
            className={styles.divided}
            label={EMAIL_KIND_LABELS.password_reset.label}
            description={EMAIL_KIND_LABELS.password_reset.description}
            checked
            disabled
            readOnly
          />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{EMAIL_MESSAGES.savedSearchFrequencyLabel}</legend>
        <Card gap="2">
          <p className={styles.muted}>{EMAIL_MESSAGES.savedSearchFrequencyHint}</p>
          <div
            className={styles.choices}
            role="radiogroup"
            aria-label={EMAIL_MESSAGES.savedSearchFrequencyLabel}
          >
            {SAVED_SEARCH_FREQUENCIES.map((value: SavedSearchFrequency) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name="saved-search-frequency"
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                />
                {SAVED_SEARCH_FREQUENCY_LABELS[value]}
              </label>
            ))}
          </div>
        </Card>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={saving || !changed}>
          {saving ? EMAIL_MESSAGES.saving : EMAIL_MESSAGES.saveChanges}
        </Button>
      </div>
    </form>
  );
}
