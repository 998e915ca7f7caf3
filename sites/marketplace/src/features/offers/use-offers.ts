// Hooks of the offers: a list of my offers (sent, received, or all for admins) and the actions on one.
import type { OfferStatus } from '@dealloop/core';
import { useCallback } from 'react';
import { useServices } from '../../app/services-context';
import { type ApiResource, useApiResource } from '../../app/use-api-resource';
import type { NewOfferBody, Offer, OfferActionBody, OfferBox } from './offer';
import { offersApi } from './offers-api';

/** Which offers to list. */
export interface OfferQuery {
  box: OfferBox;
  status?: OfferStatus;
  propertyId?: string;
}

/** My offers of a box (newest first); `enabled` false waits (e.g. until signed in). */
export function useOffers(query: OfferQuery, enabled = true): ApiResource<Offer[]> {
  const key = enabled ? JSON.stringify([query.box, query.status ?? null, query.propertyId ?? null]) : null;
  return useApiResource(
    key,
    (client) =>
      offersApi(client)
        .list({ query: { box: query.box, status: query.status, propertyId: query.propertyId } })
        .then((answer) => answer.items),
    { resources: ['offers'] },
  );
}

/** Makes an offer on a listing (POST /properties/{id}/offers); answers the created offer. */
export function useMakeOffer() {
  const { client } = useServices();
  return useCallback(
    (propertyId: string, body: NewOfferBody) =>
      offersApi(client).make({ params: { id: propertyId }, json: body }),
    [client],
  );
}

/** Takes an action on an offer (accept, reject, counter, withdraw); answers the offer as it is now. */
export function useOfferAction() {
  const { client } = useServices();
  return useCallback(
    (offerId: string, body: OfferActionBody) =>
      offersApi(client).act({ params: { id: offerId }, json: body }),
    [client],
  );
}

/** Declines every backup offer of the seller's listing; answers how many were declined. */
export function useDeclineBackups() {
  const { client } = useServices();
  return useCallback(
    (propertyId: string) => offersApi(client).declineBackups({ params: { id: propertyId } }),
    [client],
  );
}

/** The list with one offer replaced by its new state. */
export function replaceOffer(offers: readonly Offer[], changed: Offer): Offer[] {
  return offers.map((offer) => (offer.id === changed.id ? changed : offer));
}
