// The listing page's "Make an offer" panel: the listing's closing terms, sign in, the owner's link to their offers,
// a closed listing, the visitor's open or backup offer (with its actions), or the offer form.
import {
  AUTH_PATH,
  BACKUP_TEXTS,
  CLOSING_PANEL_TEXTS,
  FILE_BUTTON_TEXTS,
  FINANCING_TYPE_LABELS,
  FINANCING_TYPES,
  type FinancingType,
  formatPrice,
  OFFER_ACTION_LABELS,
  OFFER_TEXTS,
  type OfferAction,
  OPEN_OFFER_STATUSES,
  POF_TEXTS,
} from '@dealloop/core';
import { Alert, Button, FileButton, SelectField, TextAreaField, TextField } from '@dealloop/ui';
import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { errorMessage } from '../../app/error-message';
import { useAuth, useServices, useToast } from '../../app/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  type ConfirmedOfferAction,
  DEAL_CONFIRM_BACK,
  offerActionConfirmation,
} from '../../deals/deal-confirmations';
import { formatDealTime } from '../../deals/deal-format';
import { OFFER_ACTION_DONE, OFFER_SENT } from '../../deals/deal-texts';
import { OfferStatusBadge } from '../../deals/status-badge';
import { Link } from '../../router';
import { useMyPlan } from '../billing/my-plan';
import { QuotaLines } from '../billing/quota-lines';
import { contractPagePath } from '../contracts/contract';
import type { Property } from '../listings/property';
import { currentAmount, listingOffersPath, type Offer } from './offer';
import {
  EMPTY_OFFER_DRAFT,
  isoDate,
  latestClosingDate,
  type OfferDraft,
  type OfferDraftField,
  offerBody,
  offerDraftProblems,
  PROOF_OF_FUNDS_ACCEPT,
} from './offer-draft';
import * as styles from './offer-panel.css';
import { proofOfFundsUpload } from './proof-of-funds-upload';
import { replaceOffer, useMakeOffer, useOfferAction, useOffers } from './use-offers';

const FINANCING_OPTIONS = FINANCING_TYPES.map((type) => ({
  value: type,
  label: FINANCING_TYPE_LABELS[type],
}));

/** Why a listing takes no offers, or null when it does (active and published). */
function closedReason(property: Property): string | null {
  if (property.status === 'under_contract') return OFFER_TEXTS.underContract;
  if (property.status === 'sold') return OFFER_TEXTS.sold;
  if (property.listingStatus !== 'published') return OFFER_TEXTS.notTakingOffers;
  return null;
}

/** The "Make an offer" panel of a listing. */
export function OfferPanel({ property }: { property: Property }) {
  const auth = useAuth();
  const headingId = `offer-panel-${property.id}`;
  let body: ReactNode;
  if (auth.status !== 'signed_in' || !auth.user) {
    body = (
      <>
        <p className={styles.text}>{OFFER_TEXTS.signInToOffer}</p>
        <Link to={`${AUTH_PATH}?redirect=${encodeURIComponent(property.path)}`}>
          {OFFER_TEXTS.signInLink}
        </Link>
      </>
    );
  } else if (auth.user.id === property.ownerId) {
    body = (
      <>
        <p className={styles.text}>{OFFER_TEXTS.yourListing}</p>
        <Link to={listingOffersPath(property.id)}>{OFFER_TEXTS.offersReceivedLink}</Link>
      </>
    );
  } else {
    // A buyer may hold a backup (or their accepted offer) on a listing that takes no new offers.
    body = <BuyerOffer property={property} closed={closedReason(property)} />;
  }
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {OFFER_TEXTS.panelTitle}
      </h2>
      {closedReason(property) ? null : <ClosingTerms property={property} />}
      {body}
    </section>
  );
}

/** The terms a buyer offers under: the listing's earnest money and window, and whether it needs verified funds. */
function ClosingTerms({ property }: { property: Property }) {
  const terms = property.earnestTerms;
  if (!terms && !property.requiresVerifiedFunds) return null;
  return (
    <ul className={styles.terms} aria-label={OFFER_TEXTS.closingTermsTitle}>
      {terms ? (
        <li>{CLOSING_PANEL_TEXTS.earnestTerms(formatPrice(terms.amount), terms.windowHours)}</li>
      ) : null}
      {property.requiresVerifiedFunds ? <li>{OFFER_TEXTS.verifiedFundsRequired}</li> : null}
    </ul>
  );
}

/**
 * A signed-in buyer: their open or backup offer on the listing if they have one, their accepted offer, else the
 * form (or why the listing takes no offers, `closed`).
 */
