// The status pills of offers, contracts and a contract's seller approval, with core's labels.
import {
  CONTRACT_STATUS_LABELS,
  type ContractStatus,
  OFFER_STATUS_LABELS,
  type OfferStatus,
  SELLER_APPROVAL_LABELS,
  type SellerApprovalStatus,
} from '@dealloop/core';
import * as styles from './deals.css';

type Tone = keyof typeof styles.badge;

const OFFER_TONES: Record<OfferStatus, Tone> = {
  pending: 'info',
  countered: 'warning',
  accepted: 'success',
  rejected: 'danger',
  withdrawn: 'muted',
  expired: 'muted',
  declined: 'danger',
  backup: 'warning',
};
const CONTRACT_TONES: Record<ContractStatus, Tone> = {
  pending: 'info',
  approved: 'success',
  completed: 'success',
  cancelled: 'muted',
};
const APPROVAL_TONES: Record<SellerApprovalStatus, Tone> = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
};

function Badge({ tone, label }: { tone: Tone; label: string }) {
  return (
    <span className={styles.badge[tone]} data-tone={tone}>
      {label}
    </span>
  );
}

/** An offer's status. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <Badge tone={OFFER_TONES[status]} label={OFFER_STATUS_LABELS[status]} />;
}

/** A contract's status. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return <Badge tone={CONTRACT_TONES[status]} label={CONTRACT_STATUS_LABELS[status]} />;
}

/** A contract's seller approval. */
export function SellerApprovalBadge({ status }: { status: SellerApprovalStatus }) {
  return <Badge tone={APPROVAL_TONES[status]} label={SELLER_APPROVAL_LABELS[status]} />;
}
