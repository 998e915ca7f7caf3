// Texts of the buyers list pages (the public join page, its confirmation page, the dashboard, the unsubscribe page),
// the confirmation email and the deal email.
import {
  BUYER_DEAL_EMAILS_PER_WEEK,
  BUYER_RULE_MESSAGES,
  BUYERS_LIST_CONFIRM_DAYS,
  BUYERS_LIST_CONFIRM_RESEND_MINUTES,
} from './buyers-list';

/** Every text of the buyers list pages. */
export const BUYERS_LIST_TEXTS = Object.freeze({
  joinTitle: 'Join my buyers list',
  /** The 409 of sending a deal that is under contract or sold: buyers only ever hear of available deals. */
  notAvailableToSend:
    'This deal is under contract or sold; only an available deal can be sent to your buyers.',
  joinIntro: (name: string) => `Tell ${name} what you buy and get matching off-market deals by email.`,
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  markets: 'Markets',
  marketsHint: 'One per line or separated by semicolons: a state code (TX) or a city and state (Dallas, TX).',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  propertyTypes: 'Property types',
  propertyTypesHint: 'Leave all unchecked to hear about any type.',
  proofOfFunds: 'I have proof of funds',
  consent: BUYER_RULE_MESSAGES.consent,
  join: 'Join the list',
  /** What the join page says once the form is sent: the buyer joins only by the emailed link (double opt-in). */
  checkEmail: (email: string) =>
    `Almost done: check your email. We sent a link to ${email}. Open it within ${BUYERS_LIST_CONFIRM_DAYS} days to confirm and join the list.`,
  checkEmailHint: `Nothing arrived? Look in your spam folder, or send the form again after ${BUYERS_LIST_CONFIRM_RESEND_MINUTES} minutes for a new link.`,
  /** What the confirmation page says once the buyer confirmed: they are on the list now. */
  joined: 'You are on the list. Matching deals will come to your inbox.',
  tooMany: 'Too many sign-ups from your network. Try again later.',
  notFound: 'This buyers list is not available',
  notFoundDetail: 'The investor may have unpublished their profile. Check the link you followed.',

  dashboardTitle: 'Buyers List',
  dashboardIntro: 'Your cash buyers: import, tag, match them to your listings and send them deals.',
  signIn: 'Sign in to manage your buyers list.',
  publicLink: 'Your public join page',
  empty: 'No buyers yet',
  emptyDetail: 'Share your join page or import a CSV file of your buyers.',
  search: 'Search buyers',
  sortBy: 'Sort by',
  sortNewest: 'Newest',
  sortName: 'Name',
  sortScore: 'Match score',
  columns: {
    name: 'Name',
    contact: 'Contact',
    markets: 'Markets',
    price: 'Price range',
    types: 'Property types',
    proof: 'Proof of funds',
    tags: 'Tags',
    match: 'Match',
  },
  anyPrice: 'Any price',
  anyType: 'Any type',
  yes: 'Yes',
  no: 'No',
  addTag: 'Add tag',
  tagLabel: 'New tag',
  removeTag: (tag: string) => `Remove tag ${tag}`,
  importTitle: 'Import buyers from CSV',
  importHint:
    'The first row names the columns: name, email, markets (required), phone, min_price, max_price, property_types, proof_of_funds, tags. Separate several values with semicolons.',
  chooseFile: 'CSV file',
  chooseFileButton: 'Choose CSV file',
  preview: (count: number) => `${count} buyer${count === 1 ? '' : 's'} ready to import.`,
  previewErrors: (count: number) =>
    `${count} row${count === 1 ? ' has' : 's have'} errors. Fix the file and choose it again: nothing is imported until every row is valid.`,
  line: 'Line',
  errors: 'Errors',
  importButton: 'Import',
  imported: (created: number, updated: number) => `Imported: ${created} new, ${updated} updated.`,
  importFailed: 'Nothing was imported.',
  exportButton: 'Export CSV',
  matchTitle: 'Match against a listing',
  chooseListing: 'Listing',
  noListing: 'Choose one of your listings',
  noListings: 'No listing of yours is available: publish one to match it against your buyers.',
  matching: (count: number) => `${count} buyer${count === 1 ? '' : 's'} match every criterion.`,
  sendDeal: 'Send this deal',
  sendConfirm: (count: number) =>
    `Email this listing to ${count} matching buyer${count === 1 ? '' : 's'}? Each buyer gets at most ${BUYER_DEAL_EMAILS_PER_WEEK} deals a week.`,
  sent: (sent: number, skipped: number) =>
    `Sent to ${sent} buyer${sent === 1 ? '' : 's'}.${skipped ? ` ${skipped} skipped (weekly limit, already sent or unsubscribed).` : ''}`,
  delete: 'Remove',
  deleteConfirm: (name: string) => `Remove ${name} from your buyers list?`,
  loadFailed: 'Your buyers list could not be loaded.',

  confirmTitle: 'Confirm your sign-up',
  confirmIntro: (name: string) =>
    `Confirm that you want to join ${name}'s buyers list and receive matching off-market deals by email.`,
  confirmButton: 'Confirm and join',
  alreadyConfirmed: 'This link was already used: your sign-up is confirmed.',
  confirmExpired: `This confirmation link has expired (links work for ${BUYERS_LIST_CONFIRM_DAYS} days). Join again to get a new one.`,
  confirmInvalid:
    'This confirmation link is not valid. Join the list again from the investor’s page to get a new link.',
  confirmFailed: 'We could not confirm your sign-up. Please try again.',
  joinAgain: 'Join again',
  findInvestor: 'Find the investor',
  confirmEmailSubject: (owner: string) => `Confirm joining ${owner}'s buyers list`,
  confirmEmailText: (owner: string, link: string) =>
    `Someone, hopefully you, asked to join ${owner}'s buyers list on DealLoop to receive matching off-market deals by email.\n\nOpen this link within ${BUYERS_LIST_CONFIRM_DAYS} days to confirm and join the list:\n${link}\n\nIf you did not ask for this, ignore this email: you will not be added and will hear nothing more.`,

  unsubscribeTitle: 'Leave this buyers list',
  unsubscribeIntro: (name: string) => `You will no longer receive deals from ${name}.`,
  unsubscribeButton: 'Remove me from the list',
  unsubscribed: 'You were removed from the list.',
  unsubscribeInvalid: 'This link is not valid any more: you may already be off the list.',

  emailSubject: (title: string) => `New deal: ${title}`,
  emailIntro: (owner: string) => `${owner} has a new deal that matches what you buy:`,
  emailView: 'See the deal:',
  emailLeave: 'Leave this buyers list:',
  loading: 'Loading…',
  /** A buyer's new-tag field: "New tag (Ann Lee)". */
  tagLabelFor: (name: string) => `New tag (${name})`,
});
