// /support: the support form (signed in, or with an email when signed out) and, when signed in, my requests with
// their answers; `?ticket=<id>[&key=]` shows one request (the confirmation email's link); admins get every
// request to answer at `?view=admin`.
import { ApiError } from '@dealloop/client';
import type { SupportTicket } from '@dealloop/contract';
import { PAGE_TITLES, SUPPORT_TEXTS, supportTicketPath } from '@dealloop/core';
import { Alert, Button, PageHeader, Tabs } from '@dealloop/ui';
import { useState } from 'react';
import { useAuth, useServices, useToast } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { ResourceView } from '../../components/resource-view';
import * as deals from '../../deals/deals.css';
import { Link, useNavigate, useSearchParams } from '../../router';
import { AdminTickets } from './admin-tickets';
import { supportApi } from './support-api';
import { SupportForm } from './support-form';
import { TicketCard } from './ticket-card';

/** The Support page. */
export default function SupportPage() {
  useDocumentTitle(PAGE_TITLES.support);
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const ticketId = params.get('ticket');
  const isAdmin = auth.status === 'signed_in' && auth.isAdmin;
  const view = isAdmin && params.get('view') === 'admin' ? 'admin' : 'mine';
  return (
    <div className={deals.page}>
      <PageHeader size="lg" title={SUPPORT_TEXTS.title} subtitle={SUPPORT_TEXTS.intro} />
      {ticketId ? (
        <OneTicket id={ticketId} accessKey={params.get('key') ?? undefined} />
      ) : isAdmin ? (
        <Tabs
          label={SUPPORT_TEXTS.title}
          selected={view}
          onSelect={(next) => setParams(next === 'admin' ? { view: 'admin' } : {}, { replace: true })}
          tabs={[
            { key: 'mine', label: SUPPORT_TEXTS.myTicketsTitle, panel: <RequesterView /> },
            { key: 'admin', label: SUPPORT_TEXTS.adminTab, panel: <AdminTickets /> },
          ]}
        />
      ) : (
        <RequesterView />
      )}
    </div>
  );
}

/** The form and, when signed in, my requests. */
function RequesterView() {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = auth.status === 'signed_in';
  const mine = useApiResource(signedIn ? `my-support-tickets:${auth.user?.id}` : null, (api) =>
    supportApi(api).mine(),
  );
  return (
    <div className={deals.section}>
      <SupportForm
        signedIn={signedIn}
        onOpened={({ ticket, accessKey }) => {
          if (signedIn) mine.update((data) => ({ items: [ticket, ...data.items] }));
          else navigate(supportTicketPath(ticket.id, accessKey ?? undefined));
        }}
      />
      {signedIn ? (
        <section className={deals.section} aria-labelledby="my-tickets">
          <h2 id="my-tickets" className={deals.sectionTitle}>
            {SUPPORT_TEXTS.myTicketsTitle}
          </h2>
          <ResourceView resource={mine} what="your support requests">
            {({ items }) =>
              items.length === 0 ? (
                <p className={deals.muted}>{SUPPORT_TEXTS.myTicketsEmpty}</p>
              ) : (
                <div className={deals.list}>
                  {items.map((ticket) => (
                    <TicketCard key={ticket.id} ticket={ticket} />
                  ))}
                </div>
              )
            }
          </ResourceView>
        </section>
      ) : null}
    </div>
  );
}

/** One request, read by its requester, the holder of its key or an admin. */
function OneTicket({ id, accessKey }: { id: string; accessKey: string | undefined }) {
  const auth = useAuth();
  const ticket = useApiResource(`support-ticket:${id}:${auth.user?.id ?? 'anonymous'}`, (api) =>
    supportApi(api).ticket({ params: { id }, query: { key: accessKey } }),
  );
  return (
    <section className={deals.section} aria-label={SUPPORT_TEXTS.ticketTitle}>
      <ResourceView
        resource={ticket}
        what="your support request"
        missing={<Alert tone="error">{SUPPORT_TEXTS.ticketNotFound}</Alert>}
      >
        {(data) => (
          <TicketCard ticket={data}>
            {data.status === 'closed' ? (
              <p className={deals.muted}>{SUPPORT_TEXTS.ticketClosed}</p>
            ) : (
              <CloseButton
                ticket={data}
                accessKey={accessKey}
                onClosed={(next) => ticket.update(() => next)}
              />
            )}
          </TicketCard>
        )}
      </ResourceView>
      <p>
        <Link to="/support">{SUPPORT_TEXTS.formTitle}</Link>
      </p>
    </section>
  );
}

function CloseButton({
  ticket,
  accessKey,
  onClosed,
}: {
  ticket: SupportTicket;
  accessKey: string | undefined;
  onClosed: (ticket: SupportTicket) => void;
}) {
  const { client } = useServices();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const close = async () => {
    setBusy(true);
    try {
      onClosed(await supportApi(client).close({ params: { id: ticket.id }, query: { key: accessKey } }));
    } catch (failure) {
      setBusy(false);
      toast.error(failure instanceof ApiError ? failure.message : SUPPORT_TEXTS.sendFailed);
    }
  };
  return (
    <div className={deals.actions}>
      <Button variant="secondary" disabled={busy} onClick={close}>
        {SUPPORT_TEXTS.closeTicket}
      </Button>
    </div>
  );
}
