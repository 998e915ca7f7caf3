// The min and max price choices of the saved-search and property filters (rule: docs/product/search.md).

/** One price choice: the amount in dollars (null for no bound) and its label. */
export interface PriceOption {
  readonly value: number | null;
  readonly label: string;
}

/** Minimum price choices: No Min, $25K, $50K, $75K, $100K, $150K, $200K, $250K, $300K, $400K, $500K. */
export const MIN_PRICE_OPTIONS: readonly PriceOption[] = Object.freeze([
  { value: null, label: 'No Min' },
  { value: 25_000, label: '$25K' },
  { value: 50_000, label: '$50K' },
  { value: 75_000, label: '$75K' },
  { value: 100_000, label: '$100K' },
  { value: 150_000, label: '$150K' },
  { value: 200_000, label: '$200K' },
  { value: 250_000, label: '$250K' },
  { value: 300_000, label: '$300K' },
  { value: 400_000, label: '$400K' },
  { value: 500_000, label: '$500K' },
]);

/** Maximum price choices: No Max, $50K, $75K, $100K, $150K, $200K, $250K, $300K, $400K, $500K, $750K, $1M. */
export const MAX_PRICE_OPTIONS: readonly PriceOption[] = Object.freeze([
  { value: null, label: 'No Max' },
  { value: 50_000, label: '$50K' },
  { value: 75_000, label: '$75K' },
  { value: 100_000, label: '$100K' },
  { value: 150_000, label: '$150K' },
  { value: 200_000, label: '$200K' },
  { value: 250_000, label: '$250K' },
  { value: 300_000, label: '$300K' },
  { value: 400_000, label: '$400K' },
  { value: 500_000, label: '$500K' },
  { value: 750_000, label: '$750K' },
  { value: 1_000_000, label: '$1M' },
]);
