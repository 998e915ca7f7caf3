import { describe, expect, it } from 'vitest';
import {
  isAvailableDeal,
  LISTING_ACTORS,
  LISTING_LIFECYCLE_MESSAGES,
  LISTING_MOVES,
  type ListingActor,
  type ListingLifecycleState,
  type ListingMove,
  listingMovesFor,
  nextListingState,
  ownerMoveToStatus,
} from './listing-lifecycle';
import {
  LISTING_STATUSES,
  type ListingStatus,
  PROPERTY_STATUSES,
  type PropertyStatus,
} from './listing-vocabulary';

const STAFF: ListingActor[] = ['moderator', 'admin'];
const OWNERS: ListingActor[] = ['owner', 'admin'];
const ANY_REVIEW = LISTING_STATUSES;
const ANY_DEAL = PROPERTY_STATUSES;
const NOT: <T>(all: readonly T[], ...out: T[]) => T[] = (all, ...out) => all.filter((v) => !out.includes(v));

/**
 * The legal moves, as a table: who may make the move, from which review and deal states, whether a live contract
 * may hold the listing, and what it sets. Every (state, move, actor) outside this table is refused.
 */
const TABLE: Record<
  ListingMove,
  {
    actors: ListingActor[];
    review: readonly ListingStatus[];
    deal: readonly PropertyStatus[];
    live: 'any' | 'none';
    sets: { listingStatus?: ListingStatus; status?: PropertyStatus; archived?: true };
  }
> = {
  resubmit: {
    actors: OWNERS,
    review: ['declined'],
    deal: ANY_DEAL,
    live: 'any',
    sets: { listingStatus: 'pending_review' },
  },
  approve: {
    actors: STAFF,
    review: NOT(ANY_REVIEW, 'published'),
    deal: ANY_DEAL,
    live: 'any',
    sets: { listingStatus: 'published' },
  },
  decline: {
    actors: STAFF,
    review: NOT(ANY_REVIEW, 'declined'),
    deal: ANY_DEAL,
    live: 'any',
    sets: { listingStatus: 'declined' },
  },
  hide: {
    actors: STAFF,
    review: NOT(ANY_REVIEW, 'declined'),
    deal: ANY_DEAL,
    live: 'any',
    sets: { listingStatus: 'declined' },
  },
  hold: {
    actors: STAFF,
    review: NOT(ANY_REVIEW, 'on_hold'),
    deal: ['active'],
    live: 'none',
    sets: { listingStatus: 'on_hold' },
  },
  release_hold: {
    actors: STAFF,
    review: ['on_hold'],
    deal: ANY_DEAL,
    live: 'any',
    sets: { listingStatus: 'published' },
  },
  unhide: {
    actors: STAFF,
    review: ['declined'],
    deal: ANY_DEAL,
    live: 'any',
    sets: { listingStatus: 'published' },
  },
  mark_under_contract: {
    actors: OWNERS,
    review: ANY_REVIEW,
    deal: ['active'],
    live: 'none',
    sets: { status: 'under_contract' },
  },
  mark_sold: {
    actors: OWNERS,
    review: ANY_REVIEW,
    deal: ['active', 'under_contract'],
    live: 'none',
    sets: { status: 'sold' },
  },
  back_to_market: {
    actors: OWNERS,
    review: ANY_REVIEW,
    deal: ['under_contract'],
    live: 'none',
    sets: { status: 'active' },
  },
  contract_created: {
    actors: ['system'],
    review: ANY_REVIEW,
    deal: ['active'],
    live: 'none',
    sets: { status: 'under_contract' },
  },
  contract_cancelled: {
    actors: ['system'],
    review: ANY_REVIEW,
    deal: ['under_contract'],
    live: 'any',
    sets: { status: 'active' },
  },
  contract_completed: {
    actors: ['system'],
    review: ANY_REVIEW,
    deal: ['under_contract'],
    live: 'any',
    sets: { status: 'sold' },
  },
  archive: {
    actors: ['owner', 'admin', 'system'],
    review: ANY_REVIEW,
    deal: ANY_DEAL,
    live: 'none',
    sets: { archived: true },
  },
};

