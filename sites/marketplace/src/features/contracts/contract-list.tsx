// A list of contracts: listing, parties, price, closing date, status and seller approval, each to its page.
import { CONTRACT_TEXTS, formatPrice } from '@dealloop/core';
import { Card } from '@dealloop/ui';
import { EmptyState } from '../../components/empty-state';
import { WithListingThumb } from '../../components/listing-thumb';
import { formatDealDate, partyName } from '../../deals/deal-format';
import * as styles from '../../deals/deals.css';
import { ContractStatusBadge, SellerApprovalBadge } from '../../deals/status-badge';
import { Link } from '../../router';
import { type Contract, contractPagePath } from './contract';

/** The contracts as cards (newest first as given); an empty state when there are none. */
export function ContractList({ contracts, limit }: { contracts: readonly Contract[]; limit?: number }) {
  if (contracts.length === 0) {
    return (
      <EmptyState icon="book" title={CONTRACT_TEXTS.noneTitle}>
        <p>{CONTRACT_TEXTS.none}</p>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list}>
      {contracts.slice(0, limit).map((contract) => (
        <Card as="li" key={contract.id} elevated>
          <div className={styles.cardHeader}>
            <WithListingThumb src={contract.property.image}>
              <h3 className={styles.cardTitle}>
                <Link to={contractPagePath(contract.id)}>{contract.property.title}</Link>
              </h3>
            </WithListingThumb>
            <span className={styles.badges}>
              <ContractStatusBadge status={contract.status} />
              <SellerApprovalBadge status={contract.sellerApprovalStatus} />
            </span>
          </div>
          <p className={styles.muted}>
            {CONTRACT_TEXTS.listLine(
              formatPrice(contract.price),
              formatDealDate(contract.closingDate),
              partyName(contract.investor),
              partyName(contract.seller),
            )}
          </p>
        </Card>
      ))}
    </ul>
  );
}
