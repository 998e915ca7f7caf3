// Texts of the SDK's business card widget (its own module, so only card.js carries them).

/** Texts of the business card widget. */
export const EMBED_CARD_TEXTS = Object.freeze({
  missing: 'This business card is not available.',
  failed: "We couldn't load this business card.",
  noCard: 'No business card was given to show.',
  loading: 'Loading business card…',
  saveContact: 'Save contact',
  scanHint: 'Scan to open this card on a phone.',
  phone: 'Phone',
  email: 'Email',
});

/** The aria-label of a business card's QR code. */
export function businessCardQrLabel(fullName: string): string {
  return `QR code of ${fullName}'s business card`;
}

/** The alt text of a card's company logo. */
export function companyLogoAlt(companyName: string | null | undefined): string {
  return companyName ? `${companyName} logo` : 'Company logo';
}

/** The public page of a business card on the marketplace: `/card/{cardUrl}`. */
export function businessCardPath(cardUrl: string): string {
  return `/card/${encodeURIComponent(cardUrl)}`;
}
