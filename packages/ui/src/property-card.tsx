// PropertyCard: one listing in a grid (spec "Property card"), from a plain view model so the SDK can reuse it.
import {
  cutTitle,
  formatDistance,
  formatPrice,
  listingAgeLabel,
  PROPERTY_TYPE_LABELS,
  type PropertyType,
  propertyBadge,
  showDistanceBadge,
} from '@dealloop/core';
import { type MouseEvent, useState } from 'react';
import { Icon } from './icons';
import { ListingFacts, ListingFigures } from './listing-numbers';
import * as styles from './property-card.css';
import { VisuallyHidden } from './visually-hidden';

/** What a property card shows (the spec's "Property card view"), independent of the API's types. */
export interface PropertyCardView {
  id: string;
  /** Where the card links: the listing's SEO path. */
  href: string;
  /** The card-sized photo URL, or null when the listing has no photo. */
  image: string | null;
  title: string;
  location: string;
  /** True when the viewer only sees the city and state (anonymous): shows a lock and a sign-in hint. */
  locationTruncated: boolean;
  price: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  /** Lot size in square feet; shown in acres when above 0. */
  lotSize: number | null;
  type: PropertyType;
  arv: number | null;
  repairs: number | null;
  profit: number | null;
  roi: number | null;
  listingStatus: string;
  /** The property's own status (active, under_contract, sold). */
  status?: string | null;
  /** ISO 8601 creation time, for the listing-age label. */
  createdAt: string;
  /** Miles from the visitor; 9999 or null when unknown (no badge). */
  distance?: number | null;
}

export interface PropertyCardProps {
  property: PropertyCardView;
  /** Called by the share button; without it the card has no share button. */
  onShare?: (property: PropertyCardView) => void;
  /**
   * Called instead of a full page load when the card's link is followed with a plain click (client-side
   * routing); modified clicks (new tab) keep the browser's behaviour.
   */
  onNavigate?: (href: string) => void;
  /** The current time for the listing-age label (tests pass a fixed one). */
  now?: Date;
  /** Heading level of the title; default 3. */
  headingLevel?: 2 | 3 | 4;
  /** The photo loads at once, first (a card at the top of a page, often its largest content); else when near. */
  eager?: boolean;
}

/** The sign-in hint next to a truncated location. */
export const TRUNCATED_LOCATION_HINT = 'Sign in to see the full address';

/** A listing card: photo with status and distance badges, price, title, location, facts and deal figures. */
export function PropertyCard({
  property,
  onShare,
  onNavigate,
  now,
  headingLevel = 3,
  eager = false,
}: PropertyCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const badge = propertyBadge(property);
  const Heading = `h${headingLevel}` as const;
  const titleId = `property-card-${property.id}-title`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(property.href);
  };
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="property-card">
      <div className={styles.media}>
        {property.image && !imageFailed ? (
          <img
            className={styles.image}
            src={property.image}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className={styles.fallback}>
            <Icon name="building" size={40} />
            <span>No photo yet</span>
          </div>
        )}
        <div className={styles.topBadges}>
          <span className={styles.badge[badge.tone]} data-tone={badge.tone}>
            {badge.label}
          </span>
          {showDistanceBadge(property.distance) ? (
            <span className={styles.distanceBadge}>
              <Icon name="mapPin" size={14} />
              {formatDistance(property.distance)}
            </span>
          ) : null}
        </div>
      </div>
      {onShare ? (
        <button
          type="button"
          className={styles.shareButton}
          aria-label={`Share ${property.title}`}
          title="Share"
          onClick={() => onShare(property)}
        >
          <Icon name="share" size={18} />
        </button>
      ) : null}
      <div className={styles.body}>
        <div className={styles.priceRow}>
          <p className={styles.price}>{formatPrice(property.price)}</p>
          <span className={styles.type}>{PROPERTY_TYPE_LABELS[property.type]}</span>
        </div>
        <Heading className={styles.title} id={titleId}>
          <a className={styles.link} href={property.href} onClick={follow} title={property.title}>
            {cutTitle(property.title)}
          </a>
        </Heading>
        <p className={styles.location}>
          <Icon name="mapPin" size={14} />
          <span className={styles.locationText}>{property.location}</span>
          {property.locationTruncated ? (
            <span className={styles.lock} title={TRUNCATED_LOCATION_HINT}>
              <Icon name="lock" size={14} />
              <VisuallyHidden>{TRUNCATED_LOCATION_HINT}</VisuallyHidden>
            </span>
          ) : null}
        </p>
        <ListingFacts listing={property} size="card" />
        <ListingFigures listing={property} size="card" />
        <p className={styles.footer}>{listingAgeLabel(property.createdAt, now ?? new Date())}</p>
      </div>
    </article>
  );
}

/** A placeholder card with the card's shape, shown while listings load (hidden from assistive tech). */
export function PropertyCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="property-card-skeleton">
      <div className={`${styles.media} ${styles.skeletonBlock}`} />
      <div className={styles.body}>
        <div className={`${styles.skeletonBlock} ${styles.skeletonLine.price}`} />
        <div className={`${styles.skeletonBlock} ${styles.skeletonLine.title}`} />
        <div className={`${styles.skeletonBlock} ${styles.skeletonLine.location}`} />
        <div className={`${styles.skeletonBlock} ${styles.skeletonLine.facts}`} />
        <div className={`${styles.skeletonBlock} ${styles.skeletonLine.figures}`} />
      </div>
    </div>
  );
}
