// The buyers list dashboard's "Sent deals": each "Send this deal" blast, newest first, with the buyers emailed and
// its texts sent, delivered and failed (the provider reports delivery later: Reload reads the counts again).

import { SMS_BLAST_TEXTS } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { useApiResource } from '../../app/use-api-resource';
import { ResourceView } from '../../components/resource-view';
import { formatDealTime } from '../../deals/deal-format';
import { Link } from '../../router';
import * as styles from './buyers-list.css';
import { buyersListApi } from './buyers-list-api';

/** The history panel; `version` changes after a send, so the new blast shows. */
export function DealSendHistory({ userId, version }: { userId: string; version: number }) {
  const history = useApiResource(`buyers-list-sends:${userId}:${version}`, (client) =>
    buyersListApi(client)
      .sends()
      .then(({ items }) => items),
  );
  return (
    <section className={styles.panel} aria-labelledby="deal-sends-heading">
      <div className={styles.row}>
        <h2 id="deal-sends-heading" className={styles.panelTitle}>
          {SMS_BLAST_TEXTS.historyTitle}
        </h2>
        <Button size="sm" variant="ghost" onClick={history.reload}>
          {SMS_BLAST_TEXTS.refresh}
        </Button>
      </div>
      <ResourceView resource={history} what="the deals you sent">
        {(items) =>
          items.length === 0 ? (
            <p className={styles.muted}>{SMS_BLAST_TEXTS.historyEmpty}</p>
          ) : (
            <ul className={styles.sends} aria-label={SMS_BLAST_TEXTS.historyTitle}>
              {items.map((send) => (
                <li key={send.propertyId} className={styles.send}>
                  <Link to={`/property/${send.propertyId}`} className={styles.sendTitle}>
                    {send.title}
                  </Link>
                  <span className={styles.muted}>
                    <time dateTime={send.lastSentAt}>{formatDealTime(send.lastSentAt)}</time> ·{' '}
                    {SMS_BLAST_TEXTS.emailed(send.emailed)}
                  </span>
                  <span>
                    {SMS_BLAST_TEXTS.countsWithPending(
                      send.texts.sent,
                      send.texts.delivered,
                      send.texts.failed,
                      send.texts.pending,
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>
    </section>
  );
}
