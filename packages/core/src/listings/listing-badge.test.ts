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

  it('shows Pending review and Declined as such, never Available', () => {
    expect(listingBadge('pending_review')).toEqual({ label: 'Pending review', tone: 'orange' });
    expect(listingBadge('declined')).toEqual({ label: 'Declined', tone: 'gray' });
  });

  it('shows a green Available badge for published and any unknown status', () => {
    for (const status of ['published', '', null, undefined]) {
      expect(listingBadge(status)).toEqual({ label: 'Available', tone: 'green' });
    }
    const named = ['under_contract', 'on_hold', 'pending_review', 'declined'];
    fc.assert(
      fc.property(
        fc.string().filter((s) => !named.includes(s)),
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

  it('shows Sold for a sold property, whatever its listing status (never Available)', () => {
    for (const listingStatus of ['published', 'on_hold', 'declined', 'under_contract']) {
      expect(propertyBadge({ listingStatus, status: 'sold' })).toEqual({ label: 'Sold', tone: 'gray' });
    }
  });

  it('shows Declined, not Available, for a declined listing that is still active', () => {
    expect(propertyBadge({ listingStatus: 'declined', status: 'active' }).label).toBe('Declined');
  });
});
