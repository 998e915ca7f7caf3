// /raffle/{id}: a moderator raffle for anyone to check: prize, period, the seed commitment, the tickets; after the
// draw the revealed seed and the winner, with "Verify the draw" recomputing both in the browser (core's rule); Not
// Found for an unknown id.
import { ApiError } from '@dealloop/client';
import { PAGE_TITLES, RAFFLE_TEXTS, verifyRaffleDraw } from '@dealloop/core';
import { Alert, Button, Card } from '@dealloop/ui';
import { useState } from 'react';
import { useAuth, useServices, useToast } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ResourceView } from '../../../components/resource-view';
import { formatDealTime } from '../../../deals/deal-format';
import * as deals from '../../../deals/deals.css';
import { NotFoundPage } from '../../../pages/not-found/not-found-page';
import { useParams } from '../../../router';
import * as styles from '../moderation.css';
import { type RaffleView, rafflesApi } from '../moderation-api';

/** The raffle page. */
export default function RafflePage() {
  useDocumentTitle(PAGE_TITLES.raffle);
  const { id = '' } = useParams();
  const raffle = useApiResource(`raffle:${id}`, (api) => rafflesApi(api).get({ params: { id } }));
  // A raffle that does not exist is Not Found (the server answers its page with 404 too).
  if (raffle.state.status === 'missing') return <NotFoundPage />;
  return (
    <div className={deals.page}>
      <ResourceView resource={raffle} what="the raffle">
        {(data) => <RaffleDetails raffle={data} onDrawn={(drawn) => raffle.update(() => drawn)} />}
      </ResourceView>
    </div>
  );
}

function RaffleDetails({ raffle, onDrawn }: { raffle: RaffleView; onDrawn: (raffle: RaffleView) => void }) {
  const { isAdmin } = useAuth();
  const { client } = useServices();
  const toast = useToast();
  const [drawing, setDrawing] = useState(false);
  const [check, setCheck] = useState<boolean | null>(null);
  const counts = new Map<string, { name: string; tickets: number }>();
  for (const entry of raffle.tickets) {
    const current = counts.get(entry.userId) ?? { name: entry.name ?? 'Moderator', tickets: 0 };
    counts.set(entry.userId, { ...current, tickets: current.tickets + 1 });
  }
  const draw = async () => {
    setDrawing(true);
    try {
      onDrawn(await rafflesApi(client).draw({ params: { id: raffle.id } }));
      toast.success(RAFFLE_TEXTS.drawn);
    } catch (failure) {
      setDrawing(false);
      toast.error(failure instanceof ApiError ? failure.message : 'Could not draw the raffle.');
    }
  };
  const verify = async () => {
    const result = await verifyRaffleDraw({
      commitment: raffle.commitment,
      seed: raffle.seed ?? '',
      tickets: raffle.tickets,
      winnerTicket: raffle.winner?.ticket ?? null,
    });
    setCheck(result.commitmentMatches && result.winnerMatches);
  };
  return (
    <>
      <header className={deals.header}>
        <h1 className={deals.title}>{raffle.title}</h1>
        <p className={deals.lead}>
          {RAFFLE_TEXTS.prize} <strong>{raffle.prize}</strong>{' '}
          {RAFFLE_TEXTS.period(formatDealTime(raffle.periodStart), formatDealTime(raffle.periodEnd))}
        </p>
      </header>
      <Card as="section" elevated aria-label={RAFFLE_TEXTS.drawSection}>
        <p className={styles.muted}>{RAFFLE_TEXTS.howItWorks}</p>
        <p className={styles.muted}>{RAFFLE_TEXTS.commitment}</p>
        <code className={styles.reason}>{raffle.commitment}</code>
        {raffle.drawn ? (
          <>
            <p className={styles.muted}>{RAFFLE_TEXTS.revealedSeed}</p>
            <code className={styles.reason}>{raffle.seed}</code>
            <p>
              {RAFFLE_TEXTS.winner}{' '}
              <strong>
                {raffle.winner ? (raffle.winner.name ?? RAFFLE_TEXTS.unnamedWinner) : RAFFLE_TEXTS.noWinner}
              </strong>
              {raffle.winner ? RAFFLE_TEXTS.winnerTicket(raffle.winner.ticket) : ''}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => void verify()}>
                {RAFFLE_TEXTS.verify}
              </Button>
            </div>
            {check === null ? null : (
              <Alert tone={check ? 'success' : 'error'}>
                {check ? RAFFLE_TEXTS.verified : RAFFLE_TEXTS.notVerified}
              </Alert>
            )}
          </>
        ) : isAdmin ? (
          <div className={styles.actions}>
            <Button variant="primary" disabled={drawing} onClick={() => void draw()}>
              {RAFFLE_TEXTS.draw}
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>{RAFFLE_TEXTS.notDrawn}</p>
        )}
      </Card>
      <section className={deals.section} aria-labelledby="tickets-heading">
        <h2 id="tickets-heading" className={deals.sectionTitle}>
          {RAFFLE_TEXTS.ticketsHeading(raffle.tickets.length)}
        </h2>
        {raffle.tickets.length === 0 ? (
          <p className={styles.muted}>{RAFFLE_TEXTS.noEntries}</p>
        ) : (
          <>
            <ul className={styles.auditList} aria-label={RAFFLE_TEXTS.ticketsByModerator}>
              {[...counts.values()].map((entry) => (
                <li key={entry.name + entry.tickets} className={styles.auditItem}>
                  {entry.name}: {RAFFLE_TEXTS.ticketCount(entry.tickets)}
                </li>
              ))}
            </ul>
            <details>
              <summary>{RAFFLE_TEXTS.everyTicket}</summary>
              <ol className={styles.muted}>
                {raffle.tickets.map((entry) => (
                  <li key={entry.ticket}>
                    {entry.ticket}:{entry.userId}
                  </li>
                ))}
              </ol>
            </details>
          </>
        )}
      </section>
    </>
  );
}
