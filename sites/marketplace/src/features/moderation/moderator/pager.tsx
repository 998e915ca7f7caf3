// Previous / Next paging by offset for the moderation lists, with "1–20 of 45" between.
import { MODERATOR_PAGE_TEXTS } from '@dealloop/core';
import { Button } from '@dealloop/ui';
import * as styles from '../moderation.css';

/** Paging buttons; hidden when everything fits on one page. */
export function Pager({
  offset,
  pageSize,
  shown,
  total,
  onOffset,
}: {
  offset: number;
  pageSize: number;
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  if (offset === 0 && shown >= total) return null;
  return (
    <div className={styles.actions}>
      <Button
        size="sm"
        variant="secondary"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        {MODERATOR_PAGE_TEXTS.previous}
      </Button>
      <span className={styles.muted}>
        {MODERATOR_PAGE_TEXTS.pageRange(offset + 1, offset + shown, total)}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={offset + shown >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        {MODERATOR_PAGE_TEXTS.next}
      </Button>
    </div>
  );
}
