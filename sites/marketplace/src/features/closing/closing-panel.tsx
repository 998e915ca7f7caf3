// The contract page's closing pipeline: the stage, the earnest money countdown, the closing date, the moves the
// viewer may make now as buttons (a cancellation asks for a reason, a schedule for a date), and the history.
import { API_BASE, fillPath } from '@dealloop/client';
import type { Closing } from '@dealloop/contract';
import { closingEndpoints } from '@dealloop/contract/endpoints';
import {
  type AvailableClosingMove,
  CLOSING_MOVE_LABELS,
  CLOSING_STAGE_LABELS,
  EARNEST_MONEY_LATE_REASON,
  earnestTimeLeft,
  formatCountdown,
  CLOSING_PANEL_TEXTS as T,
} from '@dealloop/core';
import { Alert, Button } from '@dealloop/ui';
import { useState } from 'react';
import { useServices } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { formatDealDate, formatDealTime } from '../../deals/deal-format';
import * as styles from '../../deals/deals.css';
import { savePrivateFile, usePrivateFile } from '../../deals/private-file';
import { closingApi } from './closing-api';
import { useNow } from './use-now';

const labelOf = (move: AvailableClosingMove) =>
  move.release ? CLOSING_MOVE_LABELS.release : CLOSING_MOVE_LABELS[move.to];

/** The pipeline panel of a contract. */
export function ClosingPanel({ contractId }: { contractId: string }) {
  const resource = useApiResource(
    contractId,
    (client) => closingApi(client).get({ params: { id: contractId } }),
    {
      resources: ['contracts'],
      matches: (alert) => alert.contractId === null || alert.contractId === contractId,
    },
  );
  const { state } = resource;
  if (state.status !== 'ready' || !state.data?.stage) return null;
  return <ClosingView closing={state.data} onChanged={(changed) => resource.update(() => changed)} />;
}

function ClosingView({ closing, onChanged }: { closing: Closing; onChanged: (closing: Closing) => void }) {
  const { client } = useServices();
  const now = useNow();
  const [asking, setAsking] = useState<AvailableClosingMove | null>(null);
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const left = closing.stage === 'earnest_money_due' ? earnestTimeLeft(closing.earnestDueAt, now) : null;

  const run = async (move: AvailableClosingMove, fields: { reason?: string; closingDate?: string }) => {
    setBusy(true);
    setError(null);
    try {
      onChanged(
        await closingApi(client).move({
          params: { id: closing.contractId },
          json: { to: move.to, ...fields },
        }),
      );
      setAsking(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : T.failed);
    } finally {
      setBusy(false);
    }
  };
  const start = (move: AvailableClosingMove) => {
    if (move.release) return run(move, { reason: EARNEST_MONEY_LATE_REASON });
    if (move.to === 'cancelled' || move.to === 'closing_scheduled') {
      setAsking(move);
      return;
    }
    return run(move, {});
  };

  return (
    <section className={styles.card} aria-labelledby="closing-pipeline">
      <h2 id="closing-pipeline" className={styles.sectionTitle}>
        {T.heading}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{T.stage}</dt>
          <dd className={styles.factValue}>{CLOSING_STAGE_LABELS[closing.stage]}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{T.earnestDeadline}</dt>
          <dd className={styles.factValue}>
            {left === null ? T.noDeadline : left > 0 ? T.dueIn(formatCountdown(left)) : T.overdue}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{T.closingDate}</dt>
          <dd className={styles.factValue}>{formatDealDate(closing.closingDate)}</dd>
        </div>
      </dl>
      <CalendarButton contractId={closing.contractId} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {asking ? (
        <form
          className={styles.section}
          onSubmit={(event) => {
            event.preventDefault();
            void run(asking, asking.to === 'cancelled' ? { reason } : { closingDate: date });
          }}
        >
          {asking.to === 'cancelled' ? (
            <label>
              {T.reasonLabel}
              <input
                value={reason}
                placeholder={T.reasonPlaceholder}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
          ) : (
            <label>
              {T.closingDateLabel}
              <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </label>
          )}
          <div className={styles.actions}>
            <Button size="sm" type="submit" loading={busy}>
              {T.confirm}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking(null)}>
              {T.back}
            </Button>
          </div>
        </form>
      ) : closing.allowedMoves.length ? (
        <div className={styles.actions}>
          {closing.allowedMoves.map((move) => (
            <Button
              key={`${move.to}${move.release}`}
              size="sm"
              variant={move.to === 'cancelled' ? 'danger' : 'primary'}
              disabled={busy}
              onClick={() => void start(move)}
            >
              {labelOf(move)}
            </Button>
          ))}
        </div>
      ) : null}
      <h3 className={styles.factLabel}>{T.history}</h3>
      <ol aria-label={T.history}>
        {closing.history.map((move) => (
          <li key={`${move.at}${move.to}`}>
            {T.historyLine(CLOSING_STAGE_LABELS[move.to], formatDealTime(move.at), move.reason)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Downloads the deal's deadlines and closing date as .ics (the route needs the bearer token: saved as a Blob). */
function CalendarButton({ contractId }: { contractId: string }) {
  const { busy, run } = usePrivateFile();
  const path = API_BASE + fillPath(closingEndpoints.ics.path, { id: contractId });
  const download = () =>
    run(
      (client) => savePrivateFile(client, path, `deal-${contractId}.ics`, T.calendarFailed),
      T.calendarFailed,
    );
  return (
    <div className={styles.actions}>
      <Button size="sm" variant="secondary" loading={busy} onClick={download}>
        {T.calendar}
      </Button>
    </div>
  );
}
