// The deal calculator widget: price, ARV, repairs and fee in; profit, ROI and the 70% rule MAO out.
import { EMBED_CALCULATOR_TEXTS, formatPrice, formatRoi } from '@dealloop/core';
import * as fieldStyles from '@dealloop/ui/text-field.css';
import { useEffect, useId, useState } from 'react';
import { emitDealLoopEvent } from '../../events';
import type { WidgetProps } from '../../runtime/render-widget';
import { AmountField } from './amount-field';
import * as styles from './deal-calculator.css';
import { DEAL_INPUT_NAMES, type DealInputs, dealFigures, isAmountText } from './deal-figures';

const LABELS: Record<keyof DealInputs, string> = {
  price: EMBED_CALCULATOR_TEXTS.price,
  arv: EMBED_CALCULATOR_TEXTS.arv,
  repairs: EMBED_CALCULATOR_TEXTS.repairs,
  fee: EMBED_CALCULATOR_TEXTS.fee,
};

function inputsOf(attributes: WidgetProps['attributes']): DealInputs {
  return {
    price: attributes.price ?? '',
    arv: attributes.arv ?? '',
    repairs: attributes.repairs ?? '',
    fee: attributes.fee ?? '',
  };
}

/** The calculator; the element's attributes set the amounts, typing changes them; every change is an event. */
export function DealCalculator({ host, attributes }: WidgetProps) {
  const [inputs, setInputs] = useState<DealInputs>(() => inputsOf(attributes));
  const titleId = useId();
  // A changed attribute replaces what was typed (state adjusted during render, not in an effect, so typing
  // before effects run is never overwritten by the initial attributes).
  const attributeKey = JSON.stringify(inputsOf(attributes));
  const [seenKey, setSeenKey] = useState(attributeKey);
  if (seenKey !== attributeKey) {
    setSeenKey(attributeKey);
    setInputs(inputsOf(attributes));
  }

  const figures = dealFigures(inputs);
  const signature = JSON.stringify(figures);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `figures`' values.
  useEffect(() => {
    emitDealLoopEvent(host, 'dealloop:calculator:change', figures);
  }, [host, signature]);

  const results = [
    { label: EMBED_CALCULATOR_TEXTS.profit, value: formatPrice(figures.profit), amount: figures.profit },
    { label: EMBED_CALCULATOR_TEXTS.roi, value: formatRoi(figures.roi), amount: figures.roi },
    { label: EMBED_CALCULATOR_TEXTS.mao, value: formatPrice(figures.mao), amount: figures.mao },
  ];
  return (
    <section className={styles.calculator} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {EMBED_CALCULATOR_TEXTS.title}
      </h2>
      <p className={fieldStyles.hint}>{EMBED_CALCULATOR_TEXTS.hint}</p>
      <div className={styles.columns}>
        {DEAL_INPUT_NAMES.map((name) => (
          <AmountField
            key={name}
            name={name}
            label={LABELS[name]}
            value={inputs[name]}
            error={isAmountText(inputs[name]) ? undefined : EMBED_CALCULATOR_TEXTS.invalidAmount}
            onChange={(value) => setInputs((current) => ({ ...current, [name]: value }))}
          />
        ))}
      </div>
      <dl className={styles.columns} aria-live="polite">
        {results.map((result) => (
          <div key={result.label} className={styles.figure}>
            <dt>{result.label}</dt>
            <dd data-negative={result.amount !== null && result.amount < 0 ? '' : undefined}>
              {result.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
