// The profile, investor directory and business card APIs as the site reads them, and the calls that use them.
import type { ApiClient } from '@dealloop/client';
import type { PublicProfileView as PublicProfile } from '@dealloop/contract';
import type { MyProfile } from '../onboarding/my-profile';
import type { Property } from '../properties/property';

/** The caller's own profile with the markets (US state codes) it names. */
export type MyFullProfile = MyProfile & { markets?: string[] };

/** The editable fields of the own profile; images take an upload id or URL. */
export type ProfileChanges = Partial<Omit<MyFullProfile, 'userId' | 'slug'>>;

/** A published profile as GET /profiles/{userId}, /investors/{slug} and the directory answer it (the contract's). */
export type { PublicProfileView as PublicProfile } from '@dealloop/contract';

/** A public profile page: the profile and its owner's public listings. */
export interface PublicProfilePage {
  profile: PublicProfile;
  listings: Property[];
}

/** A business card as its owner sees it. */
export interface BusinessCard {
  id: string;
  cardUrl: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  companyName: string | null;
  companyLogo: string | null;
  isActive: boolean;
  createdAt: string;
}

/** An active card as anyone sees it. */
export type PublicBusinessCard = Omit<BusinessCard, 'isActive'> & {
  profilePath: string | null;
  avatarUrl: string | null;
};

/** The fields a card is created or edited with. */
export interface CardFields {
  fullName: string;
  email: string;
  phoneNumber: string | null;
  companyName: string | null;
  companyLogo: string | null;
}

export const MY_PROFILE_PATH = '/api/v1/me/profile';
export const MY_CARDS_PATH = '/api/v1/me/business-cards';
export const INVESTORS_PATH = '/api/v1/investors';

/** The public page of a card. */
export const cardPagePath = (cardUrl: string) => `/card/${encodeURIComponent(cardUrl)}`;
/** The vCard download of a card (an API path on the same origin). */
export const cardVCardPath = (cardUrl: string) => `/api/v1/cards/${encodeURIComponent(cardUrl)}/vcard`;

export const profileApi = {
  mine: (client: ApiClient) => client.request<MyFullProfile>('GET', MY_PROFILE_PATH),
  change: (client: ApiClient, changes: ProfileChanges) =>
    client.request<MyFullProfile>('PATCH', MY_PROFILE_PATH, { json: changes }),
  byUserId: (client: ApiClient, userId: string) =>
    client.request<PublicProfilePage>('GET', `/api/v1/profiles/${encodeURIComponent(userId)}`),
  bySlug: (client: ApiClient, slug: string) =>
    client.request<PublicProfilePage>('GET', `${INVESTORS_PATH}/${encodeURIComponent(slug)}`),
};

export const cardApi = {
  mine: (client: ApiClient) => client.request<{ items: BusinessCard[] }>('GET', MY_CARDS_PATH),
  create: (client: ApiClient, fields: CardFields) =>
    client.request<BusinessCard>('POST', MY_CARDS_PATH, { json: fields }),
  change: (client: ApiClient, id: string, changes: Partial<CardFields> & { isActive?: boolean }) =>
    client.request<BusinessCard>('PATCH', `${MY_CARDS_PATH}/${id}`, { json: changes }),
  remove: (client: ApiClient, id: string) => client.request<void>('DELETE', `${MY_CARDS_PATH}/${id}`),
  open: (client: ApiClient, cardUrlOrId: string) =>
    client.request<PublicBusinessCard>('GET', `/api/v1/cards/${encodeURIComponent(cardUrlOrId)}`),
};