function BuyerOffer({ property, closed }: { property: Property; closed: string | null }) {
  const offers = useOffers({ box: 'sent', propertyId: property.id });
  const [lastClosed, setLastClosed] = useState<Offer | null>(null);
  const closedText = closed ? <p className={styles.text}>{closed}</p> : null;
  if (offers.state.status === 'loading') {
    return (
      closedText ?? (
        <p className={styles.text} aria-busy="true">
          {OFFER_TEXTS.loadingYourOffers}
        </p>
      )
    );
  }
  const mine = offers.state.status === 'ready' ? offers.state.data : [];
  const open = mine.find((offer) => OPEN_OFFER_STATUSES.includes(offer.status));
  const backup = mine.find((offer) => offer.status === 'backup');
  const accepted = mine.find((offer) => offer.status === 'accepted');
  const changed = (offer: Offer) => {
    offers.update((list) => replaceOffer(list, offer));
    if (!OPEN_OFFER_STATUSES.includes(offer.status) && offer.status !== 'backup') setLastClosed(offer);
  };
  if (open) return <OpenOffer offer={open} onChanged={changed} />;
  if (backup) return <OpenOffer offer={backup} onChanged={changed} />;
  if (accepted) {
    // The listing's own state first (under contract, sold), then the buyer's part in it.
    return (
      <>
        {closedText}
        <p className={styles.text}>{OFFER_TEXTS.offerAccepted(formatPrice(currentAmount(accepted)))}</p>
        {accepted.contractId ? (
          <Link to={contractPagePath(accepted.contractId)}>{OFFER_TEXTS.viewYourContract}</Link>
        ) : null}
      </>
    );
  }
  if (closedText) return closedText;
  return (
    <>
      {lastClosed ? <Alert tone="info">{OFFER_TEXTS.offerClosed(lastClosed.status)}</Alert> : null}
      <OfferForm
        property={property}
        onSent={(offer) => {
          setLastClosed(null);
          offers.update((list) => [offer, ...list]);
        }}
      />
    </>
  );
}

/**
 * The buyer's open offer: amount, status, expiry and the actions allowed (Withdraw; Accept/Reject a counter); or
 * their backup offer: its rank, amount and Withdraw (a backup does not expire).
 */
function OpenOffer({ offer, onChanged }: { offer: Offer; onChanged: (offer: Offer) => void }) {
  const act = useOfferAction();
  const toast = useToast();
  const [busy, setBusy] = useState<OfferAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Withdraw and the answers to a counter are irreversible: each asks first.
  const [confirming, setConfirming] = useState<ConfirmedOfferAction | null>(null);
  const run = async (action: ConfirmedOfferAction) => {
    setBusy(action);
    setError(null);
    try {
      const changed = await act(offer.id, { action });
      toast.success(OFFER_ACTION_DONE[action]);
      onChanged(changed);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };
  const confirmation = confirming ? offerActionConfirmation(offer, confirming) : null;
  const isBackup = offer.status === 'backup';
  const figures = [
    { label: OFFER_TEXTS.yourOffer, value: formatPrice(offer.amount) },
    ...(offer.status === 'countered' && offer.counterAmount !== null
      ? [{ label: OFFER_TEXTS.sellersCounter, value: formatPrice(offer.counterAmount) }]
      : []),
    ...(isBackup ? [] : [{ label: OFFER_TEXTS.expires, value: formatDealTime(offer.expiresAt) }]),
  ];
  return (
    <>
      <p className={styles.text}>
        {isBackup ? OFFER_TEXTS.backupOffer(offer.backupRank) : OFFER_TEXTS.openOffer}{' '}
        <OfferStatusBadge status={offer.status} />
      </p>
      {isBackup ? <p className={styles.text}>{BACKUP_TEXTS.waitingHint}</p> : null}
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {offer.counterMessage ? <p className={styles.text}>{offer.counterMessage}</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.actions}>
        {offer.allowedActions
          .filter((action): action is ConfirmedOfferAction => action !== 'counter')
          .map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'accept' ? 'primary' : 'secondary'}
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              onClick={() => setConfirming(action)}
            >
              {OFFER_ACTION_LABELS[action]}
            </Button>
          ))}
      </div>
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        description={confirmation?.description ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        confirmVariant={confirmation?.confirmVariant}
        cancelLabel={DEAL_CONFIRM_BACK}
        busy={busy !== null}
        onConfirm={() => confirming && busy === null && run(confirming)}
        onClose={() => busy === null && setConfirming(null)}
      />
    </>
  );
}

/**
 * The offer form; sends the proof of funds first when there is one, and with the box ticked the offer also submits
 * it for verification (reviewed without a second upload).
 */
