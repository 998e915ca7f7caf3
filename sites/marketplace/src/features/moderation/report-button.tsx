// "Report listing" / "Report profile" for signed-in users (not on their own): a dialog with core's reasons and
// optional details, sent once; a second report while the first is open reads "You already reported this".
import { ApiError } from '@dealloop/client';
import {
  MODERATION_LIMITS,
  MODERATION_TEXTS,
  REPORT_REASON_KEYS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@dealloop/core';
import { Button, Dialog, Icon, SelectField, TextAreaField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useAuth, useServices, useToast } from '../../app/services-context';
import * as styles from './moderation.css';
import { contentReportsApi, type ReportRequest } from './moderation-api';

// No reason is chosen for the reporter: the first option asks for one, and sending without one is refused.
const REASON_OPTIONS = [
  { value: '', label: MODERATION_TEXTS.reportReasonPlaceholder },
  ...REPORT_REASON_KEYS.map((value) => ({ value, label: REPORT_REASONS[value] })),
];

/** The button and its dialog; nothing for signed-out visitors or the target's owner. */
export function ReportButton({
  targetType,
  targetId,
  ownerId,
}: {
  targetType: ReportTarget;
  targetId: string;
  ownerId: string;
}) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  if (auth.status !== 'signed_in' || auth.user?.id === ownerId) return null;
  const label = targetType === 'listing' ? MODERATION_TEXTS.reportListing : MODERATION_TEXTS.reportProfile;
  return (
    <>
      <Button
        variant="ghost"
        aria-haspopup="dialog"
        icon={<Icon name="flag" size={18} />}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open ? (
        <ReportDialog
          title={label}
          targetType={targetType}
          targetId={targetId}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function ReportDialog({
  title,
  targetType,
  targetId,
  onClose,
}: {
  title: string;
  targetType: ReportTarget;
  targetId: string;
  onClose: () => void;
}) {
  const { client } = useServices();
  const toast = useToast();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooLong = details.trim().length > MODERATION_LIMITS.reportDetailsMaxLength;
    setError(tooLong ? MODERATION_TEXTS.reportDetailsTooLong : null);
    setReasonError(reason ? null : MODERATION_TEXTS.reportReasonRequired);
    if (tooLong || !reason) return;
    setSending(true);
    try {
      const body: ReportRequest = {
        targetType,
        targetId,
        reason,
        ...(details.trim() ? { details: details.trim() } : {}),
      };
      await contentReportsApi(client).report({ json: body });
      toast.success(MODERATION_TEXTS.reportSent);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        toast.info(MODERATION_TEXTS.reportAlreadyOpen);
        onClose();
        return;
      }
      setSending(false);
      toast.error(
        failure instanceof ApiError && failure.status < 500 ? failure.message : MODERATION_TEXTS.reportFailed,
      );
    }
  };
  return (
    <Dialog open onClose={onClose} title={title} size="sm">
      <form className={styles.form} onSubmit={submit} noValidate>
        <SelectField
          label={MODERATION_TEXTS.reportReasonLabel}
          options={REASON_OPTIONS}
          required
          value={reason}
          error={reasonError ?? undefined}
          onChange={(event) => {
            setReasonError(null);
            setReason(event.target.value as ReportReason | '');
          }}
        />
        <TextAreaField
          label={MODERATION_TEXTS.reportDetailsLabel}
          value={details}
          rows={4}
          error={error ?? undefined}
          onChange={(event) => setDetails(event.target.value)}
        />
        <div className={styles.endActions}>
          <Button type="button" variant="ghost" onClick={onClose}>
            {MODERATION_TEXTS.reportCancel}
          </Button>
          <Button type="submit" variant="primary" disabled={sending}>
            {sending ? MODERATION_TEXTS.reportSending : MODERATION_TEXTS.reportSend}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
