// Texts of the SDK's deal calculator widget (its own module, so only calculator.js carries them).

/** Texts of the deal calculator widget. */
export const EMBED_CALCULATOR_TEXTS = Object.freeze({
  title: 'Deal calculator',
  price: 'Purchase price',
  arv: 'After-repair value (ARV)',
  repairs: 'Repair cost',
  fee: 'Wholesale fee',
  profit: 'Profit potential',
  roi: 'ROI',
  mao: 'Max allowable offer (70% rule)',
  hint: 'Amounts in US dollars.',
  invalidAmount: 'Enter an amount in dollars, like 125000.',
});
