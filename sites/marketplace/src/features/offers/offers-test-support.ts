// The offers API's path on the wire, as the tests that fake `client.request` match it, and the listing and panel the
// offer panel's tests offer on.
import { SELLER, userIdOf } from '../../deals/deal-test-support';
import { screen } from '../../test/dom';
import { makeProperty } from '../../test/property-fixtures';
import type { Property } from '../listings/property';

/** Where GET /offers is (the tests assert the wire, so they name it themselves). */
export const OFFERS_API = '/api/v1/offers';

/** A listing of the seller's at $150,000, with `overrides`. */
export const listing = (overrides: Partial<Property> = {}) =>
  makeProperty({ ownerId: userIdOf(SELLER), price: 150_000, ...overrides });

/** The "Make an offer" panel on screen. */
export const panel = () => screen.getByRole('region', { name: 'Make an offer' });
