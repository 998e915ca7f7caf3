// Texts of the deal calculator (the ui component the site and the SDK widget share), alone so the widget
// carries only these; the /tools and profile calculator pages' own texts are in tools-texts.ts.

/** Texts of the deal calculator component: field labels, figures and the itemised MAO table. */
export const DEAL_CALCULATOR_TEXTS = Object.freeze({
  title: 'Deal calculator',
  hint: 'Amounts in US dollars. Empty costs count as $0.',
  price: 'Purchase (asking) price',
  arv: 'After-repair value (ARV)',
  repairs: 'Repair cost',
  holding: 'Holding costs',
  closing: 'Closing costs',
  profit: 'Desired profit',
  fee: 'Assignment fee',
  buyerProfit: "Buyer's profit",
  roi: "Buyer's ROI",
  mao: 'Max allowable offer (70% rule)',
  maoItemised: 'Max allowable offer (itemised)',
  itemisedCaption: 'Itemised maximum allowable offer',
  invalidAmount: 'Enter an amount in dollars, like 125000.',
});
