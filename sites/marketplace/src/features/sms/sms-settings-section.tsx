// Notification Settings' "Text messages" section: a US mobile number with the consent wording (sent with the
// request, stored as the consent record), the texted 6-digit code, then per-kind switches, the time zone quiet
// hours use, and Stop all texts. A number that replied STOP shows "Texts stopped" and can be turned back on here.
import { ApiError } from '@dealloop/client';
import {
  formatPhone,
  PHONE_MAX_LENGTH,
  SMS_CONSENT_TEXT,
  SMS_KIND_LABELS,
  SMS_SECTION_ID,
  SMS_SETTING_KINDS,
  SMS_SETTINGS_TEXTS,
  SMS_TEXTS,
  timeZoneOfNumber,
  toUsE164,
  US_SMS_TIME_ZONES,
} from '@dealloop/core';
import { Alert, Button, SelectField, SwitchField, TextField } from '@dealloop/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ResourceView } from '../../components/resource-view';
import { useLocation } from '../../router';
import * as styles from './sms.css';
import { formatStoppedDate } from './sms-account-section';
import { type SmsSettings, smsApi } from './sms-api';

/** The API's own words for a refused request (4xx); null for anything else (told by a toast instead). */
const refusal = (error: unknown): string | null =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;

/** The section; it loads the signed-in user's text settings itself. */
export function SmsSettingsSection({ userId }: { userId: string }) {
  const settings = useApiResource(`sms-settings:${userId}`, (client) => smsApi(client).settings());
  const location = useLocation();
  // A link to #text-messages (the saved searches' consent message) lands here once the section is drawn.
  useEffect(() => {
    if (location.hash === `#${SMS_SECTION_ID}` && settings.state.status === 'ready') {
      document.getElementById(SMS_SECTION_ID)?.scrollIntoView?.({ block: 'start' });
    }
  }, [location.hash, settings.state.status]);
  return (
    <section id={SMS_SECTION_ID} className={styles.section} aria-labelledby={`${SMS_SECTION_ID}-heading`}>
      <h2 id={`${SMS_SECTION_ID}-heading`} className={styles.heading}>
        {SMS_SETTINGS_TEXTS.heading}
      </h2>
      <p className={styles.muted}>{SMS_SETTINGS_TEXTS.intro}</p>
      <ResourceView resource={settings} what="your text message settings">
        {(saved) => <SmsSettingsBody saved={saved} onSaved={(next) => settings.update(() => next)} />}
      </ResourceView>
    </section>
  );
}

/** What the section shows for the stored settings: the phone step, the code step, or the verified settings. */
function SmsSettingsBody({ saved, onSaved }: { saved: SmsSettings; onSaved: (next: SmsSettings) => void }) {
  const [codeFor, setCodeFor] = useState<string | null>(saved.pending?.phoneDisplay ?? null);
  useEffect(() => setCodeFor(saved.pending?.phoneDisplay ?? null), [saved.pending?.phoneDisplay]);
  const stopped =
    saved.suppressed && saved.suppressedAt ? (
      <Alert tone="info">{SMS_SETTINGS_TEXTS.stopped(formatStoppedDate(saved.suppressedAt))}</Alert>
    ) : null;

  if (codeFor) {
    return (
      <div className={styles.form}>
        {stopped}
        <CodeStep
          phoneDisplay={codeFor}
          onVerified={(next) => {
            setCodeFor(null);
            onSaved(next);
          }}
          onOtherNumber={() => setCodeFor(null)}
        />
      </div>
    );
  }
  if (saved.canReceive) return <VerifiedSettings saved={saved} onSaved={onSaved} />;
  return (
    <div className={styles.form}>
      {stopped}
      <PhoneStep
        initialPhone={saved.phoneDisplay ?? ''}
        submitLabel={saved.suppressed ? SMS_SETTINGS_TEXTS.turnBackOn : SMS_SETTINGS_TEXTS.sendCode}
        onSent={setCodeFor}
      />
    </div>
  );
}

