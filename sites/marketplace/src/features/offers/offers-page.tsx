// /dashboard/offers: the offers I received on my listings and the offers I sent, with the actions allowed now.
import { OFFER_TEXTS, PAGE_TITLES } from '@dealloop/core';
import { PageHeader, Tabs } from '@dealloop/ui';
import { useDocumentTitle } from '../../app/use-document-title';
import * as styles from '../../deals/deals.css';
import { SignedInPage } from '../../deals/signed-in-page';
import { useSearchParams } from '../../router';
import type { OfferBox } from './offer';
import { OfferList } from './offer-list';

type Tab = Extract<OfferBox, 'sent' | 'received'>;

/** The Offers page; the tab (`?tab=received|sent`) and a listing filter (`?propertyId=`) are in the URL. */
export default function OffersPage() {
  useDocumentTitle(PAGE_TITLES.dashboardOffers);
  return <SignedInPage title={OFFER_TEXTS.pageTitle}>{() => <Offers />}</SignedInPage>;
}

function Offers() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'sent' ? 'sent' : 'received';
  const propertyId = params.get('propertyId') ?? undefined;
  const select = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        updated.delete('propertyId');
        return updated;
      },
      { replace: true },
    );
  return (
    <div className={styles.page}>
      <PageHeader size="lg" title={OFFER_TEXTS.pageTitle} subtitle={OFFER_TEXTS.pageSubtitle} />
      <Tabs
        label={OFFER_TEXTS.pageTitle}
        selected={tab}
        onSelect={select}
        tabs={[
          { key: 'received', label: 'Received', panel: <OfferList box="received" propertyId={propertyId} /> },
          { key: 'sent', label: 'Sent', panel: <OfferList box="sent" propertyId={propertyId} /> },
        ]}
      />
    </div>
  );
}
