import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES, PROPERTY_STATUSES } from './listing-vocabulary';
import { isPubliclyVisible, PUBLIC_PROPERTY_STATUSES } from './property-visibility';

describe('isPubliclyVisible', () => {
  it('lists active, under_contract and sold as public statuses', () => {
    expect(PUBLIC_PROPERTY_STATUSES).toEqual(['active', 'under_contract', 'sold']);
  });

  it('shows published, unarchived properties of a public status', () => {
    for (const status of PUBLIC_PROPERTY_STATUSES) {
      expect(isPubliclyVisible({ status, listing_status: 'published', archived_at: null })).toBe(true);
    }
  });

  it('hides archived properties', () => {
    expect(
      isPubliclyVisible({
        status: 'active',
        listing_status: 'published',
        archived_at: '2025-01-01T00:00:00Z',
      }),
    ).toBe(false);
  });

  it('is visible exactly when all three conditions hold', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROPERTY_STATUSES, 'draft', null),
        fc.constantFrom(...LISTING_STATUSES, null),
        fc.option(fc.constant('2025-01-01T00:00:00Z')),
        (status, listing_status, archived_at) => {
          const expected =
            status !== 'draft' && status !== null && listing_status === 'published' && !archived_at;
          expect(isPubliclyVisible({ status, listing_status, archived_at })).toBe(expected);
        },
      ),
    );
  });
});
