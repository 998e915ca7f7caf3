// /dashboard: my saved deals and searches, my listings with their offer counts, my latest offers and contracts.

import type { MyListingView } from '@dealloop/contract';
import {
  ADD_PROPERTY_PATH,
  avatarDisplayName,
  CLOSING_DESK_TEXTS,
  DASHBOARD_TEXTS,
  formatPrice,
  OPEN_HOUSE_TEXTS,
  PAGE_TITLES,
  propertyBadge,
} from '@dealloop/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { WithListingThumb } from '../../components/listing-thumb';
import { ResourceView } from '../../components/resource-view';
import * as styles from '../../deals/deals.css';
import { SignedInPage } from '../../deals/signed-in-page';
import { useMyListings } from '../../deals/use-my-listings';
import { Link } from '../../router';
import { ContractList } from '../contracts/contract-list';
import { useContracts } from '../contracts/use-contracts';
import { EMBED_DASHBOARD_PATH, EMBED_TEXTS } from '../embed/embed-texts';
import { EditListingLink } from '../listings/edit-listing-link';
import { listingOffersPath } from '../offers/offer';
import { OfferList } from '../offers/offer-list';
import { SavedDealsSection, SavedSearchesSection } from './saved-overview';

/** How many offers and contracts the overview shows before "See all". */
export const OVERVIEW_LIMIT = 3;

/** The badge of a listing waiting for a moderator, as the listing page shows it. */
const BADGE_TONES = { red: 'danger', orange: 'warning', green: 'success', gray: 'muted' } as const;

/** The dashboard. */
export default function DashboardPage() {
  useDocumentTitle(PAGE_TITLES.dashboard);
  return (
    <SignedInPage title={DASHBOARD_TEXTS.title}>
      {({ user }) => (
        <div className={styles.page}>
          <header className={styles.header}>
            <h1 className={styles.title}>{DASHBOARD_TEXTS.title}</h1>
            <p className={styles.lead}>{DASHBOARD_TEXTS.welcome(avatarDisplayName(user.fullName))}</p>
          </header>
          <div className={styles.grid}>
            <SavedDealsSection />
            <SavedSearchesSection userId={user.id} />
          </div>
          <MyListings />
          <div className={styles.grid}>
            <Overview title={DASHBOARD_TEXTS.offersReceived} link="/dashboard/offers?tab=received">
              <OfferList box="received" limit={OVERVIEW_LIMIT} />
            </Overview>
            <Overview title={DASHBOARD_TEXTS.offersSent} link="/dashboard/offers?tab=sent">
              <OfferList box="sent" limit={OVERVIEW_LIMIT} />
            </Overview>
          </div>
          <Overview title={DASHBOARD_TEXTS.contracts} link="/dashboard/contracts">
            <MyContracts />
          </Overview>
          <ClosingDeskCard />
          <ShowingsCard />
          <EmbedCard />
        </div>
      )}
    </SignedInPage>
  );
}

function Overview({ title, link, children }: { title: string; link: string; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <Link to={link}>{DASHBOARD_TEXTS.seeAll}</Link>
      </div>
      {children}
    </section>
  );
}

/** The way to the wholesaler's closing desk (/dashboard/closing). */
function ClosingDeskCard() {
  return (
    <section className={styles.section} aria-labelledby="dashboard-closing-desk">
      <div className={styles.sectionHeader}>
        <h2 id="dashboard-closing-desk" className={styles.sectionTitle}>
          {CLOSING_DESK_TEXTS.title}
        </h2>
        <Link to="/dashboard/closing">{CLOSING_DESK_TEXTS.link}</Link>
      </div>
      <p className={styles.muted}>{CLOSING_DESK_TEXTS.intro}</p>
    </section>
  );
}

/** The way to the user's open houses (/dashboard/showings). */
function ShowingsCard() {
  return (
    <section className={styles.section} aria-labelledby="dashboard-showings">
      <div className={styles.sectionHeader}>
        <h2 id="dashboard-showings" className={styles.sectionTitle}>
          {OPEN_HOUSE_TEXTS.dashboardTitle}
        </h2>
        <Link to="/dashboard/showings">{OPEN_HOUSE_TEXTS.overviewLink}</Link>
      </div>
      <p className={styles.muted}>{OPEN_HOUSE_TEXTS.overviewText}</p>
    </section>
  );
}

/** The way to the Embed section: widgets for the user's own website. */
function EmbedCard() {
  return (
    <section className={styles.section} aria-labelledby="dashboard-embed">
      <div className={styles.sectionHeader}>
        <h2 id="dashboard-embed" className={styles.sectionTitle}>
          {EMBED_TEXTS.overviewTitle}
        </h2>
        <Link to={EMBED_DASHBOARD_PATH}>{EMBED_TEXTS.overviewLink}</Link>
      </div>
      <p className={styles.muted}>{EMBED_TEXTS.overviewText}</p>
    </section>
  );
}

function MyContracts() {
  const contracts = useContracts({});
  return (
    <ResourceView resource={contracts} what={DASHBOARD_TEXTS.yourContracts}>
      {(items) => <ContractList contracts={items} limit={OVERVIEW_LIMIT} />}
    </ResourceView>
  );
}

function MyListings() {
  const listings = useMyListings();
  return (
    <section className={styles.section} aria-labelledby="dashboard-listings">
      <div className={styles.sectionHeader}>
        <h2 id="dashboard-listings" className={styles.sectionTitle}>
          {DASHBOARD_TEXTS.myListings}
        </h2>
        <Link to={ADD_PROPERTY_PATH}>{DASHBOARD_TEXTS.addListing}</Link>
      </div>
      <ResourceView resource={listings} what={DASHBOARD_TEXTS.yourListings}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon="building" title={DASHBOARD_TEXTS.noListingsTitle}>
              <Link to={ADD_PROPERTY_PATH}>{DASHBOARD_TEXTS.listFirstProperty}</Link>
            </EmptyState>
          ) : (
            <ul className={styles.list}>
              {items.map((listing) => (
                <ListingRow key={listing.id} listing={listing} />
              ))}
            </ul>
          )
        }
      </ResourceView>
    </section>
  );
}

/** The status badge of one of my listings: the card's badge in the dashboard's tones. */
function listingBadgeOf(listing: MyListingView): { label: string; tone: keyof typeof styles.badge } {
  const badge = propertyBadge(listing);
  return { label: badge.label, tone: BADGE_TONES[badge.tone] };
}

function ListingRow({ listing }: { listing: MyListingView }) {
  const badge = listingBadgeOf(listing);
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <WithListingThumb src={listing.images[0]?.thumb}>
          <h3 className={styles.cardTitle}>
            <Link to={listing.path}>{listing.title}</Link>
          </h3>
        </WithListingThumb>
        <span className={styles.badge[badge.tone]}>{badge.label}</span>
      </div>
      <p className={styles.muted}>
        {formatPrice(listing.price)} · {listing.location} ·{' '}
        <Link to={listingOffersPath(listing.id)}>
          {DASHBOARD_TEXTS.offerCounts(listing.openOffers, listing.offers)}
        </Link>
      </p>
      <EditListingLink listingId={listing.id} ownerId={listing.ownerId} />
    </li>
  );
}
