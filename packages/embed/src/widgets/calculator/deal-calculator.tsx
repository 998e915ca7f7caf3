// The deal calculator widget: ui's DealCalculator (the same component as the marketplace's /tools), its inputs
// started from the element's attributes (price, arv, repairs, holding, closing, profit, fee), every change an event.
import {
  analyzeDeal,
  DEAL_INPUT_KEYS,
  DEAL_INPUT_MAX_LENGTH,
  type DealCalculatorInputs,
} from '@dealloop/core';
import { DealCalculator } from '@dealloop/ui';
import { useEffect, useState } from 'react';
import { type CalculatorChangeDetail, emitDealLoopEvent } from '../../events';
import type { WidgetProps } from '../../runtime/render-widget';

function inputsOf(attributes: WidgetProps['attributes']): DealCalculatorInputs {
  const read = (key: string) => (attributes[key] ?? '').trim().slice(0, DEAL_INPUT_MAX_LENGTH);
  return Object.fromEntries(DEAL_INPUT_KEYS.map((key) => [key, read(key)])) as DealCalculatorInputs;
}

/** The event detail of some inputs: the amounts read and every figure of core's analysis. */
export function calculatorChangeDetail(inputs: DealCalculatorInputs): CalculatorChangeDetail {
  const { amounts, buyerProfit, buyerRoi, mao, maoItemised } = analyzeDeal(inputs);
  return {
    price: amounts.price,
    arv: amounts.arv,
    repairCost: amounts.repairs,
    holding: amounts.holding,
    closing: amounts.closing,
    desiredProfit: amounts.profit,
    fee: amounts.fee,
    profit: buyerProfit,
    roi: buyerRoi,
    mao,
    maoItemised,
  };
}

/** The calculator; the element's attributes set the amounts, typing changes them; every change is an event. */
export function DealCalculatorWidget({ host, attributes }: WidgetProps) {
  const [inputs, setInputs] = useState(() => inputsOf(attributes));
  // A changed attribute replaces what was typed (state adjusted during render, not in an effect, so typing
  // before effects run is never overwritten by the initial attributes).
  const attributeKey = JSON.stringify(inputsOf(attributes));
  const [seenKey, setSeenKey] = useState(attributeKey);
  if (seenKey !== attributeKey) {
    setSeenKey(attributeKey);
    setInputs(inputsOf(attributes));
  }

  const detail = calculatorChangeDetail(inputs);
  const signature = JSON.stringify(detail);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `detail`'s values.
  useEffect(() => {
    emitDealLoopEvent(host, 'dealloop:calculator:change', detail);
  }, [host, signature]);

  return <DealCalculator value={inputs} onChange={setInputs} />;
}
