// /admin/contracts (admins): every contract, filtered by status, seller approval and a search kept in the URL,
// with the admin actions Approve, Mark completed and Cancel.
import {
  ADMIN_CONTRACTS_TEXTS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  type ContractStatus,
  countLabel,
  formatPrice,
  PAGE_TITLES,
  SELLER_APPROVAL_LABELS,
  SELLER_APPROVAL_STATUSES,
  type SellerApprovalStatus,
} from '@dealloop/core';
import { Button, SelectField, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import { ResourceView } from '../../components/resource-view';
import { formatDealDate, partyName } from '../../deals/deal-format';
import * as styles from '../../deals/deals.css';
import { SignedInPage } from '../../deals/signed-in-page';
import { ContractStatusBadge, SellerApprovalBadge } from '../../deals/status-badge';
import { Link, useSearchParams } from '../../router';
import { type Contract, type ContractQuery, contractPagePath } from './contract';
import { ContractActions } from './contract-actions';
import { replaceContract, useContracts } from './use-contracts';

/** What a signed-in visitor without the admin role sees. */
export const NO_ACCESS = ADMIN_CONTRACTS_TEXTS.noAccess;

const T = ADMIN_CONTRACTS_TEXTS;

const ANY = { value: '', label: T.any };
const STATUS_OPTIONS = [
  ANY,
  ...CONTRACT_STATUSES.map((value) => ({ value, label: CONTRACT_STATUS_LABELS[value] })),
];
const APPROVAL_OPTIONS = [
  ANY,
  ...SELLER_APPROVAL_STATUSES.map((value) => ({ value, label: SELLER_APPROVAL_LABELS[value] })),
];

/** The filters of the URL (`status`, `approval`, `q`); unknown values are ignored. */
export function contractFiltersOf(params: URLSearchParams): ContractQuery {
  const status = params.get('status');
  const approval = params.get('approval');
  const q = params.get('q')?.trim();
  return {
    scope: 'all',
    ...(CONTRACT_STATUSES.includes(status as ContractStatus) ? { status: status as ContractStatus } : {}),
    ...(SELLER_APPROVAL_STATUSES.includes(approval as SellerApprovalStatus)
      ? { sellerApprovalStatus: approval as SellerApprovalStatus }
      : {}),
    ...(q ? { q } : {}),
  };
}

/** The contracts management page. */
export default function AdminContractsPage() {
  useDocumentTitle(PAGE_TITLES.adminContracts);
  return (
    <SignedInPage title={T.title}>
      {({ isAdmin }) =>
        isAdmin ? (
          <AdminContracts />
        ) : (
          <div className={styles.page}>
            <h1 className={styles.title}>{T.title}</h1>
            <p className={styles.lead}>{NO_ACCESS}</p>
          </div>
        )
      }
    </SignedInPage>
  );
}

function AdminContracts() {
  const [params, setParams] = useSearchParams();
  const filters = contractFiltersOf(params);
  const contracts = useContracts(filters);
  const [search, setSearch] = useState(filters.q ?? '');
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(name, value.trim());
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setParam('q', search);
  };
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{T.title}</h1>
        <p className={styles.lead}>{T.lead}</p>
      </header>
      <form className={styles.filters} onSubmit={submitSearch} aria-label={T.filtersLabel}>
        <SelectField
          label={T.status}
          options={STATUS_OPTIONS}
          value={filters.status ?? ''}
          onChange={(event) => setParam('status', event.target.value)}
        />
        <SelectField
          label={T.sellerApproval}
          options={APPROVAL_OPTIONS}
          value={filters.sellerApprovalStatus ?? ''}
          onChange={(event) => setParam('approval', event.target.value)}
        />
        <TextField
          label={T.search}
          type="search"
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {T.search}
        </Button>
      </form>
      <ResourceView resource={contracts} what="the contracts">
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon="book" title={T.noMatchTitle}>
              <p>{T.noMatchHint}</p>
            </EmptyState>
          ) : (
            <ContractTable
              contracts={items}
              onChanged={(changed) => {
                contracts.update((list) => replaceContract(list, changed));
                contracts.reload();
              }}
            />
          )
        }
      </ResourceView>
    </div>
  );
}

const COLUMNS = T.columns;

function ContractTable({
  contracts,
  onChanged,
}: {
  contracts: readonly Contract[];
  onChanged: (contract: Contract) => void;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>{countLabel(contracts.length, 'contract')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={styles.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <tr key={contract.id}>
              <th scope="row" className={styles.cell}>
                <Link to={contractPagePath(contract.id)}>{contract.property.title}</Link>
                <div className={styles.muted}>{contract.property.location}</div>
              </th>
              <td className={styles.cell}>{partyName(contract.investor)}</td>
              <td className={styles.cell}>{partyName(contract.seller)}</td>
              <td className={styles.cell}>{formatPrice(contract.price)}</td>
              <td className={styles.cell}>{formatDealDate(contract.closingDate)}</td>
              <td className={styles.cell}>
                <ContractStatusBadge status={contract.status} />
              </td>
              <td className={styles.cell}>
                <SellerApprovalBadge status={contract.sellerApprovalStatus} />
              </td>
              <td className={styles.cell}>
                <ContractActions contract={contract} onChanged={onChanged} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
