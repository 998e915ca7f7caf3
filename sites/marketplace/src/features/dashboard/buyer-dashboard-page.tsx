// /buyer-dashboard: the buyer's view: my offers, my contracts, and links to search and saved deals.
import { DASHBOARD_TEXTS, PAGE_TITLES, propertySearchPath, BUYER_DASHBOARD_TEXTS as T } from '@dealloop/core';
import { buttonClassName, PageHeader } from '@dealloop/ui';
import { useDocumentTitle } from '../../app/use-document-title';
import { ResourceView } from '../../components/resource-view';
import * as styles from '../../deals/deals.css';
import { SignedInPage } from '../../deals/signed-in-page';
import { Link } from '../../router';
import { ContractList } from '../contracts/contract-list';
import { useContracts } from '../contracts/use-contracts';
import { OfferList } from '../offers/offer-list';

/** Where the saved deals (favorites) page lives. */
export const SAVED_DEALS_PATH = '/dashboard/favorites';

/** The buyer dashboard. */
export default function BuyerDashboardPage() {
  useDocumentTitle(PAGE_TITLES.buyerDashboard);
  return <SignedInPage title={T.title}>{({ user }) => <BuyerDashboard userId={user.id} />}</SignedInPage>;
}

function BuyerDashboard({ userId }: { userId: string }) {
  const contracts = useContracts({});
  return (
    <div className={styles.page}>
      <PageHeader size="lg" title={T.title} subtitle={T.subtitle}>
        <nav className={styles.linkList} aria-label={T.shortcuts}>
          <Link className={buttonClassName({ variant: 'primary', size: 'sm' })} to={propertySearchPath('')}>
            {T.searchDeals}
          </Link>
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={SAVED_DEALS_PATH}>
            {T.savedDeals}
          </Link>
        </nav>
      </PageHeader>
      <section className={styles.section} aria-labelledby="buyer-offers">
        <div className={styles.sectionHeader}>
          <h2 id="buyer-offers" className={styles.sectionTitle}>
            {T.myOffers}
          </h2>
          <Link to="/dashboard/offers?tab=sent">{T.allOffers}</Link>
        </div>
        <OfferList box="sent" />
      </section>
      <section className={styles.section} aria-labelledby="buyer-contracts">
        <div className={styles.sectionHeader}>
          <h2 id="buyer-contracts" className={styles.sectionTitle}>
            {T.myContracts}
          </h2>
          <Link to="/dashboard/contracts">{T.allContracts}</Link>
        </div>
        <ResourceView resource={contracts} what={DASHBOARD_TEXTS.yourContracts}>
          {(items) => (
            <ContractList contracts={items.filter((contract) => contract.investor.id === userId)} />
          )}
        </ResourceView>
      </section>
    </div>
  );
}