function OfferForm({ property, onSent }: { property: Property; onSent: (offer: Offer) => void }) {
  const { client } = useServices();
  const makeOffer = useMakeOffer();
  const toast = useToast();
  const plan = useMyPlan();
  // The listing's earnest money, when it states one, is what the form starts from.
  const [draft, setDraft] = useState<OfferDraft>(() => ({
    ...EMPTY_OFFER_DRAFT,
    earnestMoney: property.earnestTerms ? String(property.earnestTerms.amount) : '',
  }));
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState<'upload' | 'offer' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const today = new Date();
  const problems: Partial<Record<OfferDraftField, string>> = attempted
    ? offerDraftProblems(draft, today)
    : {};
  const amountRef = useRef<HTMLInputElement>(null);
  const earnestMoneyRef = useRef<HTMLInputElement>(null);
  const closingDateRef = useRef<HTMLInputElement>(null);
  const proofOfFundsRef = useRef<HTMLButtonElement>(null);
  const fields: Record<OfferDraftField, RefObject<{ focus(): void } | null>> = {
    amount: amountRef,
    earnestMoney: earnestMoneyRef,
    closingDate: closingDateRef,
    proofOfFunds: proofOfFundsRef,
  };
  const change = <K extends keyof OfferDraft>(field: K, value: OfferDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setError(null);
    const found = offerDraftProblems(draft, new Date());
    const first = (Object.keys(fields) as OfferDraftField[]).find((field) => found[field]);
    if (first) {
      fields[first].current?.focus();
      return;
    }
    try {
      let uploadId: string | null = null;
      if (draft.proofOfFunds) {
        setSending('upload');
        uploadId = (await proofOfFundsUpload(client, draft.proofOfFunds)).id;
      }
      setSending('offer');
      const offer = await makeOffer(property.id, offerBody(draft, uploadId));
      toast.success(OFFER_SENT);
      if (uploadId && draft.verifyProof) toast.success(POF_TEXTS.submitted);
      onSent(offer);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(null);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={OFFER_TEXTS.panelTitle}>
      <p className={styles.text}>{OFFER_TEXTS.asking(formatPrice(property.price))}</p>
      <QuotaLines plan={plan} resource="offers" />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.row}>
        <TextField
          label={OFFER_TEXTS.amount}
          inputMode="numeric"
          required
          ref={amountRef}
          value={draft.amount}
          onChange={(event) => change('amount', event.target.value)}
          error={problems.amount}
        />
        <TextField
          label={OFFER_TEXTS.earnestMoney}
          inputMode="numeric"
          required
          ref={earnestMoneyRef}
          value={draft.earnestMoney}
          onChange={(event) => change('earnestMoney', event.target.value)}
          error={problems.earnestMoney}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={OFFER_TEXTS.closingDate}
          type="date"
          required
          min={isoDate(today)}
          max={latestClosingDate(today)}
          ref={closingDateRef}
          value={draft.closingDate}
          onChange={(event) => change('closingDate', event.target.value)}
          error={problems.closingDate}
        />
        <SelectField
          label={OFFER_TEXTS.financing}
          options={FINANCING_OPTIONS}
          value={draft.financingType}
          onChange={(event) => change('financingType', event.target.value as FinancingType)}
        />
      </div>
      <ProofOfFundsInput
        buttonRef={proofOfFundsRef}
        chosen={draft.proofOfFunds?.name ?? null}
        error={problems.proofOfFunds}
        onChange={(file) => change('proofOfFunds', file)}
      />
      {draft.proofOfFunds ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.verifyProof}
            onChange={(event) => change('verifyProof', event.target.checked)}
          />
          {POF_TEXTS.verifyWithOffer}
        </label>
      ) : null}
      <TextAreaField
        label={OFFER_TEXTS.message}
        rows={3}
        maxLength={2000}
        value={draft.message}
        onChange={(event) => change('message', event.target.value)}
      />
      <Button type="submit" variant="cta" loading={sending !== null}>
        {sending === 'upload'
          ? OFFER_TEXTS.uploading
          : sending === 'offer'
            ? OFFER_TEXTS.sending
            : OFFER_TEXTS.send}
      </Button>
    </form>
  );
}

/** The optional proof of funds file: a button opening the file picker, the chosen file's name beside it. */
function ProofOfFundsInput({
  buttonRef,
  chosen,
  error,
  onChange,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  chosen: string | null;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div className={styles.fileField}>
      <span className={styles.fileLabel} id={`${id}-label`}>
        {OFFER_TEXTS.proofOfFunds}
      </span>
      <FileButton
        ref={buttonRef}
        label={FILE_BUTTON_TEXTS.proofOfFunds}
        inputLabel={OFFER_TEXTS.proofOfFunds}
        size="sm"
        accept={PROOF_OF_FUNDS_ACCEPT}
        chosen={chosen}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onFiles={(files) => onChange(files[0] ?? null)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.fileError}>
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.text}>
          {OFFER_TEXTS.proofOfFundsHint}
        </p>
      )}
    </div>
  );
}
