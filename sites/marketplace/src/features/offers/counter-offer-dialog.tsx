// The Counter dialog of a received offer: a counter amount (differing from the offer's) and an optional message.
import { formatPrice, OFFER_TEXTS } from '@dealloop/core';
import { Alert, Button, Dialog, TextField } from '@dealloop/ui';
import { type FormEvent, useId, useState } from 'react';
import { OFFER_FORM_MESSAGES } from '../../deals/deal-texts';
import * as styles from '../../deals/deals.css';
import type { Offer } from './offer';
import { parseWholeDollars } from './whole-dollars';

/** The counter dialog; `onSubmit` sends the counter and rejects with the API's error to show. */
export function CounterOfferDialog({
  offer,
  onClose,
  onSubmit,
}: {
  offer: Offer;
  onClose: () => void;
  onSubmit: (counter: { amount: number; message?: string }) => Promise<void>;
}) {
  const formId = useId();
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseWholeDollars(amount);
    if (value === null) return setAmountError(OFFER_FORM_MESSAGES.counterRequired);
    if (value === offer.amount) return setAmountError(OFFER_FORM_MESSAGES.counterSame);
    setAmountError(null);
    setError(null);
    setBusy(true);
    try {
      await onSubmit({ amount: value, ...(message.trim() ? { message: message.trim() } : {}) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={OFFER_TEXTS.counterTitle}
      description={OFFER_TEXTS.counterDescription(offer.property.title, formatPrice(offer.amount))}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {OFFER_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {OFFER_TEXTS.sendCounter}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.section} onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          label={OFFER_TEXTS.counterAmount}
          inputMode="numeric"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError ?? undefined}
        />
        <TextField
          label={OFFER_TEXTS.message}
          value={message}
          maxLength={2000}
          onChange={(event) => setMessage(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
