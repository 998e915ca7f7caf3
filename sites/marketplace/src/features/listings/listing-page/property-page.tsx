// The listing page at /property/{id}, /properties/{id} and the listing's SEO path: photos, figures and status.
import { API_BASE, fillPath } from '@dealloop/client';
import { listingsEndpoints } from '@dealloop/contract/endpoints';
import {
  AUTH_PATH,
  distanceOrUnknown,
  formatDistance,
  formatPrice,
  type LatLng,
  LISTING_PAGE_TEXTS,
  listingAgeLabel,
  matchSitePage,
  PAGE_TITLES,
  PROPERTY_TYPE_LABELS,
  propertyBadge,
  SITE_NAME,
  showDistanceBadge,
} from '@dealloop/core';
import {
  Alert,
  Button,
  buttonClassName,
  Icon,
  ListingFacts,
  ListingFigures,
  TRUNCATED_LOCATION_HINT,
} from '@dealloop/ui';
import { useState } from 'react';
import { useAuth, useRuntimeConfig, useServices } from '../../../app/services-context';
import { type ResourceState, useApiResource, useResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { AfterPageLoad } from '../../../components/after-page-load';
import { firstAnswer } from '../../../first-data';
import { ShareDialog } from '../../../layout/share-dialog';
import { Link, useLocation } from '../../../router';
import { useLiveReload } from '../../alerts/use-live-reload';
import { FavoriteButton } from '../../favorites/favorite-button';
import { currentPosition } from '../browser-location';
import { EditListingLink } from '../edit-listing-link';
import { listingsApi } from '../listings-api';
import type { Property } from '../property';
import { AllDealsLink } from './all-deals-link';
import {
  ListerCard,
  ListingOpenHouses,
  ModerationNotice,
  OfferPanel,
  PendingEditNotice,
  PropertyMap,
  ReportButton,
} from './listing-extras';
import { PropertyGallery } from './property-gallery';
import * as styles from './property-page.css';

/** The id the page's address names: the full id, or the short id of an SEO path. */
function listingIdOf(pathname: string): string | null {
  const match = matchSitePage(pathname);
  return match?.params.id ?? match?.params.shortId ?? null;
}

/** The listing page. */
export default function PropertyPage() {
  const { pathname } = useLocation();
  const id = listingIdOf(pathname);
  const { client } = useServices();
  const { status: authStatus } = useAuth();
  // Where the page's data block keeps the listing's first answer (the wire path of listings.get).
  const listingPath = id ? API_BASE + fillPath(listingsEndpoints.get.path, { id }) : null;
  // The listing the server wrote into the page shows in the first render, in place of the static first paint;
  // the session can change what the API shows, so a sign-in or sign-out loads it again.
  const listing = useApiResource<Property>(
    id ? `listing:${id}:${authStatus}` : null,
    (api) => listingsApi(api).get({ params: { id: id ?? '' } }),
    undefined,
    (api, take) => (listingPath ? firstAnswer<Property>(api, listingPath, take) : undefined),
  );
  const state: ResourceState<Property> = id ? listing.state : { status: 'missing' };
  const visitor = useResource('visitor-position', () => currentPosition()).state;
  const property = state.status === 'ready' ? state.data : null;
  useDocumentTitle(
    property ? `${property.title} · ${formatPrice(property.price)} · ${SITE_NAME}` : PAGE_TITLES.property,
  );

  // A live alert about this listing (published, declined, an offer on it): load it again, keeping it shown.
  useLiveReload(
    ['listing'],
    () => {
      if (!id) return;
      listingsApi(client)
        .get({ params: { id } })
        .then(
          (loaded) => listing.update((current) => (current.id === loaded.id ? loaded : current)),
          (error: unknown) => console.warn('DealLoop: reloading the listing failed.', error),
        );
    },
    (alert) => property !== null && alert.propertyId === property.id,
  );

  if (state.status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        <p className={styles.priceLabel}>{LISTING_PAGE_TEXTS.loading}</p>
        <div className={styles.loadingBlock} />
      </div>
    );
  }
  if (state.status === 'missing' || state.status === 'failed') {
    const missing = state.status === 'missing';
    return (
      <div className={styles.page}>
        <section className={styles.state} aria-labelledby="listing-state-title">
          <Icon name={missing ? 'building' : 'alert'} size={48} />
          <h1 id="listing-state-title" className={styles.stateTitle}>
            {missing ? LISTING_PAGE_TEXTS.missingTitle : LISTING_PAGE_TEXTS.failedTitle}
          </h1>
          <p>{missing ? LISTING_PAGE_TEXTS.missing : LISTING_PAGE_TEXTS.failed}</p>
          {missing ? (
            <Link className={buttonClassName({ variant: 'primary' })} to="/">
              {LISTING_PAGE_TEXTS.seeFeaturedDeals}
            </Link>
          ) : (
            <Button onClick={listing.reload}>{LISTING_PAGE_TEXTS.tryAgain}</Button>
          )}
        </section>
      </div>
    );
  }
  return (
    <PropertyDetails
      property={state.data}
      visitor={visitor.status === 'ready' ? visitor.data : null}
      signedIn={authStatus === 'signed_in'}
    />
  );
}

