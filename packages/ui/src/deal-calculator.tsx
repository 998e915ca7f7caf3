// DealCalculator: the deal analysis of @dealloop/core as a form (price, ARV, costs, desired profit, fee) with the
// buyer's profit and ROI, both MAOs and the itemised MAO table. Controlled: the caller keeps the inputs (the
// site in the URL, the SDK widget in state). The site's /tools and the SDK's calculator both render it.
import {
  analyzeDeal,
  DEAL_INPUT_KEYS,
  type DealCalculatorInputs,
  type DealInputKey,
  formatPrice,
  formatRoi,
  isDealInputValid,
  DEAL_CALCULATOR_TEXTS as TEXTS,
} from '@dealloop/core';
import { type ReactNode, useId } from 'react';
import * as styles from './deal-calculator.css';
import { useFieldIds } from './field-messages';
import * as fieldStyles from './text-field.css';

export interface DealCalculatorProps {
  /** The inputs as typed, by key. */
  value: DealCalculatorInputs;
  /** Called with the whole inputs on every keystroke. */
  onChange: (value: DealCalculatorInputs) => void;
  /** The heading; core's "Deal calculator" by default. */
  title?: string;
  /** Shown under the figures, such as a Copy link button. */
  actions?: ReactNode;
}

/**
 * An amount input with TextField's look and wiring (label, aria-invalid, the error read via aria-describedby),
 * without TextField's error icon: the icon set would not fit the SDK calculator's size budget.
 */
function AmountField({
  name,
  value,
  onChange,
}: {
  name: DealInputKey;
  value: string;
  onChange: (value: string) => void;
}) {
  const error = isDealInputValid(value) ? undefined : TEXTS.invalidAmount;
  const { fieldId, errorId, describedBy } = useFieldIds(undefined, name, { error });
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={fieldId}>
        {TEXTS[name]}
      </label>
      <input
        id={fieldId}
        name={name}
        className={fieldStyles.input}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `data-negative` for an amount below 0, so it shows in the danger colour. */
const negative = (amount: number | null) => (amount !== null && amount < 0 ? '' : undefined);

/** A line of the itemised MAO: its label and amount (a deduction is negative, in the danger colour). */
const line = (label: string, amount: number | null) => (
  <tr key={label}>
    <th scope="row">{label}</th>
    <td data-negative={negative(amount)}>{formatPrice(amount)}</td>
  </tr>
);

/** The deal calculator: typed amounts in, the figures and the itemised MAO out, recomputed as the user types. */
export function DealCalculator({ value, onChange, title = TEXTS.title, actions }: DealCalculatorProps) {
  const titleId = useId();
  const analysis = analyzeDeal(value);
  const figures: [string, string, number | null][] = [
    [TEXTS.buyerProfit, formatPrice(analysis.buyerProfit), analysis.buyerProfit],
    [TEXTS.roi, formatRoi(analysis.buyerRoi), analysis.buyerRoi],
    [TEXTS.mao, formatPrice(analysis.mao), analysis.mao],
    [TEXTS.maoItemised, formatPrice(analysis.maoItemised), analysis.maoItemised],
  ];
  return (
    <section className={styles.calculator} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={fieldStyles.hint}>{TEXTS.hint}</p>
      <div className={styles.columns}>
        {DEAL_INPUT_KEYS.map((key) => (
          <AmountField
            key={key}
            name={key}
            value={value[key]}
            onChange={(text) => onChange({ ...value, [key]: text })}
          />
        ))}
      </div>
      <dl className={styles.columns} aria-live="polite">
        {figures.map(([label, text, amount]) => (
          <div key={label} className={styles.figure}>
            <dt className={fieldStyles.hint}>{label}</dt>
            <dd data-negative={negative(amount)}>{text}</dd>
          </div>
        ))}
      </dl>
      <table className={styles.table}>
        <caption className={fieldStyles.label}>{TEXTS.itemisedCaption}</caption>
        <tbody>
          {line(TEXTS.arv, analysis.amounts.arv)}
          {analysis.deductions.map(({ key, amount }) =>
            line(TEXTS[key], analysis.amounts[key] === null ? null : -amount),
          )}
        </tbody>
        <tfoot>{line(TEXTS.maoItemised, analysis.maoItemised)}</tfoot>
      </table>
      {actions}
    </section>
  );
}
