// One support ticket as its requester and admins see it: subject, status, category, date, message and answer.
import type { SupportTicket } from '@dealloop/contract';
import { SUPPORT_CATEGORIES, SUPPORT_STATUS_LABELS, SUPPORT_TEXTS } from '@dealloop/core';
import { Card } from '@dealloop/ui';
import type { ReactNode } from 'react';
import * as deals from '../../deals/deals.css';
import * as styles from './support.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const categoryLabel = (value: string) => SUPPORT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
const badgeTone = { open: 'info', answered: 'success', closed: 'muted' } as const;

/** A ticket card; `showRequester` adds who sent it (admins), `children` its actions. */
export function TicketCard({
  ticket,
  showRequester = false,
  children,
}: {
  ticket: SupportTicket;
  showRequester?: boolean;
  children?: ReactNode;
}) {
  const headingId = `ticket-${ticket.id}`;
  return (
    <Card as="article" elevated aria-labelledby={headingId}>
      <div className={deals.cardHeader}>
        <h3 id={headingId} className={deals.cardTitle}>
          {ticket.subject}
        </h3>
        <span className={deals.badge[badgeTone[ticket.status]]}>{SUPPORT_STATUS_LABELS[ticket.status]}</span>
      </div>
      <p className={styles.meta}>
        <span>{categoryLabel(ticket.category)}</span>
        <span>{dateFormat.format(new Date(ticket.createdAt))}</span>
        {showRequester ? (
          <span>
            {SUPPORT_TEXTS.from}: {ticket.name ? SUPPORT_TEXTS.requesterName(ticket.name) : ''}
            {ticket.email}
          </span>
        ) : null}
      </p>
      <p className={styles.body}>{ticket.message}</p>
      {ticket.answer ? (
        <section className={styles.answer} aria-label={SUPPORT_TEXTS.answerHeading}>
          <h4 className={styles.answerTitle}>{SUPPORT_TEXTS.answerHeading}</h4>
          <p className={styles.body}>{ticket.answer}</p>
        </section>
      ) : ticket.status === 'open' ? (
        <p className={deals.muted}>{SUPPORT_TEXTS.awaitingAnswer}</p>
      ) : null}
      {children}
    </Card>
  );
}
