// What each viewer sees of a business card: the owner every field; anyone the active card's contact details.

import type { BusinessCardView, PublicBusinessCardView } from '@dealloop/contract';
import type { BusinessCard } from '../db/schema';

/** The card as its owner sees it. */
export function serializeOwnCard(card: BusinessCard): BusinessCardView {
  return {
    id: card.id,
    cardUrl: card.card_url,
    fullName: card.full_name,
    email: card.email,
    phoneNumber: card.phone_number,
    companyName: card.company_name,
    companyLogo: card.company_logo,
    isActive: card.is_active,
    createdAt: card.created_at,
  };
}

/** An active card as anyone sees it, with its owner's public profile path and picture. */
export function serializePublicCard(
  card: BusinessCard,
  owner: { profilePath: string | null; avatarUrl: string | null },
): PublicBusinessCardView {
  const { isActive: _hidden, ...rest } = serializeOwnCard(card);
  return { ...rest, ...owner };
}

/** The public page of a card. */
export const cardPagePath = (card: Pick<BusinessCard, 'card_url'>) =>
  `/card/${encodeURIComponent(card.card_url)}`;
