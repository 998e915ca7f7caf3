// The texts of the title company contact, the title officer's page and the deal documents on the contract page.

/** The texts of the title contact on the contract page and of the title officer's page. */
export const TITLE_TEXTS = Object.freeze({
  contactHeading: 'Title and escrow',
  noContact: 'No title company named yet.',
  officerName: 'Title officer',
  company: 'Title company',
  email: 'Email',
  phone: 'Phone',
  notes: 'Notes for the title officer',
  save: 'Save title contact',
  saved: 'Title contact saved. The title officer was emailed a new link.',
  linkSentOn: (date: string) => `Link sent on ${date}`,
  officerPageTitle: 'Deal for the title company',
  address: 'Property',
  price: 'Price',
  buyer: 'Buyer',
  seller: 'Seller',
  earnestMoney: 'Earnest money',
  stage: 'Stage',
  closingDate: 'Closing date',
  confirmEarnest: 'Confirm earnest money received',
  earnestConfirmed: 'Earnest money confirmed as received.',
  setClosingDate: 'Set closing date',
  closingDateSet: 'Closing date set.',
  loading: 'Loading the deal…',
  failed: 'This link could not be opened. Try again later.',
  linkExpired: 'This link has expired. Ask the seller to send a new one from DealLoop.',
  linkRevoked: 'This link is no longer valid: the title contact on this deal was changed.',
  linkUnknown: 'This link is not valid.',
  wireFraudNotice:
    'DealLoop never sends wiring instructions. Confirm any wiring instructions by phone with the parties.',
  documentsHeading: 'Documents',
  noDocuments: 'No documents uploaded yet.',
  uploadDocument: 'Upload PDF',
  documentKind: 'Document type',
  download: 'Download',
  saveFailed: 'The title contact could not be saved. Try again.',
  documentUploaded: 'Document uploaded.',
  uploadFailed: 'The document could not be uploaded. Try again.',
  downloadFailed: 'The document could not be downloaded. Try again.',
  uploadedOn: (kind: string, date: string) => `${kind} · uploaded ${date}`,
  downloadNamed: (name: string) => `Download ${name}`,
});

/** The email sent to the title officer with their link. */
export const TITLE_LINK_EMAIL = Object.freeze({
  subject: (propertyTitle: string) => `DealLoop: the deal on ${propertyTitle}`,
  text: (details: { officerName: string; propertyTitle: string; url: string; expiresOn: string }) =>
    `Hello ${details.officerName},\n\nYou are named as the title officer for the deal on ${details.propertyTitle}. ` +
    `Open this link to see the deal, confirm the earnest money received and set the closing date (no account ` +
    `needed):\n\n${details.url}\n\nThe link works until ${details.expiresOn}.\n\nDealLoop never sends wiring ` +
    'instructions by email.',
});

/** The answers of the title officer's link when it no longer works. */
export const TITLE_LINK_MESSAGES = Object.freeze({
  unknown: TITLE_TEXTS.linkUnknown,
  expired: TITLE_TEXTS.linkExpired,
  revoked: TITLE_TEXTS.linkRevoked,
  onlySeller: 'Only the seller can name the title company.',
});
