// The home page (spec "Home page"): hero search, highlights, Featured Wholesale Deals, share and legal links.
import type { ApiClient } from '@dealloop/client';
import {
  ADD_PROPERTY_PATH,
  GEOLOCATION_OPTIONS,
  geolocationHint,
  HOME_PAGE_LIMIT,
  HOME_TEXTS,
  type LatLng,
  MESSAGES,
  PAGE_TITLES,
  propertySearchPath,
  SAVED_SEARCHES_PATH,
  SKELETON_CARD_COUNT,
} from '@dealloop/core';
import { Button, buttonClassName, Icon, type IconName, type PropertyCardView } from '@dealloop/ui';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { pagePath } from '../../../app/page-paths';
import { useRuntimeConfig, useServices } from '../../../app/services-context';
import { useApiResource, useResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { EmptyState } from '../../../components/empty-state';
import { ShareDialog } from '../../../layout/share-dialog';
import { Link, useNavigate } from '../../../router';
import { currentPosition } from '../browser-location';
import { geocodingApi, listingsApi } from '../listings-api';
import { LocationSearchBox } from '../location-search-box';
import { toCardView } from '../property';
import { PropertyGrid } from '../property-grid';
import * as styles from './home-page.css';

const PROPERTIES_PATH = propertySearchPath('');

const HIGHLIGHTS: readonly { icon: IconName; title: string; text: string }[] = HOME_TEXTS.highlights;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The home page's cards: the newest deals, or the closest to `position`; none when the search fails. */
async function featuredDeals(client: ApiClient, position: LatLng | null): Promise<PropertyCardView[]> {
  try {
    const result = await listingsApi(client).search({
      query: position
        ? { lat: position.lat, lng: position.lng, sort: 'distance', limit: HOME_PAGE_LIMIT }
        : { sort: 'newest', limit: HOME_PAGE_LIMIT },
    });
    return result.items.map((property) => toCardView(property, position ? property.distance : null));
  } catch (error) {
    console.warn('DealLoop: loading the featured deals failed.', error);
    return [];
  }
}

/** The home page. */
export default function HomePage() {
  useDocumentTitle(PAGE_TITLES.home);
  const { client } = useServices();
  const { publicUrl } = useRuntimeConfig();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [locating, setLocating] = useState(false);
  const [sharing, setSharing] = useState(false);
  // The newest deals at once; the closest ones replace them once the browser tells the visitor's position.
  const position = useResource('visitor-position', () => currentPosition()).state;
  const located = position.status === 'ready' ? position.data : null;
  const newest = useApiResource('home:newest', (api) => featuredDeals(api, null)).state;
  const closest = useApiResource(located ? `home:near:${located.lat},${located.lng}` : null, (api) =>
    featuredDeals(api, located),
  ).state;
  // The cards render as a transition: in slices, yielding to the browser, rather than in one long task.
  const cards = useDeferredValue(
    closest.status === 'ready' ? closest.data : newest.status === 'ready' ? newest.data : null,
  );
  const nearby = useDeferredValue(closest.status === 'ready');

  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(propertySearchPath(text));
  };

  const locateVisitor = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      window.alert(MESSAGES.geolocationUnsupported);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const answer = await geocodingApi(client).reverse({
            json: { longitude: position.coords.longitude, latitude: position.coords.latitude },
          });
          const place = answer.features[0]?.place_name;
          if (place) setText(place);
          else window.alert(MESSAGES.locationNameFailed('no place was found at your position'));
        } catch (error) {
          window.alert(MESSAGES.locationNameFailed(errorMessage(error)));
        } finally {
          setLocating(false);
        }
      },
      (error) => {
        setLocating(false);
        window.alert(geolocationHint(error.code) ?? MESSAGES.locationNameFailed(error.message));
      },
      GEOLOCATION_OPTIONS,
    );
  };

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{HOME_TEXTS.eyebrow}</p>
          <h1 id="home-title" className={styles.title}>
            {HOME_TEXTS.title}
          </h1>
          <p className={styles.lead}>{HOME_TEXTS.lead}</p>
          <form className={styles.searchCard} aria-label={HOME_TEXTS.searchForm} onSubmit={search}>
            <div className={styles.searchRow}>
              <LocationSearchBox
                value={text}
                onChange={setText}
                label={HOME_TEXTS.locationLabel}
                hideLabel
                name="location"
                placeholder={HOME_TEXTS.locationPlaceholder}
              />
              <Button
                type="submit"
                variant="cta"
                size="lg"
                className={styles.searchButton}
                icon={<Icon name="search" size={18} />}
              >
                {MESSAGES.searchDeals}
              </Button>
            </div>
            <div className={styles.searchLinks}>
              <button type="button" className={styles.textLink} onClick={locateVisitor} disabled={locating}>
                <Icon name="crosshair" size={16} />
                {locating ? HOME_TEXTS.locating : MESSAGES.useCurrentLocation}
              </button>
              <Link className={styles.textLink} to={PROPERTIES_PATH}>
                {MESSAGES.advancedSearch}
              </Link>
              <Link className={styles.textLink} to={SAVED_SEARCHES_PATH}>
                {MESSAGES.savedSearches}
              </Link>
            </div>
          </form>
        </div>
      </section>

      <section className={styles.section} aria-label={HOME_TEXTS.highlightsLabel}>
        <ul className={styles.tiles}>
          {HIGHLIGHTS.map((highlight) => (
            <li key={highlight.title} className={styles.tile}>
              <span className={styles.tileIcon}>
                <Icon name={highlight.icon} size={22} />
              </span>
              <div>
                <h2 className={styles.tileTitle}>{highlight.title}</h2>
                <p className={styles.tileText}>{highlight.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="featured-title">
        <div className={styles.sectionHeader}>
          <div>
            <h2 id="featured-title" className={styles.sectionTitle}>
              {MESSAGES.featuredDeals}
            </h2>
            <p className={styles.sectionNote}>{nearby ? HOME_TEXTS.closestFirst : HOME_TEXTS.newestFirst}</p>
          </div>
          <Link className={buttonClassName({ variant: 'secondary' })} to={PROPERTIES_PATH}>
            {MESSAGES.viewAllDeals}
          </Link>
        </div>
        {cards !== null && cards.length === 0 ? (
          <EmptyState icon="building" title={MESSAGES.noProperties}>
            <p>{HOME_TEXTS.noDealsYet}</p>
            <Link className={buttonClassName({ variant: 'cta' })} to={ADD_PROPERTY_PATH}>
              {MESSAGES.listFirstProperty}
            </Link>
          </EmptyState>
        ) : (
          <PropertyGrid cards={cards} skeletons={SKELETON_CARD_COUNT} label={MESSAGES.featuredDeals} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="share-title">
        <div className={styles.shareStrip}>
          <div>
            <h2 id="share-title" className={styles.shareTitle}>
              {HOME_TEXTS.shareTitle}
            </h2>
            <p className={styles.legalLinks}>
              <Link to={pagePath('privacyPolicy')}>{HOME_TEXTS.privacyPolicy}</Link>
              <Link to={pagePath('termsOfService')}>{HOME_TEXTS.termsOfService}</Link>
            </p>
          </div>
          <Button
            variant="primary"
            aria-haspopup="dialog"
            icon={<Icon name="share" size={18} />}
            onClick={() => setSharing(true)}
          >
            {HOME_TEXTS.share}
          </Button>
        </div>
      </section>
      {sharing ? (
        <ShareDialog
          open
          onClose={() => setSharing(false)}
          url={`${publicUrl}/`}
          text={HOME_TEXTS.shareText}
        />
      ) : null}
    </>
  );
}
