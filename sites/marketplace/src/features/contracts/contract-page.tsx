// /dashboard/contracts/{id}: a contract for both parties (and admins): terms, status timeline, allowed actions.
import { CONTRACT_TEXTS, FINANCING_TYPE_LABELS, formatPrice, PAGE_TITLES } from '@dealloop/core';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { ResourceView } from '../../components/resource-view';
import { formatDealDate, formatDealTime, partyName } from '../../deals/deal-format';
import * as styles from '../../deals/deals.css';
import { SignedInPage } from '../../deals/signed-in-page';
import { ContractStatusBadge, SellerApprovalBadge } from '../../deals/status-badge';
import { Link, useParams } from '../../router';
import { ClosingPanel } from '../closing/closing-panel';
import { DealDocumentsSection } from '../title/deal-documents-section';
import { TitleContactSection } from '../title/title-contact-section';
import type { Contract } from './contract';
import { ContractActions } from './contract-actions';
import { ContractTimeline } from './contract-timeline';
import { useContract } from './use-contracts';

/**
 * On this page a deal is cancelled in its closing steps, with a reason (issue 27): the closing panel below offers
 * that to the same people the contract's own `cancel` allows (the buyer before approval, an admin), so the page
 * does not show a second Cancel button. (The admin contracts list keeps the contract's cancel, which asks for a
 * reason too.)
 */
function withoutSecondCancel(contract: Contract): Contract {
  return { ...contract, allowedActions: contract.allowedActions.filter((action) => action !== 'cancel') };
}
/** The contract page. */
export default function ContractPage() {
  useDocumentTitle(PAGE_TITLES.contract);
  const { id = '' } = useParams();
  return <SignedInPage title={CONTRACT_TEXTS.contract}>{() => <ContractView id={id} />}</SignedInPage>;
}

function ContractView({ id }: { id: string }) {
  const contract = useContract(id);
  return (
    <div className={styles.page}>
      <ResourceView
        resource={contract}
        what={CONTRACT_TEXTS.theContract}
        missing={
          <>
            <h1 className={styles.title}>{CONTRACT_TEXTS.notFoundTitle}</h1>
            <EmptyState icon="book" title={CONTRACT_TEXTS.notFound}>
              <Link to="/dashboard/contracts">{CONTRACT_TEXTS.seeYourContracts}</Link>
            </EmptyState>
          </>
        }
      >
        {(data) => (
          <ContractDetails contract={data} onChanged={(changed) => contract.update(() => changed)} />
        )}
      </ResourceView>
    </div>
  );
}

function ContractDetails({
  contract,
  onChanged,
}: {
  contract: Contract;
  onChanged: (contract: Contract) => void;
}) {
  const facts = [
    { label: CONTRACT_TEXTS.price, value: formatPrice(contract.price) },
    { label: CONTRACT_TEXTS.earnestMoney, value: formatPrice(contract.earnestMoney) },
    { label: CONTRACT_TEXTS.closingDate, value: formatDealDate(contract.closingDate) },
    { label: CONTRACT_TEXTS.financing, value: FINANCING_TYPE_LABELS[contract.financingType] },
    { label: CONTRACT_TEXTS.investor, value: partyName(contract.investor) },
    { label: CONTRACT_TEXTS.seller, value: partyName(contract.seller) },
  ];
  return (
    <>
      <header className={styles.header}>
        <Link to="/dashboard/contracts">{CONTRACT_TEXTS.allContracts}</Link>
        <h1 className={styles.title}>{CONTRACT_TEXTS.contractTitle(contract.property.title)}</h1>
        <p className={styles.lead}>
          <Link to={contract.property.path}>{contract.property.location}</Link>
          {CONTRACT_TEXTS.created(formatDealTime(contract.createdAt))}
        </p>
        <span className={styles.badges}>
          <ContractStatusBadge status={contract.status} />
          <SellerApprovalBadge status={contract.sellerApprovalStatus} />
        </span>
      </header>
      <section className={styles.card} aria-labelledby="contract-terms">
        <h2 id="contract-terms" className={styles.sectionTitle}>
          {CONTRACT_TEXTS.terms}
        </h2>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <ContractActions contract={withoutSecondCancel(contract)} onChanged={onChanged} />
      </section>
      <section className={styles.card} aria-labelledby="contract-timeline">
        <h2 id="contract-timeline" className={styles.sectionTitle}>
          {CONTRACT_TEXTS.status}
        </h2>
        <ContractTimeline contract={contract} />
      </section>
      <ClosingPanel contractId={contract.id} />
      <TitleContactSection contractId={contract.id} />
      <DealDocumentsSection contractId={contract.id} />
    </>
  );
}
