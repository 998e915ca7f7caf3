// /dashboard/closing: the wholesaler's closing desk: their deals under contract with stage, earnest money
// countdown, closing date and last move, deals that have not moved for 7 days flagged.
import type { ClosingDeskItem } from '@dealloop/contract';
import {
  CLOSING_PANEL_TEXTS,
  CLOSING_STAGE_LABELS,
  earnestTimeLeft,
  formatCountdown,
  PAGE_TITLES,
  CLOSING_DESK_TEXTS as T,
} from '@dealloop/core';
import { PageHeader } from '@dealloop/ui';
import { useState } from 'react';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { ResourceView } from '../../components/resource-view';
import { formatDealDate, formatDealTime } from '../../deals/deal-format';
import * as styles from '../../deals/deals.css';
import { SignedInPage } from '../../deals/signed-in-page';
import { Link } from '../../router';
import { closingApi } from './closing-api';
import { useNow } from './use-now';

/** The closing desk page; signed-out visitors are sent to sign in. */
export default function ClosingDeskPage() {
  useDocumentTitle(PAGE_TITLES.closingDesk);
  return (
    <SignedInPage title={T.title}>
      {({ user }) => (
        <div className={styles.page}>
          <PageHeader title={T.title} />
          <p className={styles.lead}>{T.intro}</p>
          <Desk userId={user.id} />
        </div>
      )}
    </SignedInPage>
  );
}

function Desk({ userId }: { userId: string }) {
  const [all, setAll] = useState(false);
  const desk = useApiResource(
    `${userId}:${all}`,
    (client) =>
      closingApi(client)
        .desk({ query: { include: all ? 'all' : 'open' } })
        .then((answer) => answer.items),
    { resources: ['contracts'] },
  );
  return (
    <>
      <label>
        <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} />
        {T.showClosed}
      </label>
      <ResourceView resource={desk} what={T.title} missing={<EmptyState icon="book" title={T.empty} />}>
        {(items) => (items.length ? <DeskTable items={items} /> : <EmptyState icon="book" title={T.empty} />)}
      </ResourceView>
    </>
  );
}

function DeskTable({ items }: { items: readonly ClosingDeskItem[] }) {
  const now = useNow();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={T.title}>
        <thead>
          <tr>
            <th className={styles.headCell}>{T.property}</th>
            <th className={styles.headCell}>{T.buyer}</th>
            <th className={styles.headCell}>{T.stage}</th>
            <th className={styles.headCell}>{T.deadline}</th>
            <th className={styles.headCell}>{T.closingDate}</th>
            <th className={styles.headCell}>{T.lastMove}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const left = item.stage === 'earnest_money_due' ? earnestTimeLeft(item.earnestDueAt, now) : null;
            return (
              <tr key={item.contractId}>
                <td className={styles.cell}>
                  <Link to={`/dashboard/contracts/${item.contractId}`}>{item.propertyTitle}</Link>
                </td>
                <td className={styles.cell}>{item.buyerName}</td>
                <td className={styles.cell}>
                  {CLOSING_STAGE_LABELS[item.stage]}
                  {item.stale ? <strong> {T.stale}</strong> : null}
                </td>
                <td className={styles.cell}>
                  {left === null
                    ? CLOSING_PANEL_TEXTS.noDeadline
                    : left > 0
                      ? CLOSING_PANEL_TEXTS.dueIn(formatCountdown(left))
                      : CLOSING_PANEL_TEXTS.overdue}
                </td>
                <td className={styles.cell}>{formatDealDate(item.closingDate)}</td>
                <td className={styles.cell}>
                  {item.stageChangedAt ? formatDealTime(item.stageChangedAt) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