function PropertyDetails({
  property,
  visitor,
  signedIn,
}: {
  property: Property;
  visitor: LatLng | null;
  signedIn: boolean;
}) {
  const { publicUrl } = useRuntimeConfig();
  const [sharing, setSharing] = useState(false);
  const pending = property.listingStatus === 'pending_review';
  const badge = propertyBadge(property);
  const point =
    property.lat !== null && property.lng !== null ? { lat: property.lat, lng: property.lng } : null;
  const distance = visitor ? distanceOrUnknown(visitor, point) : null;
  const numbers = { ...property, repairs: property.repairCost, profit: property.profitPotential };
  return (
    <article className={styles.page} aria-labelledby="listing-title">
      <AllDealsLink />
      <div className={styles.layout}>
        <div>
          <PropertyGallery images={property.images} title={property.title} />
          <div className={styles.headline}>
            {pending ? (
              <Alert tone="info" title={LISTING_PAGE_TEXTS.pendingReviewTitle}>
                {LISTING_PAGE_TEXTS.pendingReview}
              </Alert>
            ) : null}
            <AfterPageLoad>
              <ModerationNotice property={property} />
              <PendingEditNotice property={property} />
            </AfterPageLoad>
            <div className={styles.meta}>
              <span className={styles.badge[badge.tone]} data-tone={badge.tone}>
                {badge.label}
              </span>
              <span>{PROPERTY_TYPE_LABELS[property.propertyType]}</span>
              <span>{listingAgeLabel(property.createdAt, new Date())}</span>
              {showDistanceBadge(distance) ? (
                <span className={styles.distance}>
                  <Icon name="mapPin" size={14} />
                  {formatDistance(distance)} {LISTING_PAGE_TEXTS.away}
                </span>
              ) : null}
            </div>
            <h1 id="listing-title" className={styles.title}>
              {property.title}
            </h1>
            <EditListingLink listingId={property.id} ownerId={property.ownerId} />
            <p className={styles.location}>
              <Icon name="mapPin" size={16} />
              {property.location}
              {property.locationTruncated ? (
                <>
                  <Icon name="lock" size={16} />
                  {signedIn ? (
                    <span className={styles.signInHint}>{TRUNCATED_LOCATION_HINT}</span>
                  ) : (
                    <Link
                      className={styles.signInHint}
                      to={`${AUTH_PATH}?redirect=${encodeURIComponent(property.path)}`}
                    >
                      {TRUNCATED_LOCATION_HINT}
                    </Link>
                  )}
                </>
              ) : null}
            </p>
            <ListingFacts listing={numbers} size="page" />
          </div>
          {property.description ? (
            <section aria-labelledby="listing-description">
              <h2 id="listing-description" className={styles.sectionTitle}>
                {LISTING_PAGE_TEXTS.aboutTitle}
              </h2>
              <p className={styles.description}>{property.description}</p>
            </section>
          ) : null}
          <AfterPageLoad>
            <ListingOpenHouses property={property} />
            <PropertyMap property={property} />
          </AfterPageLoad>
        </div>
        <aside className={styles.panel} aria-label={LISTING_PAGE_TEXTS.dealNumbersTitle}>
          <div>
            <p className={styles.priceLabel}>{LISTING_PAGE_TEXTS.askingPrice}</p>
            <p className={styles.price}>{formatPrice(property.price)}</p>
          </div>
          <ListingFigures listing={numbers} size="page" />
          <AfterPageLoad>
            <OfferPanel property={property} />
          </AfterPageLoad>
          <FavoriteButton propertyId={property.id} />
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            icon={<Icon name="share" size={18} />}
            onClick={() => setSharing(true)}
          >
            {LISTING_PAGE_TEXTS.share}
          </Button>
          <AfterPageLoad>
            <ReportButton targetType="listing" targetId={property.id} ownerId={property.ownerId} />
            <ListerCard propertyId={property.id} />
          </AfterPageLoad>
        </aside>
      </div>
      {sharing ? (
        <ShareDialog
          open
          onClose={() => setSharing(false)}
          url={`${publicUrl}${property.path}`}
          text={property.title}
        />
      ) : null}
    </article>
  );
}
