// /test-email (admins only): the mailbox, newest first with each body on expand, and a "Send test email" form;
// next to it the text-message outbox (features/sms).
import { ApiError } from '@dealloop/client';
import type { MailboxEmail } from '@dealloop/contract';
import {
  EMAIL_KIND_LABELS,
  EMAIL_MESSAGES,
  type EmailKind,
  emailProblem,
  MAILBOX_TEXTS,
  PAGE_TITLES,
} from '@dealloop/core';
import { Button, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices, useToast } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ResourceView } from '../../../components/resource-view';
import { formatDealTime } from '../../../deals/deal-format';
import { SignedInPage } from '../../../deals/signed-in-page';
import { SmsOutbox } from '../../sms/sms-outbox';
import { alertsApi } from '../alerts-api';
import * as styles from '../email-preferences/email-preferences.css';
import * as mailStyles from './test-email.css';

/** Emails per page of the mailbox. */
export const MAILBOX_PAGE_SIZE = 20;

/** The Email Test page; signed-in visitors without the admin role see "Admins only". */
export default function TestEmailPage() {
  useDocumentTitle(PAGE_TITLES.testEmail);
  return (
    <SignedInPage title={EMAIL_MESSAGES.testEmailTitle}>
      {({ user, isAdmin }) =>
        isAdmin ? (
          <Mailbox defaultTo={user.email} />
        ) : (
          <div className={styles.page}>
            <h1 className={styles.title}>{EMAIL_MESSAGES.testEmailTitle}</h1>
            <div className={styles.card} role="alert">
              <strong>{EMAIL_MESSAGES.adminsOnly}</strong>
              <p className={styles.muted}>{EMAIL_MESSAGES.adminsOnlyDetail}</p>
            </div>
          </div>
        )
      }
    </SignedInPage>
  );
}

function Mailbox({ defaultTo }: { defaultTo: string }) {
  const [offset, setOffset] = useState(0);
  const mailbox = useApiResource(`mailbox:${offset}`, (client) =>
    alertsApi(client).mailbox({ query: { limit: MAILBOX_PAGE_SIZE, offset } }),
  );
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{EMAIL_MESSAGES.testEmailTitle}</h1>
        <p className={styles.lead}>{MAILBOX_TEXTS.lead}</p>
      </header>
      <TestEmailForm defaultTo={defaultTo} onQueued={mailbox.reload} />
      <section className={styles.card} aria-labelledby="mailbox-heading">
        <div className={styles.actions}>
          <h2 id="mailbox-heading" className={styles.legend}>
            {EMAIL_MESSAGES.mailboxTitle}
          </h2>
          <Button size="sm" variant="ghost" onClick={mailbox.reload}>
            {MAILBOX_TEXTS.refresh}
          </Button>
        </div>
        <ResourceView resource={mailbox} what={MAILBOX_TEXTS.what}>
          {(page) =>
            page.items.length === 0 ? (
              <p className={styles.muted}>{EMAIL_MESSAGES.mailboxEmpty}</p>
            ) : (
              <>
                <ul className={mailStyles.list} aria-label={EMAIL_MESSAGES.mailboxTitle}>
                  {page.items.map((email) => (
                    <MailboxItem key={email.id} email={email} />
                  ))}
                </ul>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - MAILBOX_PAGE_SIZE))}
                  >
                    {MAILBOX_TEXTS.newer}
                  </Button>
                  <span className={styles.muted}>
                    {offset + 1}–{offset + page.items.length} of {page.total}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={offset + page.items.length >= page.total}
                    onClick={() => setOffset(offset + MAILBOX_PAGE_SIZE)}
                  >
                    {MAILBOX_TEXTS.older}
                  </Button>
                </div>
              </>
            )
          }
        </ResourceView>
      </section>
      <div className={styles.card}>
        <SmsOutbox />
      </div>
    </div>
  );
}

function MailboxItem({ email }: { email: MailboxEmail }) {
  const delivered = MAILBOX_TEXTS.delivered(email.status, email.transport);
  return (
    <li className={mailStyles.item}>
      <details>
        <summary className={mailStyles.summary}>
          <span className={mailStyles.subject}>{email.subject}</span>
          <span className={mailStyles.status[email.status]}>{MAILBOX_TEXTS.statusLabels[email.status]}</span>
          <span className={styles.muted}>
            {MAILBOX_TEXTS.to(email.to)} · {EMAIL_KIND_LABELS[email.kind as EmailKind]?.label ?? email.kind} ·{' '}
            <time dateTime={email.createdAt}>{formatDealTime(email.createdAt)}</time>
          </span>
        </summary>
        <div className={mailStyles.body}>
          <p className={styles.muted}>
            {MAILBOX_TEXTS.attempts(email.attempts)}
            {email.sentAt ? MAILBOX_TEXTS.sentAt(formatDealTime(email.sentAt)) : ''}
            {delivered ? MAILBOX_TEXTS.deliveredBy(delivered) : ''}
          </p>
          {email.lastError ? (
            <p className={mailStyles.error}>{MAILBOX_TEXTS.lastError(email.lastError)}</p>
          ) : null}
          <pre className={mailStyles.text}>{email.text}</pre>
        </div>
      </details>
    </li>
  );
}

function TestEmailForm({ defaultTo, onQueued }: { defaultTo: string; onQueued: () => void }) {
  const { client } = useServices();
  const toast = useToast();
  const [to, setTo] = useState(defaultTo);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(to);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await alertsApi(client).sendTestEmail({ json: { to: to.trim() } });
      toast.success(EMAIL_MESSAGES.testEmailQueued);
      onQueued();
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : EMAIL_MESSAGES.testEmailFailed,
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <form className={`${styles.card} ${mailStyles.form}`} onSubmit={submit} noValidate>
      <TextField
        label={EMAIL_MESSAGES.testEmailTo}
        type="email"
        value={to}
        error={error ?? undefined}
        onChange={(event) => setTo(event.target.value)}
      />
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? MAILBOX_TEXTS.sending : EMAIL_MESSAGES.sendTestEmail}
      </Button>
    </form>
  );
}