describe('nextListingState', () => {
  for (const listingStatus of LISTING_STATUSES) {
    for (const status of PROPERTY_STATUSES) {
      for (const archived of [false, true]) {
        for (const liveContract of [false, true]) {
          const state: ListingLifecycleState = { listingStatus, status, archived, liveContract };
          const name = `${listingStatus}+${status}${archived ? '+archived' : ''}${liveContract ? '+live' : ''}`;
          it(`answers every move by every actor from ${name} as the table says`, () => {
            for (const move of LISTING_MOVES) {
              for (const actor of LISTING_ACTORS) {
                const row = TABLE[move];
                const liveOk =
                  row.live === 'any' || !liveContract || (move === 'archive' && actor === 'system');
                const legal =
                  row.actors.includes(actor) &&
                  !archived &&
                  row.review.includes(listingStatus) &&
                  row.deal.includes(status) &&
                  liveOk;
                const label = `${name} / ${move} / ${actor}`;
                const result = nextListingState(state, move, actor);
                if (legal) {
                  expect(result, label).toEqual({
                    ok: true,
                    next: { listingStatus, status, archived: false, ...row.sets },
                  });
                  continue;
                }
                expect(result.ok, label).toBe(false);
                if (result.ok) continue;
                expect(result.message.length, label).toBeGreaterThan(0);
                const code = !row.actors.includes(actor)
                  ? 'move_not_allowed'
                  : archived
                    ? 'listing_archived'
                    : 'illegal_transition';
                expect(result.code, label).toBe(code);
              }
            }
          });
        }
      }
    }
  }
});

describe('refusal texts', () => {
  const live: ListingLifecycleState = {
    listingStatus: 'published',
    status: 'under_contract',
    archived: false,
    liveContract: true,
  };
  it('tells an owner a live contract decides, and that a sold listing stays sold', () => {
    expect(nextListingState(live, 'back_to_market', 'owner')).toMatchObject({
      message: LISTING_LIFECYCLE_MESSAGES.liveContract,
    });
    expect(
      nextListingState({ ...live, status: 'sold', liveContract: false }, 'back_to_market', 'owner'),
    ).toMatchObject({ message: LISTING_LIFECYCLE_MESSAGES.sold });
    expect(
      nextListingState({ ...live, status: 'sold', liveContract: false }, 'contract_created', 'system'),
    ).toMatchObject({
      message: LISTING_LIFECYCLE_MESSAGES.sold,
    });
  });
});

describe('ownerMoveToStatus', () => {
  it('names the move of each status change, none for the same status', () => {
    expect(ownerMoveToStatus('active', 'active')).toBeNull();
    expect(ownerMoveToStatus('active', 'sold')).toBe('mark_sold');
    expect(ownerMoveToStatus('active', 'under_contract')).toBe('mark_under_contract');
    expect(ownerMoveToStatus('sold', 'active')).toBe('back_to_market');
  });
});

describe('listingMovesFor', () => {
  it('lists what the owner of a declined, available listing can do', () => {
    expect(
      listingMovesFor(
        { listingStatus: 'declined', status: 'active', archived: false, liveContract: false },
        'owner',
      ),
    ).toEqual(['resubmit', 'mark_under_contract', 'mark_sold', 'archive']);
  });
});

describe('isAvailableDeal', () => {
  it('is only a published, active, unarchived listing', () => {
    expect(isAvailableDeal({ listingStatus: 'published', status: 'active' })).toBe(true);
    expect(isAvailableDeal({ listingStatus: 'published', status: 'sold' })).toBe(false);
    expect(isAvailableDeal({ listingStatus: 'published', status: 'under_contract' })).toBe(false);
    expect(isAvailableDeal({ listingStatus: 'declined', status: 'active' })).toBe(false);
    expect(isAvailableDeal({ listingStatus: 'published', status: 'active', archived: true })).toBe(false);
  });
});
