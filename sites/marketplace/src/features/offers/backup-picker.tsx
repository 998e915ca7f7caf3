// The accept dialog's backup choice: tick the other open offers of the listing to keep as backups, and order them.
import { BACKUP_TEXTS, formatPrice } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import { partyName } from '../../deals/deal-format';
import * as styles from '../../deals/deals.css';
import type { Offer } from './offer';

/**
 * The candidates (other open offers of the listing) with a box each; `chosen` holds the ticked ids in rank order
 * (first is backup #1), changed through `onChange`. Ticked offers show their rank and move up or down.
 */
export function BackupPicker({
  candidates,
  chosen,
  onChange,
}: {
  candidates: readonly Offer[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const toggle = (id: string) =>
    onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  const move = (id: string, by: -1 | 1) => {
    const next = [...chosen];
    const at = next.indexOf(id);
    const to = at + by;
    if (at < 0 || to < 0 || to >= next.length) return;
    [next[at], next[to]] = [next[to]!, next[at]!];
    onChange(next);
  };
  const byRank = [
    ...chosen.flatMap((id) => candidates.filter((offer) => offer.id === id)),
    ...candidates.filter((offer) => !chosen.includes(offer.id)),
  ];
  return (
    <fieldset className={styles.section}>
      <legend>{BACKUP_TEXTS.keepBackupsTitle}</legend>
      <p className={styles.muted}>{BACKUP_TEXTS.keepBackupsHint}</p>
      <ol className={styles.list}>
        {byRank.map((offer) => {
          const rank = chosen.indexOf(offer.id) + 1;
          const label = BACKUP_TEXTS.backupCandidate(partyName(offer.buyer), formatPrice(offer.amount));
          return (
            <li key={offer.id}>
              <label>
                <input type="checkbox" checked={rank > 0} onChange={() => toggle(offer.id)} /> {label}
              </label>
              {rank > 0 ? (
                <>
                  {' '}
                  <strong>{BACKUP_TEXTS.rankLabel(rank)}</strong>{' '}
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={rank === 1}
                    aria-label={BACKUP_TEXTS.moveUpLabel(label)}
                    onClick={() => move(offer.id, -1)}
                  >
                    {BACKUP_TEXTS.moveUp}
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={rank === chosen.length}
                    aria-label={BACKUP_TEXTS.moveDownLabel(label)}
                    onClick={() => move(offer.id, 1)}
                  >
                    {BACKUP_TEXTS.moveDown}
                  </Button>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
