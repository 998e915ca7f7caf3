import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingBadge, propertyBadge } from './listing-badge';

describe('listingBadge', () => {
  it('shows a red Under Contract badge for under_contract', () => {
    expect(listingBadge('under_contract')).toEqual({ label: 'Under Contract', tone: 'red' });
  });

  it('shows an orange On Hold badge for on_hold', () => {
    expect(listingBadge('on_hold')).toEqual({ label: 'On Hold', tone: 'orange' });
  });

  it('shows a green Available badge for every other status', () => {
    for (const status of ['published', 'pending_review', 'declined', '', null, undefined]) {
      expect(listingBadge(status)).toEqual({ label: 'Available', tone: 'green' });
    }
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== 'under_contract' && s !== 'on_hold'),
        (status) => listingBadge(status).label === 'Available',
      ),
    );
  });
});

describe('propertyBadge', () => {
  it('follows the listing status', () => {
    expect(propertyBadge({ listingStatus: 'on_hold', status: 'active' })).toEqual({
      label: 'On Hold',
      tone: 'orange',
    });
    expect(propertyBadge({ listingStatus: 'published', status: 'active' }).label).toBe('Available');
    expect(propertyBadge({ listingStatus: 'under_contract' }).tone).toBe('red');
  });

  it('shows Under Contract when the property itself is under contract', () => {
    expect(propertyBadge({ listingStatus: 'published', status: 'under_contract' })).toEqual({
      label: 'Under Contract',
      tone: 'red',
    });
    expect(propertyBadge({ listingStatus: 'on_hold', status: 'under_contract' }).label).toBe(
      'Under Contract',
    );
  });
});