/** The number and the consent box; sends the exact consent wording shown with the page it was shown on. */
function PhoneStep({
  initialPhone,
  submitLabel,
  onSent,
}: {
  initialPhone: string;
  submitLabel: string;
  onSent: (phoneDisplay: string) => void;
}) {
  const { client } = useServices();
  const toast = useToast();
  const location = useLocation();
  const [phone, setPhone] = useState(formatPhone(initialPhone));
  const [consent, setConsent] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const badPhone = toUsE164(phone) ? null : SMS_TEXTS.invalidPhone;
    const noConsent = consent ? null : SMS_SETTINGS_TEXTS.consentRequired;
    setPhoneError(badPhone);
    setConsentError(noConsent);
    if (badPhone || noConsent) return;
    setSending(true);
    try {
      const sent = await smsApi(client).startVerification({
        json: { phone, consentText: SMS_CONSENT_TEXT, page: location.pathname },
      });
      onSent(sent.phoneDisplay);
    } catch (error) {
      const message = refusal(error);
      if (message) setPhoneError(message);
      else toast.error(SMS_SETTINGS_TEXTS.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={SMS_SETTINGS_TEXTS.phoneLabel}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_MAX_LENGTH}
        hint={SMS_SETTINGS_TEXTS.phoneHint}
        error={phoneError ?? undefined}
        value={phone}
        onChange={(event) => setPhone(formatPhone(event.target.value))}
      />
      <label className={styles.consent}>
        <input
          type="checkbox"
          className={styles.consentBox}
          checked={consent}
          aria-describedby={consentError ? 'sms-consent-error' : undefined}
          aria-invalid={consentError ? true : undefined}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span className={styles.consentText}>{SMS_CONSENT_TEXT}</span>
      </label>
      {consentError ? (
        <p id="sms-consent-error" className={styles.problem}>
          {consentError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? SMS_SETTINGS_TEXTS.sendingCode : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The texted code; "Send a new code" texts another, "Use another number" goes back to the phone step. */
function CodeStep({
  phoneDisplay,
  onVerified,
  onOtherNumber,
}: {
  phoneDisplay: string;
  onVerified: (next: SmsSettings) => void;
  onOtherNumber: () => void;
}) {
  const { client } = useServices();
  const toast = useToast();
  const location = useLocation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) return setError(SMS_SETTINGS_TEXTS.codeInvalid);
    setError(null);
    setBusy(true);
    try {
      const next = await smsApi(client).verify({ json: { code: typed } });
      toast.success(SMS_SETTINGS_TEXTS.verifiedToast);
      onVerified(next);
    } catch (failure) {
      const message = refusal(failure);
      if (message) setError(message);
      else toast.error(SMS_SETTINGS_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setBusy(true);
    setError(null);
    try {
      await smsApi(client).startVerification({
        json: { phone: phoneDisplay, consentText: SMS_CONSENT_TEXT, page: location.pathname },
      });
      toast.success(SMS_SETTINGS_TEXTS.codeSent(phoneDisplay));
    } catch (failure) {
      const message = refusal(failure);
      if (message) setError(message);
      else toast.error(SMS_SETTINGS_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.muted} role="status">
        {SMS_SETTINGS_TEXTS.codeSent(phoneDisplay)}
      </p>
      <TextField
        label={SMS_SETTINGS_TEXTS.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={error ?? undefined}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? SMS_SETTINGS_TEXTS.verifying : SMS_SETTINGS_TEXTS.verify}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => void resend()}>
          {SMS_SETTINGS_TEXTS.resendCode}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onOtherNumber}>
          {SMS_SETTINGS_TEXTS.changeNumber}
        </Button>
      </div>
    </form>
  );
}

/** A verified number's switches per kind, its time zone, Save, and Stop all texts (withdraws consent). */
function VerifiedSettings({ saved, onSaved }: { saved: SmsSettings; onSaved: (next: SmsSettings) => void }) {
  const { client } = useServices();
  const toast = useToast();
  const [kinds, setKinds] = useState(saved.kinds);
  const [timeZone, setTimeZone] = useState(saved.timeZone ?? '');
  const [saving, setSaving] = useState(false);
  const [stopping, setStopping] = useState<'closed' | 'asking' | 'busy'>('closed');
  useEffect(() => {
    setKinds(saved.kinds);
    setTimeZone(saved.timeZone ?? '');
  }, [saved]);
  // The zone the area code gives, named in the "from my phone's area code" choice.
  const areaCodeZone =
    US_SMS_TIME_ZONES.find(({ zone }) => saved.phone && zone === timeZoneOfNumber(saved.phone))?.label ??
    null;
  const changed =
    timeZone !== (saved.timeZone ?? '') ||
    SMS_SETTING_KINDS.some((kind) => kinds[kind] !== saved.kinds[kind]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const next = await smsApi(client).update({ json: { kinds, timeZone: timeZone || null } });
      onSaved(next);
      toast.success(SMS_SETTINGS_TEXTS.saved);
    } catch (error) {
      toast.error(refusal(error) ?? SMS_SETTINGS_TEXTS.saveFailed);
    } finally {
      setSaving(false);
    }
  };
  const stopAll = async () => {
    setStopping('busy');
    try {
      onSaved(await smsApi(client).withdraw());
      toast.success(SMS_SETTINGS_TEXTS.stoppedAll);
    } catch (error) {
      toast.error(refusal(error) ?? SMS_SETTINGS_TEXTS.failed);
    }
    setStopping('closed');
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.muted}>{SMS_SETTINGS_TEXTS.verified(saved.phoneDisplay ?? saved.phone ?? '')}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{SMS_SETTINGS_TEXTS.kindsLegend}</legend>
          <div className={styles.toggles}>
            {SMS_SETTING_KINDS.map((kind, index) => (
              <SwitchField
                key={kind}
                className={index > 0 ? styles.divided : undefined}
                label={SMS_KIND_LABELS[kind].label}
                description={SMS_KIND_LABELS[kind].description}
                checked={kinds[kind]}
                onChange={(event) => setKinds((current) => ({ ...current, [kind]: event.target.checked }))}
              />
            ))}
          </div>
        </fieldset>
        <SelectField
          label={SMS_SETTINGS_TEXTS.timeZoneLabel}
          hint={SMS_SETTINGS_TEXTS.timeZoneHint}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
          options={[
            { value: '', label: SMS_SETTINGS_TEXTS.timeZoneFromAreaCode(areaCodeZone) },
            ...US_SMS_TIME_ZONES.map(({ zone, label }) => ({ value: zone, label })),
          ]}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={saving || !changed}>
            {saving ? SMS_SETTINGS_TEXTS.saving : SMS_SETTINGS_TEXTS.save}
          </Button>
          <Button variant="ghost" onClick={() => setStopping('asking')}>
            {SMS_SETTINGS_TEXTS.stopAll}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={stopping !== 'closed'}
        title={SMS_SETTINGS_TEXTS.stopAllConfirmTitle}
        description={SMS_SETTINGS_TEXTS.stopAllConfirm}
        confirmLabel={SMS_SETTINGS_TEXTS.stopAll}
        busy={stopping === 'busy'}
        onConfirm={() => void stopAll()}
        onClose={() => setStopping('closed')}
      />
    </>
  );
}
