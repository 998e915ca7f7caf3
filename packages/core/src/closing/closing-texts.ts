// The closing pipeline's texts: refusals, stage and move labels, the contract page's panel and the closing desk.

/** Texts of the refusals of closing moves (409) and of unusable move fields (400). */
export const CLOSING_MESSAGES = Object.freeze({
  closed: 'This deal is already closed.',
  cancelled: 'This deal was cancelled.',
  notNext: 'The deal cannot move to that stage from where it is now.',
  notYourMove: 'You cannot make this move on this deal.',
  needsApproval: 'The contract must be approved by the seller and an admin before title is opened.',
  onlySellerReleases: 'Only the seller can release the buyer for late earnest money.',
  releaseBeforeDeadline:
    'The buyer can be released only after the earnest money deadline has passed without the deposit received.',
  buyerCancelsPendingOnly: 'Only an admin can cancel an approved contract.',
  sellerCancelsLateOnly:
    'The seller can cancel only by releasing a buyer whose earnest money is late (or decline a pending contract).',
  reasonRequired: 'Give a reason to cancel the deal.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  closingDateRequired: 'Give the closing date (YYYY-MM-DD) to schedule the closing.',
  listingNotFound: 'This listing does not exist.',
  changed: 'The deal moved in the meantime. Reload it and try again.',
});

/** Each stage's label. */
export const CLOSING_STAGE_LABELS = Object.freeze({
  contract_signed: 'Contract signed',
  earnest_money_due: 'Earnest money due',
  earnest_money_received: 'Earnest money received',
  title_opened: 'Title opened',
  clear_to_close: 'Clear to close',
  closing_scheduled: 'Closing scheduled',
  funded: 'Funded',
  closed: 'Closed',
  cancelled: 'Cancelled',
} as const);

/** The button of the move reaching each stage (and the release of a late buyer). */
export const CLOSING_MOVE_LABELS = Object.freeze({
  contract_signed: 'Contract signed',
  earnest_money_due: 'Start earnest money deadline',
  earnest_money_received: 'Confirm earnest money received',
  title_opened: 'Mark title opened',
  clear_to_close: 'Mark clear to close',
  closing_scheduled: 'Schedule closing',
  funded: 'Mark funded',
  closed: 'Mark closed',
  cancelled: 'Cancel deal',
  release: 'Release buyer (earnest money late)',
} as const);

/** The contract page's pipeline panel. */
export const CLOSING_PANEL_TEXTS = Object.freeze({
  heading: 'Closing pipeline',
  stage: 'Stage',
  earnestDeadline: 'Earnest money deadline',
  closingDate: 'Closing date',
  earnestTerms: (amount: string, hours: number) =>
    `Earnest money: ${amount} within ${hours} hours of acceptance`,
  dueIn: (left: string) => `Due in ${left}`,
  overdue: 'Past due',
  noDeadline: 'No deadline running',
  reasonLabel: 'Reason',
  reasonPlaceholder: 'Why is the deal cancelled?',
  closingDateLabel: 'Closing date',
  confirm: 'Confirm',
  back: 'Back',
  calendar: 'Add deadlines to calendar (.ics)',
  calendarFailed: 'The calendar file could not be downloaded. Try again.',
  failed: 'The move could not be made. Try again.',
  history: 'History',
  historyLine: (stage: string, at: string, reason: string | null) =>
    [stage, at, reason].filter(Boolean).join(' · '),
});

/** The closing desk page (the wholesaler's deals in the pipeline). */
export const CLOSING_DESK_TEXTS = Object.freeze({
  title: 'Closing Desk',
  intro: 'Your deals under contract, stage by stage.',
  link: 'Closing desk',
  empty: 'No deals in the pipeline yet. Accepted offers show up here.',
  loading: 'Loading your deals…',
  failed: 'Your deals could not be loaded.',
  property: 'Property',
  buyer: 'Buyer',
  stage: 'Stage',
  deadline: 'Earnest deadline',
  closingDate: 'Closing date',
  lastMove: 'Last move',
  stale: 'No move for 7 days',
  open: 'Open',
  showClosed: 'Show closed and cancelled deals',
});

/** The parts of a countdown ("1d 4h", "3h 12m", "45m"). */
export function formatCountdown(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${mins}m`;
  return `${mins}m`;
}

/** The summaries of a deal's calendar events. */
export const CLOSING_ICS_TEXTS = Object.freeze({
  earnestSummary: (title: string) => `Earnest money due: ${title}`,
  closingSummary: (title: string) => `Closing: ${title}`,
});

/** The earnest money terms on the Add/Edit Listing form. */
export const EARNEST_TERMS_FORM_TEXTS = Object.freeze({
  legend: 'Earnest money and offers',
  amount: 'Earnest money ($)',
  amountHint: 'What the buyer deposits with the title company after acceptance. Leave blank to state none.',
  window: 'Deposit window (hours)',
  windowHint: (min: number, max: number) => `From ${min} to ${max} hours after acceptance.`,
  termsNotSaved: (reason: string) => `The listing was saved, but its earnest money terms were not: ${reason}`,
});
