// The Add/Edit Listing form's earnest money terms (amount and a window of 24 to 72 hours) and the switch requiring
// verified proof of funds for offers.
import {
  EARNEST_WINDOW_MAX_HOURS,
  EARNEST_WINDOW_MIN_HOURS,
  POF_TEXTS,
  EARNEST_TERMS_FORM_TEXTS as T,
} from '@dealloop/core';
import { SwitchField, TextField } from '@dealloop/ui';
import * as styles from './add-property-page.css';
import type { ClosingTermsDraft } from './closing-terms';

export interface ClosingTermsFieldsProps {
  terms: ClosingTermsDraft;
  onChange: (terms: ClosingTermsDraft) => void;
  errors: Partial<Record<'earnestAmount' | 'earnestWindowHours', string>>;
}

/** The closing terms fieldset. */
export function ClosingTermsFields({ terms, onChange, errors }: ClosingTermsFieldsProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{T.legend}</legend>
      <div className={styles.grid}>
        <TextField
          label={T.amount}
          name="earnestAmount"
          inputMode="numeric"
          autoComplete="off"
          hint={T.amountHint}
          value={terms.earnestAmount}
          error={errors.earnestAmount}
          onChange={(event) => onChange({ ...terms, earnestAmount: event.target.value })}
        />
        <TextField
          label={T.window}
          name="earnestWindowHours"
          inputMode="numeric"
          autoComplete="off"
          hint={T.windowHint(EARNEST_WINDOW_MIN_HOURS, EARNEST_WINDOW_MAX_HOURS)}
          value={terms.earnestWindowHours}
          error={errors.earnestWindowHours}
          onChange={(event) => onChange({ ...terms, earnestWindowHours: event.target.value })}
        />
      </div>
      <SwitchField
        label={POF_TEXTS.requiresVerifiedFundsLabel}
        description={POF_TEXTS.requiresVerifiedFundsHint}
        name="requiresVerifiedFunds"
        checked={terms.requiresVerifiedFunds}
        onChange={(event) => onChange({ ...terms, requiresVerifiedFunds: event.target.checked })}
      />
    </fieldset>
  );
}
