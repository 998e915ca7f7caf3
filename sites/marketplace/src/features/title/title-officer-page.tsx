// /title/:token (no sign-in): the title officer's page behind the emailed link. It shows the deal (address, price,
// parties, earnest money, stage, closing date) and lets the officer confirm the earnest money received and set the
// closing date; a revoked, expired or unknown link says so and offers nothing.
import { ApiError } from '@dealloop/client';
import { formatPrice, PAGE_TITLES, TITLE_TEXTS } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useState } from 'react';
import { useServices } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { useParams } from '../../router';
import * as styles from '../buyers-list/buyers-list.css';
import { type TitleDeal, titleApi } from './title-api';

/** The link's answer: the deal, or why the link refuses (the officer sees core's text for its state). */
type Load = { status: 'ready'; deal: TitleDeal } | { status: 'refused'; message: string };

/** The text of a refused link or call: core's text for the link's state, else the server's message. */
function refusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return TITLE_TEXTS.failed;
  if (error.code === 'title_link_expired') return TITLE_TEXTS.linkExpired;
  if (error.code === 'title_link_revoked') return TITLE_TEXTS.linkRevoked;
  if (error.status === 404) return TITLE_TEXTS.linkUnknown;
  return error.message || TITLE_TEXTS.failed;
}

/** The title officer's page. */
export default function TitleOfficerPage() {
  useDocumentTitle(PAGE_TITLES.titleOfficer);
  const token = useParams<'token'>().token ?? '';
  // A refusal is an answer here, not a failed load: the link's state decides the text.
  const resource = useApiResource<Load>(`title-link:${token}`, (client) =>
    titleApi(client)
      .officerDeal({ params: { token } })
      .then(
        (deal): Load => ({ status: 'ready', deal }),
        (error: unknown): Load => ({ status: 'refused', message: refusalText(error) }),
      ),
  );
  const load = resource.state.status === 'ready' ? resource.state.data : null;
  const setLoad = (next: Load) => resource.update(() => next);

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{TITLE_TEXTS.officerPageTitle}</h1>
      {load === null ? <p aria-busy="true">{TITLE_TEXTS.loading}</p> : null}
      {load?.status === 'refused' ? (
        <p className={styles.error} role="alert">
          {load.message}
        </p>
      ) : null}
      {load?.status === 'ready' ? (
        <TitleDealView
          token={token}
          deal={load.deal}
          onChange={(deal) => setLoad({ status: 'ready', deal })}
          onRefused={(message) => setLoad({ status: 'refused', message })}
        />
      ) : null}
    </div>
  );
}

function TitleDealView({
  token,
  deal,
  onChange,
  onRefused,
}: {
  token: string;
  deal: TitleDeal;
  onChange: (deal: TitleDeal) => void;
  onRefused: (message: string) => void;
}) {
  const { client } = useServices();
  const [working, setWorking] = useState<'earnest' | 'date' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [closingDate, setClosingDate] = useState(deal.closingDate);

  const run = async (which: 'earnest' | 'date') => {
    setWorking(which);
    setProblem(null);
    setDone(null);
    try {
      const api = titleApi(client);
      const next =
        which === 'earnest'
          ? await api.officerConfirmEarnest({ params: { token } })
          : await api.officerSetClosingDate({ params: { token }, json: { closingDate } });
      onChange(next);
      setDone(which === 'earnest' ? TITLE_TEXTS.earnestConfirmed : TITLE_TEXTS.closingDateSet);
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) onRefused(refusalText(error));
      else setProblem(refusalText(error));
    } finally {
      setWorking(null);
    }
  };

  const rows: [string, string][] = [
    [TITLE_TEXTS.address, deal.address],
    [TITLE_TEXTS.price, formatPrice(deal.price)],
    [TITLE_TEXTS.buyer, deal.buyerName ?? ''],
    [TITLE_TEXTS.seller, deal.sellerName ?? ''],
    [TITLE_TEXTS.earnestMoney, formatPrice(deal.earnestMoney)],
    [TITLE_TEXTS.stage, deal.stage],
    [TITLE_TEXTS.closingDate, deal.closingDate],
  ];
  return (
    <div className={styles.panel}>
      <p className={styles.muted}>
        {deal.officerName} · {deal.company}
      </p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{TITLE_TEXTS.wireFraudNotice}</p>
      {done ? <p role="status">{done}</p> : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <Button variant="primary" loading={working === 'earnest'} onClick={() => run('earnest')}>
        {TITLE_TEXTS.confirmEarnest}
      </Button>
      <label>
        {TITLE_TEXTS.closingDate}
        <input type="date" value={closingDate} onChange={(event) => setClosingDate(event.target.value)} />
      </label>
      <Button variant="secondary" loading={working === 'date'} onClick={() => run('date')}>
        {TITLE_TEXTS.setClosingDate}
      </Button>
    </div>
  );
}
