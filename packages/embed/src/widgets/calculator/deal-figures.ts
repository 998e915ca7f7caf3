// The calculator's numbers: the four amounts read from text, and profit, ROI and MAO from core's deal math.
import { computeProfit, computeRoi, maxAllowableOffer } from '@dealloop/core';
import type { CalculatorChangeDetail } from '../../events';
import { parseAmount } from '../../runtime/attributes';

/** The calculator's inputs as typed (attribute names). */
export interface DealInputs {
  price: string;
  arv: string;
  repairs: string;
  fee: string;
}

/** The input fields in display order. */
export const DEAL_INPUT_NAMES = ['price', 'arv', 'repairs', 'fee'] as const;

/**
 * The figures of the inputs: profit and ROI need a price and an ARV, the MAO (70% rule) an ARV; an empty repair
 * cost or fee counts as 0. An amount that cannot be read is null and leaves what needs it null.
 */
export function dealFigures(inputs: DealInputs): CalculatorChangeDetail {
  const price = parseAmount(inputs.price);
  const arv = parseAmount(inputs.arv);
  const repairCost = inputs.repairs.trim() === '' ? 0 : parseAmount(inputs.repairs);
  const fee = inputs.fee.trim() === '' ? 0 : parseAmount(inputs.fee);
  const deal = price !== null && arv !== null && repairCost !== null ? { price, arv, repairCost } : null;
  return {
    price,
    arv,
    repairCost,
    fee,
    profit: deal ? computeProfit(deal) : null,
    roi: deal ? computeRoi(deal) : null,
    mao:
      arv !== null && repairCost !== null && fee !== null
        ? maxAllowableOffer({ arv, repairCost, fee })
        : null,
  };
}

/** Whether a typed amount is acceptable: empty, or readable by `parseAmount`. */
export function isAmountText(text: string): boolean {
  return text.trim() === '' || parseAmount(text) !== null;
}
