// One offer in a list: listing, other party, amounts, status and expiry, and the actions the API allows now.
import {
  BACKUP_TEXTS,
  FINANCING_TYPE_LABELS,
  formatPrice,
  OFFER_ACTION_LABELS,
  OFFER_TEXTS,
  type OfferAction,
  OPEN_OFFER_STATUSES,
} from '@dealloop/core';
import { Alert, Button, Card } from '@dealloop/ui';
import { useState } from 'react';
import { useToast } from '../../app/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { WithListingThumb } from '../../components/listing-thumb';
import {
  type ConfirmedOfferAction,
  DEAL_CONFIRM_BACK,
  offerActionConfirmation,
} from '../../deals/deal-confirmations';
import { formatDealDate, formatDealTime, partyName } from '../../deals/deal-format';
import { OFFER_ACTION_DONE } from '../../deals/deal-texts';
import * as styles from '../../deals/deals.css';
import { OfferStatusBadge } from '../../deals/status-badge';
import { Link } from '../../router';
import { contractPagePath } from '../contracts/contract';
import { AboveVerifiedFundsMark, VerifiedFundsBadge } from '../proof-of-funds/verified-funds-badge';
import { BackupPicker } from './backup-picker';
import { CounterOfferDialog } from './counter-offer-dialog';
import type { Offer, OfferActionBody } from './offer';
import { ProofOfFundsLink } from './proof-of-funds-link';
import { useOfferAction } from './use-offers';

const BUTTON_VARIANTS: Record<OfferAction, 'primary' | 'secondary' | 'danger'> = {
  accept: 'primary',
  counter: 'secondary',
  reject: 'danger',
  withdraw: 'secondary',
  promote: 'primary',
};

/**
 * An offer as one party sees it (`side`: received = I am the seller, sent = I am the buyer). After an action it
 * calls `onChanged` with the offer as the API answered it; a refused action (409) shows the API's reason.
 */
export function OfferCard({
  offer,
  side,
  onChanged,
  backupCandidates = [],
}: {
  offer: Offer;
  side: 'sent' | 'received';
  onChanged: (offer: Offer) => void;
  /** The listing's other open offers the seller may keep as backups when accepting this one. */
  backupCandidates?: readonly Offer[];
}) {
  const act = useOfferAction();
  const toast = useToast();
  const [busy, setBusy] = useState<OfferAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [countering, setCountering] = useState(false);
  const [confirming, setConfirming] = useState<ConfirmedOfferAction | null>(null);
  const [backups, setBackups] = useState<string[]>([]);
  const picksBackups = side === 'received' && offer.status === 'pending' && backupCandidates.length > 0;
  const titleId = `offer-${offer.id}-title`;
  const open = OPEN_OFFER_STATUSES.includes(offer.status);

  const send = async (body: OfferActionBody) => {
    const changed = await act(offer.id, body);
    toast.success(OFFER_ACTION_DONE[body.action]);
    onChanged(changed);
  };

  // Counter opens its form; every other action is irreversible and asks first.
  const ask = (action: OfferAction) => (action === 'counter' ? setCountering(true) : setConfirming(action));

  const run = async (action: ConfirmedOfferAction) => {
    setBusy(action);
    setError(null);
    try {
      await send(
        action === 'accept' && picksBackups && backups.length
          ? { action, backupOfferIds: backups }
          : { action },
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };
  const confirmation = confirming ? offerActionConfirmation(offer, confirming) : null;

  const facts = [
    { label: 'Offer', value: formatPrice(offer.amount) },
    ...(offer.counterAmount !== null ? [{ label: 'Counter', value: formatPrice(offer.counterAmount) }] : []),
    { label: 'Earnest money', value: formatPrice(offer.earnestMoney) },
    { label: 'Closing date', value: formatDealDate(offer.closingDate) },
    { label: 'Financing', value: FINANCING_TYPE_LABELS[offer.financingType] },
    { label: open ? 'Expires' : 'Sent', value: formatDealTime(open ? offer.expiresAt : offer.createdAt) },
  ];

  return (
    <Card as="article" elevated aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <WithListingThumb src={offer.property.image}>
          <h3 id={titleId} className={styles.cardTitle}>
            <Link to={offer.property.path}>{offer.property.title}</Link>
          </h3>
        </WithListingThumb>
        <OfferStatusBadge status={offer.status} />
      </div>
      {offer.backupRank !== null ? (
        <p>
          <strong>{BACKUP_TEXTS.rankLabel(offer.backupRank)}</strong> ·{' '}
          {offer.allowedActions.includes('promote') ? BACKUP_TEXTS.promoteHint : BACKUP_TEXTS.waitingHint}
        </p>
      ) : null}
      <p className={styles.muted}>
        {side === 'received'
          ? OFFER_TEXTS.from(partyName(offer.buyer))
          : OFFER_TEXTS.to(partyName(offer.seller))}{' '}
        · {offer.property.location}
      </p>
      {side === 'received' ? (
        <p className={styles.muted}>
          <VerifiedFundsBadge funds={offer.buyerVerifiedFunds} />{' '}
          <AboveVerifiedFundsMark above={offer.aboveVerifiedFunds} />
        </p>
      ) : null}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {offer.message ? <p className={styles.message}>{offer.message}</p> : null}
      {offer.counterMessage ? (
        <p className={styles.message}>
          <strong>{OFFER_TEXTS.sellersCounterPrefix}</strong>
          {offer.counterMessage}
        </p>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.actions}>
        {offer.proofOfFunds ? <ProofOfFundsLink file={offer.proofOfFunds} /> : null}
        {offer.contractId ? (
          <Link to={contractPagePath(offer.contractId)}>{OFFER_TEXTS.viewContract}</Link>
        ) : null}
        {offer.allowedActions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={BUTTON_VARIANTS[action]}
            loading={busy === action}
            disabled={busy !== null && busy !== action}
            onClick={() => ask(action)}
          >
            {action === 'accept' && offer.status === 'countered' && offer.counterAmount !== null
              ? OFFER_TEXTS.acceptCounter(formatPrice(offer.counterAmount))
              : OFFER_ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        description={confirmation?.description ?? ''}
        confirmLabel={
          confirming === 'accept' && picksBackups
            ? BACKUP_TEXTS.acceptWithBackups(backups.length)
            : (confirmation?.confirmLabel ?? '')
        }
        confirmVariant={confirmation?.confirmVariant}
        cancelLabel={DEAL_CONFIRM_BACK}
        busy={busy !== null}
        onConfirm={() => confirming && busy === null && run(confirming)}
        onClose={() => busy === null && setConfirming(null)}
      >
        {confirming === 'accept' && picksBackups ? (
          <BackupPicker
            candidates={backupCandidates.filter((other) => other.id !== offer.id)}
            chosen={backups}
            onChange={setBackups}
          />
        ) : null}
      </ConfirmDialog>
      {countering ? (
        <CounterOfferDialog
          offer={offer}
          onClose={() => setCountering(false)}
          onSubmit={async (counter) => {
            await send({ action: 'counter', ...counter });
            setCountering(false);
          }}
        />
      ) : null}
    </Card>
  );
}
