// The contracts screens' texts (spec "Contracts"): the Contracts page and list, and a contract's page.

/** Every text of the contracts screens that the deal flow's labels do not hold. */
export const CONTRACT_TEXTS = Object.freeze({
  noneTitle: 'No contracts yet',
  none: 'When a seller accepts an offer, the contract appears here.',
  listLine: (price: string, closing: string, investor: string, seller: string) =>
    `${price} · closing ${closing} · investor ${investor} · seller ${seller}`,
  pageTitle: 'Contracts',
  pageSubtitle: 'The deals you are under contract on, as buyer or as seller.',
  yourContracts: 'your contracts',
  contract: 'Contract',
  theContract: 'the contract',
  notFoundTitle: 'Contract not found',
  notFound: 'This contract does not exist or is not yours',
  seeYourContracts: 'See your contracts',
  allContracts: 'All contracts',
  contractTitle: (title: string) => `Contract: ${title}`,
  created: (time: string) => ` · created ${time}`,
  terms: 'Terms',
  status: 'Status',
  price: 'Price',
  earnestMoney: 'Earnest money',
  closingDate: 'Closing date',
  financing: 'Financing',
  investor: 'Investor',
  seller: 'Seller',
  /** The contract timeline's name for screen readers. */
  timelineLabel: 'Contract status',
});
