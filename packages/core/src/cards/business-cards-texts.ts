// The business cards section of /profile: the user's cards, their switch, edit and delete, and the card form.

/** Every text of the business cards section and its form. */
export const CARDS_TEXTS = Object.freeze({
  heading: 'Business cards',
  intro: 'Share a card by link or QR code; anyone can open it and save you to their contacts.',
  create: 'Create business card',
  newCard: 'New business card',
  save: 'Save card',
  empty: 'You have no business cards yet.',
  failed: "We couldn't load your business cards.",
  active: 'Active',
  updated: 'Business card saved.',
  updateFailed: 'Failed to save business card',
  deleted: 'Business card deleted.',
  tryAgain: 'Try again',
  loading: 'Loading your business cards…',
  switchedOff: 'Switched off: its link shows Not Found.',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  companyLogo: 'Company logo',
  /** The card's name line: "Ann Lee · Lee Homes". */
  company: (companyName: string) => ` · ${companyName}`,
  confirmDelete: (fullName: string) =>
    `Delete the business card "${fullName}"? Its link and QR code stop working.`,
});
