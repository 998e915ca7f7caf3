// A box of my offers (received or sent) as cards with their actions, an optional listing filter and a limit.
import { OFFER_TEXTS } from '@dealloop/core';

import { EmptyState } from '../../components/empty-state';
import { ResourceView } from '../../components/resource-view';
import * as styles from '../../deals/deals.css';
import { Link } from '../../router';
import type { OfferBox } from './offer';
import { OfferCard } from './offer-card';
import { replaceOffer, useOffers } from './use-offers';

type Tab = Extract<OfferBox, 'sent' | 'received'>;

/** One box of offers; after an action the offer is replaced and the list reloaded (accepting declines others). */
export function OfferList({ box, propertyId, limit }: { box: Tab; propertyId?: string; limit?: number }) {
  const offers = useOffers({ box, propertyId });
  return (
    <ResourceView
      resource={offers}
      what={box === 'received' ? 'the offers you received' : 'the offers you sent'}
    >
      {(items) => (
        <div className={styles.section}>
          {propertyId ? (
            <p className={styles.muted}>
              {OFFER_TEXTS.oneListing} <Link to={`?tab=${box}`}>{OFFER_TEXTS.showAllOffers}</Link>
            </p>
          ) : null}
          {items.length === 0 ? (
            <EmptyState
              icon="mail"
              title={box === 'received' ? OFFER_TEXTS.noneReceived : OFFER_TEXTS.noneSent}
            >
              {box === 'received' ? (
                <p>{OFFER_TEXTS.receivedHint}</p>
              ) : (
                <p>
                  <Link to="/properties">{OFFER_TEXTS.findADeal}</Link>
                  {OFFER_TEXTS.makeOfferFromPage}
                </p>
              )}
            </EmptyState>
          ) : (
            <ul className={styles.list}>
              {items.slice(0, limit).map((offer) => (
                <li key={offer.id}>
                  <OfferCard
                    offer={offer}
                    side={box}
                    onChanged={(changed) => {
                      offers.update((list) => replaceOffer(list, changed));
                      offers.reload();
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </ResourceView>
  );
}
