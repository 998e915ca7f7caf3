// The legend of the counties map: the neutral fill for counties without active listings, then each class.
import { COUNTIES_PAGE_TEXTS } from '@dealloop/core';
import * as styles from './counties-page.css';
import { classLabel, NEUTRAL_FILL, SCALE_FILLS, type ScaleClass } from './county-color-scale';

/** The map's colour key, as a list a screen reader can read. */
export function CountyLegend({ scale }: { scale: readonly ScaleClass[] }) {
  const entries = [
    { key: 'none', fill: NEUTRAL_FILL, label: '0' },
    ...scale.map((scaleClass) => ({
      key: String(scaleClass.min),
      fill: SCALE_FILLS[scaleClass.step],
      label: classLabel(scaleClass),
    })),
  ];
  return (
    <div className={styles.legend}>
      <p className={styles.legendTitle} id="county-legend-title">
        {COUNTIES_PAGE_TEXTS.legendTitle}
      </p>
      <ul className={styles.legendList} aria-labelledby="county-legend-title">
        {entries.map((entry) => (
          <li key={entry.key} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: entry.fill }} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
