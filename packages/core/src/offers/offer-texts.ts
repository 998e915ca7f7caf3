// The offers screens' texts (spec "Offers"): the listing's offer panel and form, the offer lists and cards, the
// counter offer dialog and the Offers page. Messages of the deal flow itself are in deal-flow.ts.

/** Every text of the offers screens that the deal flow's messages and labels do not hold. */
export const OFFER_TEXTS = Object.freeze({
  panelTitle: 'Make an offer',
  signInToOffer: 'Sign in to make an offer on this property.',
  signInLink: 'Sign in to make an offer',
  yourListing: 'This is your listing.',
  offersReceivedLink: 'See the offers you received',
  underContract: 'This property is under contract and not taking offers.',
  sold: 'This property has been sold.',
  notTakingOffers: 'This listing is not taking offers right now.',
  loadingYourOffers: 'Loading your offers…',
  offerAccepted: (amount: string) => `Your offer of ${amount} was accepted.`,
  viewYourContract: 'View your contract',
  offerClosed: (status: string) => `Your offer is ${status}. You can make a new one.`,
  openOffer: 'You have an open offer on this property.',
  yourOffer: 'Your offer',
  sellersCounter: "Seller's counter",
  expires: 'Expires',
  asking: (price: string) => `Asking ${price}. The seller answers within the offer's time.`,
  amount: 'Offer amount ($)',
  earnestMoney: 'Earnest money ($)',
  closingDate: 'Closing date',
  financing: 'Financing',
  message: 'Message (optional)',
  uploading: 'Uploading proof of funds…',
  sending: 'Sending…',
  send: 'Send offer',
  proofOfFunds: 'Proof of funds (optional)',
  proofOfFundsHint: 'A PDF or an image, up to 10 MB. Only the seller sees it.',
  proofOfFundsLink: (name: string) => `Proof of funds: ${name}`,
  proofOfFundsFailed: 'We could not open the proof of funds. Please try again.',
  counterTitle: 'Counter offer',
  counterDescription: (title: string, amount: string) => `${title}: the buyer offered ${amount}.`,
  cancel: 'Cancel',
  sendCounter: 'Send counter',
  counterAmount: 'Counter amount ($)',
  from: (name: string) => `From ${name}`,
  to: (name: string) => `To ${name}`,
  sellersCounterPrefix: "Seller's counter: ",
  viewContract: 'View contract',
  acceptCounter: (amount: string) => `Accept ${amount}`,
  oneListing: 'Offers on one listing.',
  showAllOffers: 'Show all offers',
  noneReceived: 'No offers received yet',
  noneSent: 'No offers sent yet',
  receivedHint: 'Offers buyers make on your listings appear here.',
  findADeal: 'Find a deal',
  makeOfferFromPage: ' and make an offer from its page.',
  pageTitle: 'Offers',
  pageSubtitle: 'Answer the offers on your listings and follow the offers you made.',
  /** The listing's closing terms a buyer reads before offering (the earnest money line is CLOSING_PANEL_TEXTS'). */
  closingTermsTitle: 'Closing terms',
  verifiedFundsRequired:
    'Verified proof of funds required: only buyers whose verified funds cover their offer can make one.',
  /** A buyer holding a backup offer on the listing (rank 1 is next in line). */
  backupOffer: (rank: number | null) =>
    rank === null
      ? 'You hold a backup offer on this property.'
      : `You are backup #${rank} on this property: if the current contract falls through, the seller can take your offer.`,
});
