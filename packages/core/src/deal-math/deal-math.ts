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

/** The deal calculator's inputs, in form order; each is also its URL search parameter and SDK attribute. */
export const DEAL_INPUT_KEYS = ['price', 'arv', 'repairs', 'holding', 'closing', 'profit', 'fee'] as const;

/** One input of the deal calculator: price, ARV, repairs, holding, closing, (desired) profit, (assignment) fee. */
export type DealInputKey = (typeof DEAL_INPUT_KEYS)[number];

/** The calculator's inputs as typed (text), by key. Empty means not given. */
export type DealCalculatorInputs = Readonly<Record<DealInputKey, string>>;

/** The inputs of an untouched calculator: every field empty. */
export const EMPTY_DEAL_INPUTS: DealCalculatorInputs = Object.freeze({
  price: '',
  arv: '',
  repairs: '',
  holding: '',
  closing: '',
  profit: '',
  fee: '',
});

/** The longest text an input keeps (a URL parameter is cut to it). */
export const DEAL_INPUT_MAX_LENGTH = 20;

/**
 * A dollar amount as typed: digits with optional `$`, commas, spaces and cents; null when empty, unreadable or
 * negative (a price, an ARV or a cost is never below 0, so a negative cost never feeds profit or MAO).
 */
export function parseDollarAmount(text: string | null | undefined): number | null {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return Number.isFinite(amount) ? amount : null;
}

/** Whether a typed amount is acceptable: empty, or a readable dollar amount. */
export function isDealInputValid(text: string): boolean {
  return text.trim() === '' || parseDollarAmount(text) !== null;
}

/** The costs an itemised MAO subtracts from the ARV, in order. */
export const MAO_DEDUCTIONS = ['repairs', 'holding', 'closing', 'profit', 'fee'] as const;

/** The full analysis of a deal (null where an amount it needs is missing or unreadable). */
export interface DealAnalysis {
  /** Each amount read from its input; the costs (all but price and ARV) are 0 when empty. */
  readonly amounts: Readonly<Record<DealInputKey, number | null>>;
  /** MAO by the 70% rule: ARV × 0.7 − repairs − fee. */
  readonly mao: number | null;
  /** Itemised MAO: ARV − repairs − holding − closing − desired profit − fee. */
  readonly maoItemised: number | null;
  /** The costs the itemised MAO subtracts, each as a positive amount, in `MAO_DEDUCTIONS` order. */
  readonly deductions: readonly { readonly key: (typeof MAO_DEDUCTIONS)[number]; readonly amount: number }[];
  /** The buyer's profit at the price: ARV − price − repairs − holding − closing (the fee is inside the price). */
  readonly buyerProfit: number | null;
  /** The buyer's ROI in percent: that profit over price + repairs + holding + closing; null when that is not > 0. */
  readonly buyerRoi: number | null;
}

const cents = (amount: number) => Math.round(amount * 100) / 100 || 0;

/** Analyses the typed inputs of the deal calculator. */
export function analyzeDeal(inputs: DealCalculatorInputs): DealAnalysis {
  const amount = (key: DealInputKey) => {
    const text = inputs[key] ?? '';
    if (key !== 'price' && key !== 'arv' && text.trim() === '') return 0;
    return parseDollarAmount(text);
  };
  const amounts = Object.fromEntries(DEAL_INPUT_KEYS.map((key) => [key, amount(key)])) as Record<
    DealInputKey,
    number | null
  >;
  const { price, arv, repairs, holding, closing, fee } = amounts;
  const deductions = MAO_DEDUCTIONS.map((key) => ({ key, amount: amounts[key] ?? 0 }));
  const costsKnown = MAO_DEDUCTIONS.every((key) => amounts[key] !== null);
  const mao =
    arv !== null && repairs !== null && fee !== null
      ? maxAllowableOffer({ arv, repairCost: repairs, fee })
      : null;
  const maoItemised =
    arv !== null && costsKnown ? cents(deductions.reduce((left, line) => left - line.amount, arv)) : null;
  // The buyer pays the price and carries repairs, holding and closing: computeProfit/computeRoi over that cost.
  const carried =
    repairs !== null && holding !== null && closing !== null ? repairs + holding + closing : null;
  const deal =
    price !== null && arv !== null && carried !== null ? { price, arv, repairCost: carried } : null;
  return {
    amounts,
    mao,
    maoItemised,
    deductions,
    buyerProfit: deal ? cents(computeProfit(deal)) : null,
    buyerRoi: deal ? computeRoi(deal) : null,
  };
}

/**
 * The calculator's inputs in a URL, so a result can be shared: `parse` reads the known parameters (trimmed, cut to
 * DEAL_INPUT_MAX_LENGTH, others ignored); `serialise` writes the non-empty inputs in form order.
 */
export const dealCalculatorParams = Object.freeze({
  parse(params: URLSearchParams): DealCalculatorInputs {
    const read = (key: DealInputKey) => (params.get(key) ?? '').trim().slice(0, DEAL_INPUT_MAX_LENGTH);
    return Object.fromEntries(DEAL_INPUT_KEYS.map((key) => [key, read(key)])) as Record<DealInputKey, string>;
  },
  serialise(inputs: DealCalculatorInputs): URLSearchParams {
    const params = new URLSearchParams();
    for (const key of DEAL_INPUT_KEYS) {
      const value = (inputs[key] ?? '').trim();
      if (value !== '') params.set(key, value);
    }
    return params;
  },
});
