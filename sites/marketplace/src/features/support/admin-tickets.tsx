// Admins' view of /support (`?view=admin`): every ticket, filtered by status in `?status=`, a page at a time with
// Show more, each with its answer form (POST /support/tickets/{id}/answer; the requester is emailed) and Close.
import { ApiError } from '@dealloop/client';
import type { SupportTicket } from '@dealloop/contract';
import {
  ADMIN_MESSAGES,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TEXTS,
  type SupportTicketStatus,
  supportAnswerProblem,
} from '@dealloop/core';
import { Button, SelectField, TextAreaField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import { useCursorPages } from '../../app/use-cursor-pages';
import { EmptyState } from '../../components/empty-state';
import { ResourceView } from '../../components/resource-view';
import * as deals from '../../deals/deals.css';
import { useSearchParams } from '../../router';
import * as styles from './support.css';
import { supportApi } from './support-api';
import { TicketCard } from './ticket-card';

const STATUSES: SupportTicketStatus[] = ['open', 'answered', 'closed'];
const isStatus = (value: string | null): value is SupportTicketStatus =>
  STATUSES.includes(value as SupportTicketStatus);

/** The admins' list of tickets, a page at a time (Show more). */
export function AdminTickets() {
  const { client } = useServices();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw === 'all' ? null : isStatus(raw) ? raw : 'open';
  const { resource, showMore, update } = useCursorPages({
    load: (cursor) =>
      supportApi(client).all({ query: { ...(status && { status }), ...(cursor && { cursor }) } }),
    queryKey: status ?? 'all',
    what: 'support requests',
    onMoreFailed: () => toast.error(ADMIN_MESSAGES.actionFailed),
  });
  const replace = (next: SupportTicket) =>
    update((items) => items.map((item) => (item.id === next.id ? next : item)));
  return (
    <section className={deals.section} aria-labelledby="admin-tickets">
      <div className={styles.toolbar}>
        <h2 id="admin-tickets" className={deals.sectionTitle}>
          {SUPPORT_TEXTS.adminTitle}
        </h2>
        <SelectField
          label={SUPPORT_TEXTS.adminFilterLabel}
          value={status ?? 'all'}
          onChange={(event) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                updated.set('status', event.target.value);
                return updated;
              },
              { replace: true },
            )
          }
          options={[
            ...STATUSES.map((value) => ({ value, label: SUPPORT_STATUS_LABELS[value] })),
            { value: 'all', label: SUPPORT_TEXTS.adminAll },
          ]}
        />
      </div>
      <ResourceView resource={resource} what="support requests">
        {({ items, nextCursor, loadingMore }) =>
          items.length === 0 ? (
            <EmptyState icon="info" title={SUPPORT_TEXTS.adminEmpty} />
          ) : (
            <>
              <div className={deals.list}>
                {items.map((ticket) => (
                  <TicketCard key={ticket.id} ticket={ticket} showRequester>
                    {ticket.status === 'closed' ? null : <AnswerForm ticket={ticket} onChanged={replace} />}
                  </TicketCard>
                ))}
              </div>
              {nextCursor ? (
                <Button variant="secondary" loading={loadingMore} onClick={showMore} className={styles.more}>
                  {ADMIN_MESSAGES.showMore}
                </Button>
              ) : null}
            </>
          )
        }
      </ResourceView>
    </section>
  );
}

function AnswerForm({
  ticket,
  onChanged,
}: {
  ticket: SupportTicket;
  onChanged: (ticket: SupportTicket) => void;
}) {
  const { client } = useServices();
  const toast = useToast();
  const [answer, setAnswer] = useState(ticket.answer ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (request: () => Promise<SupportTicket>, success: string) => {
    setBusy(true);
    try {
      const next = await request();
      toast.success(success);
      onChanged(next);
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status < 500 ? failure.message : SUPPORT_TEXTS.answerFailed,
      );
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = supportAnswerProblem(answer);
    setProblem(found);
    if (found) return;
    void run(
      () => supportApi(client).answer({ params: { id: ticket.id }, json: { answer: answer.trim() } }),
      SUPPORT_TEXTS.answerSent,
    );
  };
  return (
    <form
      className={styles.form}
      aria-label={SUPPORT_TEXTS.answerFormLabel(ticket.subject)}
      onSubmit={submit}
      noValidate
    >
      <TextAreaField
        label={SUPPORT_TEXTS.answerLabel}
        rows={4}
        value={answer}
        error={problem ?? undefined}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <div className={deals.actions}>
        <Button type="submit" variant="primary" disabled={busy}>
          {SUPPORT_TEXTS.sendAnswer}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(
              () => supportApi(client).close({ params: { id: ticket.id } }),
              SUPPORT_TEXTS.ticketClosed,
            )
          }
        >
          {SUPPORT_TEXTS.closeTicket}
        </Button>
      </div>
    </form>
  );
}
