import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingBadge } from './listing-badge';

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
