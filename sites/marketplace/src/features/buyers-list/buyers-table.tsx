// The buyers table of the dashboard: contact, markets, price range, types, proof of funds, tags (add/remove),
// the match against the chosen listing (score and each criterion explained), and Remove. A buyer whose number
// replied STOP is marked "Texts stopped" (no deal texts reach them).
import {
  BUYERS_LIST_TEXTS,
  type BuyerMatch,
  formatPhone,
  formatPrice,
  PROPERTY_TYPE_LABELS,
  SMS_SETTINGS_TEXTS,
} from '@dealloop/core';
import { Button, IconButton, VisuallyHidden } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { VerifiedFundsBadge } from '../proof-of-funds/verified-funds-badge';
import * as styles from './buyers-list.css';
import type { Buyer } from './buyers-list-api';

/** A buyer with its match against the chosen listing (none chosen: null). */
export interface BuyerRow {
  buyer: Buyer;
  match: BuyerMatch | null;
}

const priceRange = (buyer: Buyer) => {
  if (buyer.minPrice === null && buyer.maxPrice === null) return BUYERS_LIST_TEXTS.anyPrice;
  return `${buyer.minPrice === null ? '' : formatPrice(buyer.minPrice, { compact: true })}–${
    buyer.maxPrice === null ? '' : formatPrice(buyer.maxPrice, { compact: true })
  }`;
};

/** The table; `onTags` replaces one buyer's tags, `onRemove` asks to remove the buyer. */
export function BuyersTable({
  rows,
  showMatch,
  onTags,
  onRemove,
}: {
  rows: readonly BuyerRow[];
  showMatch: boolean;
  onTags: (buyer: Buyer, tags: string[]) => Promise<void>;
  onRemove: (buyer: Buyer) => void;
}) {
  const c = BUYERS_LIST_TEXTS.columns;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.contact}</th>
            <th scope="col">{c.markets}</th>
            <th scope="col">{c.price}</th>
            <th scope="col">{c.types}</th>
            <th scope="col">{c.proof}</th>
            <th scope="col">{c.tags}</th>
            {showMatch ? <th scope="col">{c.match}</th> : null}
            <th scope="col">
              <VisuallyHidden>{BUYERS_LIST_TEXTS.delete}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ buyer, match }) => (
            <tr key={buyer.id}>
              <th scope="row">
                {buyer.name} <VerifiedFundsBadge funds={buyer.verifiedFunds} />
              </th>
              <td>
                {buyer.email}
                {buyer.phone ? <div>{formatPhone(buyer.phone)}</div> : null}
                {buyer.smsSuppressed ? (
                  <span className={styles.stopped} title={SMS_SETTINGS_TEXTS.buyerStoppedDetail}>
                    {SMS_SETTINGS_TEXTS.buyerStopped}
                  </span>
                ) : null}
              </td>
              <td>{buyer.markets.join('; ')}</td>
              <td>{priceRange(buyer)}</td>
              <td>
                {buyer.propertyTypes.length
                  ? buyer.propertyTypes.map((type) => PROPERTY_TYPE_LABELS[type] ?? type).join(', ')
                  : BUYERS_LIST_TEXTS.anyType}
              </td>
              <td>{buyer.proofOfFunds ? BUYERS_LIST_TEXTS.yes : BUYERS_LIST_TEXTS.no}</td>
              <td>
                <Tags buyer={buyer} onTags={onTags} />
              </td>
              {showMatch ? (
                <td>
                  {match ? (
                    <>
                      <strong>{match.score}%</strong>
                      <ul className={styles.criteria}>
                        {match.criteria.map((criterion) => (
                          <li key={criterion.criterion}>
                            {criterion.met ? '✓' : '✗'} {criterion.explanation}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </td>
              ) : null}
              <td>
                <Button size="sm" variant="ghost" onClick={() => onRemove(buyer)}>
                  {BUYERS_LIST_TEXTS.delete}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Tags({ buyer, onTags }: { buyer: Buyer; onTags: (buyer: Buyer, tags: string[]) => Promise<void> }) {
  const [draft, setDraft] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim();
    if (!tag || buyer.tags.includes(tag)) return setDraft('');
    await onTags(buyer, [...buyer.tags, tag]);
    setDraft('');
  };
  return (
    <div className={styles.tags}>
      {buyer.tags.map((tag) => (
        <span key={tag} className={styles.tag}>
          {tag}
          <IconButton
            icon="close"
            size="sm"
            label={BUYERS_LIST_TEXTS.removeTag(tag)}
            onClick={() =>
              void onTags(
                buyer,
                buyer.tags.filter((one) => one !== tag),
              )
            }
          />
        </span>
      ))}
      <form onSubmit={add} className={styles.tags}>
        <input
          aria-label={BUYERS_LIST_TEXTS.tagLabelFor(buyer.name)}
          value={draft}
          maxLength={40}
          size={8}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary">
          {BUYERS_LIST_TEXTS.addTag}
        </Button>
      </form>
    </div>
  );
}
