// Business cards: the card page's and the SDK card widget's texts and paths.

export { businessCardPath, businessCardQrLabel, companyLogoAlt, EMBED_CARD_TEXTS } from './embed-card-texts';
