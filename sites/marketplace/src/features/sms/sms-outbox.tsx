// The admin's text-message outbox on /test-email, next to the mailbox: every text queued, newest first, with its
// number, kind, delivery status and body (kept locally when no SMS provider is configured).
import { formatPhone, SMS_KIND_LABELS, SMS_OUTBOX_TEXTS } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useState } from 'react';
import { useApiResource } from '../../app/use-api-resource';
import { ResourceView } from '../../components/resource-view';
import { formatDealTime } from '../../deals/deal-format';
import * as styles from './sms.css';
import { type SmsOutboxMessage, smsApi } from './sms-api';

/** Texts per page of the outbox. */
export const SMS_OUTBOX_PAGE_SIZE = 20;

/** A delivery status as the outbox shows it. */
export const SMS_STATUS_LABELS: Record<SmsOutboxMessage['status'], string> = {
  pending: 'Waiting',
  sending: 'Sending',
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Undelivered',
  failed: 'Failed',
  held: 'Held (weekly cap)',
  canceled: 'Canceled',
};

const kindLabel = (kind: string) =>
  (SMS_KIND_LABELS as Record<string, { label: string } | undefined>)[kind]?.label ?? kind;

/** A US E.164 number as "(555) 123-4567"; any other as given. */
const phoneLabel = (to: string) => (to.startsWith('+1') && to.length === 12 ? formatPhone(to) : to);

/** The outbox section (admins only: the page shows it to admins, the API answers 403 to anyone else). */
export function SmsOutbox() {
  const [offset, setOffset] = useState(0);
  const outbox = useApiResource(`sms-outbox:${offset}`, (client) =>
    smsApi(client).outbox({ query: { limit: SMS_OUTBOX_PAGE_SIZE, offset } }),
  );
  return (
    <section className={styles.bare} aria-labelledby="sms-outbox-heading">
      <div className={styles.actions}>
        <h2 id="sms-outbox-heading" className={styles.heading}>
          {SMS_OUTBOX_TEXTS.title}
        </h2>
        <Button size="sm" variant="ghost" onClick={outbox.reload}>
          {SMS_OUTBOX_TEXTS.refresh}
        </Button>
      </div>
      <p className={styles.muted}>{SMS_OUTBOX_TEXTS.lead}</p>
      <ResourceView resource={outbox} what="the text message outbox">
        {(page) =>
          page.items.length === 0 ? (
            <p className={styles.muted}>{SMS_OUTBOX_TEXTS.empty}</p>
          ) : (
            <>
              <ul className={styles.outboxList} aria-label={SMS_OUTBOX_TEXTS.title}>
                {page.items.map((message) => (
                  <li key={message.id} className={styles.outboxItem}>
                    <div className={styles.outboxMeta}>
                      <strong>{SMS_STATUS_LABELS[message.status]}</strong>
                      <span>{SMS_OUTBOX_TEXTS.to(phoneLabel(message.to))}</span>
                      <span>{kindLabel(message.kind)}</span>
                      <time dateTime={message.createdAt}>{formatDealTime(message.createdAt)}</time>
                    </div>
                    <p className={styles.outboxBody}>{message.body}</p>
                    {message.lastError ? (
                      <p className={styles.problem}>{SMS_OUTBOX_TEXTS.lastError(message.lastError)}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - SMS_OUTBOX_PAGE_SIZE))}
                >
                  {SMS_OUTBOX_TEXTS.newer}
                </Button>
                <span className={styles.muted}>
                  {offset + 1}–{offset + page.items.length} of {page.total}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={offset + page.items.length >= page.total}
                  onClick={() => setOffset(offset + SMS_OUTBOX_PAGE_SIZE)}
                >
                  {SMS_OUTBOX_TEXTS.older}
                </Button>
              </div>
            </>
          )
        }
      </ResourceView>
    </section>
  );
}
