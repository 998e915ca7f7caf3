// /dashboard/contracts: my contracts (as investor or seller) with their status and the seller's approval.
import { CONTRACT_TEXTS, PAGE_TITLES } from '@dealloop/core';
import { PageHeader } from '@dealloop/ui';
import { useDocumentTitle } from '../../app/use-document-title';
import { ResourceView } from '../../components/resource-view';
import * as styles from '../../deals/deals.css';
import { SignedInPage } from '../../deals/signed-in-page';
import { ContractList } from './contract-list';
import { useContracts } from './use-contracts';

/** The Contracts page. */
export default function ContractsPage() {
  useDocumentTitle(PAGE_TITLES.dashboardContracts);
  return <SignedInPage title={CONTRACT_TEXTS.pageTitle}>{() => <Contracts />}</SignedInPage>;
}

function Contracts() {
  const contracts = useContracts({});
  return (
    <div className={styles.page}>
      <PageHeader size="lg" title={CONTRACT_TEXTS.pageTitle} subtitle={CONTRACT_TEXTS.pageSubtitle} />
      <ResourceView resource={contracts} what={CONTRACT_TEXTS.yourContracts}>
        {(items) => <ContractList contracts={items} />}
      </ResourceView>
    </div>
  );
}
