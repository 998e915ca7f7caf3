// Helpers of the deal pages' tests: a seller account, offers and contracts as the API answers them, and a render
// of one component inside the site's services and a router.

import type { Contract, ListingSummary, Offer } from '@dealloop/contract';
import type { ReactNode } from 'react';
import { createServices } from '../app/services';
import { ServicesProvider } from '../app/services-context';
import type { Property } from '../features/listings/property';
import { createMemoryRouter, RouterProvider } from '../router';
import { render } from '../test/dom';
import {
  ADMIN,
  BUYER,
  createFakeApiClient,
  createMemoryStorage,
  type FakeAccount,
  type FakeApiClient,
} from '../test/fake-api-client';
import { makeProperty } from '../test/property-fixtures';
import { TEST_CONFIG } from '../test/render-app';

/** A seller the fake knows. */
export const SELLER: FakeAccount = {
  email: 'seller@dealloop.local',
  password: 'dealloop-seller',
  fullName: 'Sam Seller',
};

/** The user id the fake gives an account. */
export const userIdOf = (account: FakeAccount) => `user-${account.email}`;

/** A fake client knowing the buyer, the seller and the admin. */
export function createDealClient(): FakeApiClient {
  return createFakeApiClient([BUYER, SELLER, ADMIN]);
}

/** A storage where every test account has declined cookies (the banner stays out of the way). */
export function quietStorage() {
  return createMemoryStorage(
    Object.fromEntries(
      [BUYER, SELLER, ADMIN].map((account) => [`dealloop-cookie-consent:${userIdOf(account)}`, 'declined']),
    ),
  );
}

/** Renders `element` at `path` (its route pattern `route`) with the services; /auth shows a stand-in. */
export function renderWithServices(
  element: ReactNode,
  { client, path = '/', route = '*' }: { client: FakeApiClient; path?: string; route?: string },
) {
  window.scrollTo = () => {};
  const services = createServices({ client, config: TEST_CONFIG, storage: quietStorage() });
  const router = createMemoryRouter(
    [
      {
        path: route,
        element,
      },
      { path: '/auth', element: <p>Sign in page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router, services };
}

let counter = 0;

/** The listing summary of a listing. */
export function summaryOf(property: Property): ListingSummary {
  return {
    id: property.id,
    title: property.title,
    location: property.location,
    path: property.path,
    price: property.price,
    status: property.status,
    listingStatus: property.listingStatus,
    image: null,
  };
}

/** An offer of BUYER to SELLER as the API answers it. */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  counter += 1;
  const property = makeProperty({ ownerId: userIdOf(SELLER), title: `Offer listing ${counter}` });
  return {
    id: `offer-${counter}`,
    propertyId: property.id,
    property: summaryOf(property),
    buyer: { id: userIdOf(BUYER), fullName: BUYER.fullName },
    seller: { id: userIdOf(SELLER), fullName: SELLER.fullName },
    amount: 100_000,
    earnestMoney: 5_000,
    closingDate: '2027-01-15',
    financingType: 'cash',
    message: null,
    proofOfFunds: null,
    status: 'pending',
    counterAmount: null,
    counterMessage: null,
    expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    contractId: null,
    allowedActions: [],
    backupRank: null,
    buyerVerifiedFunds: null,
    aboveVerifiedFunds: false,
    ...overrides,
  };
}

/** A contract of BUYER (investor) and SELLER as the API answers it. */
export function makeContract(overrides: Partial<Contract> = {}): Contract {
  counter += 1;
  const property = makeProperty({ ownerId: userIdOf(SELLER), title: `Contract listing ${counter}` });
  return {
    id: `contract-${counter}`,
    offerId: `offer-${counter}`,
    propertyId: property.id,
    property: summaryOf(property),
    investor: { id: userIdOf(BUYER), fullName: BUYER.fullName },
    seller: { id: userIdOf(SELLER), fullName: SELLER.fullName },
    price: 110_000,
    earnestMoney: 5_000,
    closingDate: '2027-02-01',
    financingType: 'hard_money',
    status: 'pending',
    sellerApprovalStatus: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    allowedActions: [],
    ...overrides,
  };
}

/** The messages of the toasts on screen. */
export function toastMessages(services: { toasts: { getState(): { toasts: { message: string }[] } } }) {
  return services.toasts.getState().toasts.map((toast) => toast.message);
}
