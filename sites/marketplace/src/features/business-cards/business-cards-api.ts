// The business card calls of the contract bound to a client, the card shapes as the contract types them, and the
// card's public page and vCard download paths.
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { BusinessCardsContract, BusinessCardView, PublicBusinessCardView } from '@dealloop/contract';
import { businessCardsEndpoints } from '@dealloop/contract/endpoints';

/** The business card calls made with `client`: `create`, `mine`, `change`, `remove`, `open` and `vCard`. */
export const businessCardsApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<BusinessCardsContract>(client, businessCardsEndpoints);

/** A business card as its owner sees it. */
export type BusinessCard = BusinessCardView;

/** An active card as anyone sees it. */
export type PublicBusinessCard = PublicBusinessCardView;

/** The fields a card is created or edited with. */
export type CardFields = Pick<
  BusinessCard,
  'fullName' | 'email' | 'phoneNumber' | 'companyName' | 'companyLogo'
>;

/** The public page of a card. */
export const cardPagePath = (cardUrl: string) => `/card/${encodeURIComponent(cardUrl)}`;

/**
 * The vCard download of a card: an API path on the same origin, linked (not fetched) so the browser downloads it.
 */
export const cardVCardPath = (cardUrl: string) =>
  `/api/v1${businessCardsEndpoints.vCard.path.replace('{cardUrlOrId}', encodeURIComponent(cardUrl))}`;
