// A responsive grid of property cards (or skeletons): each with its save heart and the share popup.
import { PropertyCard, PropertyCardSkeleton, type PropertyCardView } from '@dealloop/ui';
import { useState } from 'react';
import { useRuntimeConfig } from '../../app/services-context';
import { ShareDialog } from '../../layout/share-dialog';
import { useLocation, useNavigate } from '../../router';
import { CardFavoriteButton } from '../favorites/card-favorite-button';
import * as styles from './property-grid.css';
import { openedFromState } from './search-return';

export interface PropertyGridProps {
  /** The cards to show; null shows `skeletons` placeholder cards instead. */
  cards: PropertyCardView[] | null;
  skeletons?: number;
  label: string;
  /** Heading level of each card's title (default 3); 2 where the page has no section heading above the grid. */
  headingLevel?: 2 | 3;
}

/** Cards whose photo loads at once: the first row on a phone, usually the page's largest content. */
const EAGER_CARDS = 2;

/**
 * The cards as a list; each opens its listing client-side (noting this page, for the listing's way back), saves it to favorites with its heart (signed-out
 * visitors go to sign in and come back) and shares it through the share popup.
 */
export function PropertyGrid({ cards, skeletons = 0, label, headingLevel = 3 }: PropertyGridProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { publicUrl } = useRuntimeConfig();
  const [sharing, setSharing] = useState<PropertyCardView | null>(null);
  if (cards === null) {
    return (
      <ul className={styles.grid} aria-label={label} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <PropertyCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {cards.map((card, index) => (
          <li key={card.id} className={styles.item} data-scroll-anchor={card.id}>
            <PropertyCard
              property={card}
              headingLevel={headingLevel}
              eager={index < EAGER_CARDS}
              onNavigate={(href) => navigate(href, { state: openedFromState(location) })}
              onShare={setSharing}
            />
            <CardFavoriteButton propertyId={card.id} title={card.title} />
          </li>
        ))}
      </ul>
      {sharing ? (
        <ShareDialog
          open
          onClose={() => setSharing(null)}
          url={`${publicUrl}${sharing.href}`}
          text={sharing.title}
        />
      ) : null}
    </>
  );
}
