// Deal math of a wholesale property: profit, ROI and maximum allowable offer.

/** The amounts of a deal, in dollars. */
export interface DealAmounts {
  /** Asking or purchase price. */
  readonly price: number;
  /** After-repair value. */
  readonly arv: number;
  /** Estimated repair cost. */
  readonly repairCost: number;
}

/** Profit potential: ARV minus price minus repairs. */
export function computeProfit({ price, arv, repairCost }: DealAmounts): number {
  return arv - price - repairCost;
}

/**
 * ROI in percent: profit / (price + repairs) * 100, unrounded (show it with formatRoi). Null when the money put
 * in (price + repairs) is not above 0 or an amount is not finite, since the ratio means nothing then.
 */
export function computeRoi(deal: DealAmounts): number | null {
  const invested = deal.price + deal.repairCost;
  const profit = computeProfit(deal);
  if (!Number.isFinite(invested) || !Number.isFinite(profit) || invested <= 0) return null;
  return (profit / invested) * 100;
}

/** Inputs of the maximum allowable offer. */
export interface MaoInputs {
  readonly arv: number;
  readonly repairCost: number;
  /** Wholesale (assignment) fee to keep; 0 when not given. */
  readonly fee?: number;
  /** Share of the ARV an investor pays at most; the 70% rule when not given. */
  readonly percent?: number;
}

/**
 * Maximum allowable offer: ARV * percent (0.7 by default) - repairs - fee, rounded to cents. It can be
 * negative, which means the numbers do not support any offer.
 */
export function maxAllowableOffer({ arv, repairCost, fee = 0, percent = 0.7 }: MaoInputs): number {
  return Math.round((arv * percent - repairCost - fee) * 100) / 100 || 0;
}
