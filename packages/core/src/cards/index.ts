// Business cards: the card page's and the SDK card widget's texts and paths.

export { CARDS_TEXTS } from './business-cards-texts';
export { businessCardPath, businessCardQrLabel, companyLogoAlt, EMBED_CARD_TEXTS } from './embed-card-texts';
