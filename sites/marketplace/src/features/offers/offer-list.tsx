// A box of my offers (received or sent) as cards with their actions, an optional listing filter and a limit.
import { OFFER_TEXTS, OPEN_OFFER_STATUSES } from '@dealloop/core';

import { EmptyState } from '../../components/empty-state';
import { ResourceView } from '../../components/resource-view';
import * as styles from '../../deals/deals.css';
import { Link } from '../../router';
import { DeclineBackupsButton } from './decline-backups-button';
import type { Offer, OfferBox } from './offer';
import { OfferCard } from './offer-card';
import { replaceOffer, useOffers } from './use-offers';

type Tab = Extract<OfferBox, 'sent' | 'received'>;

/** The open offers of one listing in the list (the backups its seller may keep when accepting one of them). */
const openOffersOf = (items: readonly Offer[], propertyId: string) =>
  items.filter((offer) => offer.propertyId === propertyId && OPEN_OFFER_STATUSES.includes(offer.status));

/** The listings of the list that hold backup offers, once each. */
function listingsWithBackups(items: readonly Offer[]) {
  const listings = new Map<string, { id: string; title: string }>();
  for (const offer of items) {
    if (offer.status === 'backup')
      listings.set(offer.propertyId, { id: offer.propertyId, title: offer.property.title });
  }
  return [...listings.values()];
}

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
              {box === 'received'
                ? listingsWithBackups(items).map((listing) => (
                    <li key={`backups-${listing.id}`} className={styles.actions}>
                      <span className={styles.muted}>{listing.title}</span>
                      <DeclineBackupsButton
                        propertyId={listing.id}
                        title={listing.title}
                        onDeclined={offers.reload}
                      />
                    </li>
                  ))
                : null}
              {items.slice(0, limit).map((offer) => (
                <li key={offer.id}>
                  <OfferCard
                    offer={offer}
                    side={box}
                    backupCandidates={box === 'received' ? openOffersOf(items, offer.propertyId) : []}
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
