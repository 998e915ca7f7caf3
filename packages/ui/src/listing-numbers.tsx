// A listing's numbers, shared by PropertyCard and the listing page: the facts (beds, baths, sqft, lot) and the
// deal figures (ARV, repairs, profit, ROI), compact on a card and full on a page.
import { formatLotSize, formatNumber, formatPrice, formatRoi } from '@dealloop/core';
import * as styles from './listing-numbers.css';

/** The numbers a listing shows; null ones are left out (facts) or shown as a dash (figures). */
export interface ListingNumbersView {
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  /** Square feet; shown in acres. */
  lotSize: number | null;
  arv: number | null;
  repairs: number | null;
  profit: number | null;
  roi: number | null;
}

/** `card`: short units and compact prices ("3 bd", "$240K"); `page`: full ones ("3 beds", "$240,000"). */
export type ListingNumbersSize = 'card' | 'page';

const UNITS = {
  card: { beds: 'bd', baths: 'ba' },
  page: { beds: 'beds', baths: 'baths' },
} as const;

/** Beds, baths, square feet and lot size, as a list named "Property facts". */
export function ListingFacts({ listing, size }: { listing: ListingNumbersView; size: ListingNumbersSize }) {
  const facts = [
    { value: listing.beds, unit: UNITS[size].beds },
    { value: listing.baths, unit: UNITS[size].baths },
    { value: listing.sqft, unit: 'sqft' },
  ].filter((fact): fact is { value: number; unit: string } => fact.value !== null);
  const lot = formatLotSize(listing.lotSize);
  return (
    <ul className={styles.facts[size]} aria-label="Property facts">
      {facts.map((fact) => (
        <li key={fact.unit}>
          <span className={styles.factValue[size]}>{formatNumber(fact.value)}</span> {fact.unit}
        </li>
      ))}
      {lot ? (
        <li>
          <span className={styles.factValue[size]}>{lot}</span> lot
        </li>
      ) : null}
    </ul>
  );
}

/** ARV, repairs, profit and ROI as a description list. */
export function ListingFigures({ listing, size }: { listing: ListingNumbersView; size: ListingNumbersSize }) {
  const price = size === 'card' ? { compact: true } : undefined;
  const figures = [
    { label: 'ARV', value: formatPrice(listing.arv, price), full: formatPrice(listing.arv) },
    { label: 'Repairs', value: formatPrice(listing.repairs, price), full: formatPrice(listing.repairs) },
    {
      label: 'Profit',
      value: formatPrice(listing.profit, price),
      full: formatPrice(listing.profit),
      profit: true,
    },
    { label: 'ROI', value: formatRoi(listing.roi), full: formatRoi(listing.roi) },
  ];
  return (
    <dl className={styles.figures[size]}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure[size]}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd
            // A card cuts a long figure with an ellipsis: its title reads it in full.
            title={size === 'card' ? figure.full : undefined}
            className={
              figure.profit ? `${styles.figureValue[size]} ${styles.profit}` : styles.figureValue[size]
            }
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
