// The deal's profit potential and ROI, computed as the price, ARV and repairs are typed.
import { ADD_LISTING_PARTS_TEXTS, formatPrice, formatRoi } from '@dealloop/core';
import { cx } from '@dealloop/ui';
import * as styles from './add-property-page.css';
import type { DraftFigures } from './listing-draft';

/** The hint shown until the figures can be computed. */
export const FIGURES_HINT = ADD_LISTING_PARTS_TEXTS.figuresHint;

/** Profit potential (ARV − price − repairs) and ROI (profit over price plus repairs, 1 decimal). */
export function DealFigures({ figures }: { figures: DraftFigures | null }) {
  if (!figures) return <p className={styles.figuresHint}>{FIGURES_HINT}</p>;
  const loss = figures.profit < 0;
  return (
    <dl className={styles.figures} aria-label={ADD_LISTING_PARTS_TEXTS.dealFigures}>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>{ADD_LISTING_PARTS_TEXTS.profitPotential}</dt>
        <dd className={cx(styles.figureValue, loss ? styles.loss : styles.gain)}>
          {formatPrice(figures.profit)}
        </dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.figureLabel}>{ADD_LISTING_PARTS_TEXTS.roi}</dt>
        <dd className={cx(styles.figureValue, loss ? styles.loss : styles.gain)}>{formatRoi(figures.roi)}</dd>
      </div>
    </dl>
  );
}
