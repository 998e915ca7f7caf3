import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFER_ACTIONS, OFFER_STATUSES, type OfferAction, type OfferStatus } from './deal-flow';
import {
  effectiveOfferStatus,
  isOfferExpired,
  nextOfferStatus,
  OFFER_MESSAGES,
  type OfferActor,
  offerActionsFor,
  offerRefusal,
} from './offer-rules';

/** The legal moves, written out once: everything else is illegal. */
const LEGAL: Record<string, OfferStatus> = {
  'pending/accept/seller': 'accepted',
  'pending/reject/seller': 'rejected',
  'pending/counter/seller': 'countered',
  'pending/withdraw/buyer': 'withdrawn',
  'countered/accept/buyer': 'accepted',
  'countered/reject/buyer': 'rejected',
  'countered/withdraw/buyer': 'withdrawn',
  'backup/promote/seller': 'accepted',
  'backup/reject/seller': 'rejected',
  'backup/withdraw/buyer': 'withdrawn',
};
const ACTORS: OfferActor[] = ['buyer', 'seller'];
const NOW = new Date('2026-11-23T12:00:00.000Z');
const LATER = '2026-11-26T12:00:00.000Z';
const offer = (status: OfferStatus, expiresAt = LATER) => ({
  status,
  expiresAt,
  buyerId: 'b',
  sellerId: 's',
});

describe('nextOfferStatus', () => {
  for (const status of OFFER_STATUSES) {
    for (const action of OFFER_ACTIONS) {
      for (const actor of ACTORS) {
        const expected = LEGAL[`${status}/${action}/${actor}`] ?? null;
        it(`${actor} ${action} on ${status} -> ${expected ?? 'illegal'}`, () => {
          expect(nextOfferStatus(status, action, actor)).toBe(expected);
          if (expected === null) expect(offerRefusal(status, action, actor).length).toBeGreaterThan(0);
        });
      }
    }
  }
});

describe('offerRefusal', () => {
  it('names the closed state the offer is in', () => {
    expect(offerRefusal('accepted', 'accept', 'seller')).toBe('This offer was already accepted.');
    expect(offerRefusal('expired', 'withdraw', 'buyer')).toBe('This offer has expired.');
    expect(offerRefusal('declined', 'accept', 'seller')).toBe(OFFER_MESSAGES.declined);
    expect(offerRefusal('withdrawn', 'reject', 'seller')).toBe(OFFER_MESSAGES.withdrawn);
    expect(offerRefusal('rejected', 'withdraw', 'buyer')).toBe(OFFER_MESSAGES.rejected);
  });
  it('says whose turn it is on open offers', () => {
    expect(offerRefusal('pending', 'accept', 'buyer')).toBe(OFFER_MESSAGES.awaitingSeller);
    expect(offerRefusal('pending', 'counter', 'buyer')).toBe(OFFER_MESSAGES.onlySellerCounters);
    expect(offerRefusal('countered', 'accept', 'seller')).toBe(OFFER_MESSAGES.awaitingBuyer);
    expect(offerRefusal('countered', 'counter', 'seller')).toBe(OFFER_MESSAGES.awaitingBuyer);
    expect(offerRefusal('pending', 'withdraw', 'seller')).toBe(OFFER_MESSAGES.onlyBuyerWithdraws);
  });
  it('says who may move a backup', () => {
    expect(offerRefusal('backup', 'promote', 'buyer')).toBe(OFFER_MESSAGES.onlySellerPromotes);
    expect(offerRefusal('pending', 'promote', 'seller')).toBe(OFFER_MESSAGES.notABackup);
    expect(offerRefusal('backup', 'accept', 'seller')).toBe(OFFER_MESSAGES.onlyBuyerWithdraws);
    expect(offerRefusal('backup', 'accept', 'buyer')).toBe(OFFER_MESSAGES.awaitingSeller);
    expect(offerRefusal('backup', 'withdraw', 'seller')).toBe(OFFER_MESSAGES.onlyBuyerWithdraws);
  });
});

describe('expiry', () => {
  it('expires open offers at expiresAt, never closed ones', () => {
    expect(isOfferExpired(offer('pending', NOW.toISOString()), NOW)).toBe(true);
    expect(isOfferExpired(offer('countered', '2026-11-23T11:59:59.999Z'), NOW)).toBe(true);
    expect(isOfferExpired(offer('pending'), NOW)).toBe(false);
    expect(isOfferExpired(offer('accepted', '2020-01-01T00:00:00.000Z'), NOW)).toBe(false);
    expect(effectiveOfferStatus(offer('pending', '2020-01-01T00:00:00.000Z'), NOW)).toBe('expired');
    expect(effectiveOfferStatus(offer('rejected', '2020-01-01T00:00:00.000Z'), NOW)).toBe('rejected');
  });
  it('never expires a backup, however old its expiry', () => {
    expect(isOfferExpired(offer('backup', '2020-01-01T00:00:00.000Z'), NOW)).toBe(false);
    expect(effectiveOfferStatus(offer('backup', '2020-01-01T00:00:00.000Z'), NOW)).toBe('backup');
  });
});

describe('offerActionsFor', () => {
  it('gives each party its moves and strangers and admins none', () => {
    const buyer = { userId: 'b', isAdmin: false };
    const seller = { userId: 's', isAdmin: false };
    expect(offerActionsFor(offer('pending'), seller, NOW)).toEqual(['accept', 'reject', 'counter']);
    expect(offerActionsFor(offer('pending'), buyer, NOW)).toEqual(['withdraw']);
    expect(offerActionsFor(offer('countered'), buyer, NOW)).toEqual(['accept', 'reject', 'withdraw']);
    expect(offerActionsFor(offer('countered'), seller, NOW)).toEqual([]);
    expect(offerActionsFor(offer('pending'), { userId: 'x', isAdmin: true }, NOW)).toEqual([]);
    expect(offerActionsFor(offer('pending'), { userId: 'x', isAdmin: false }, NOW)).toEqual([]);
    expect(offerActionsFor(offer('pending', '2020-01-01T00:00:00.000Z'), seller, NOW)).toEqual([]);
    expect(offerActionsFor(offer('backup'), seller, NOW)).toEqual(['reject', 'promote']);
    expect(offerActionsFor(offer('backup'), buyer, NOW)).toEqual(['withdraw']);
    expect(offerActionsFor(offer('backup', '2020-01-01T00:00:00.000Z'), seller, NOW)).toEqual([
      'reject',
      'promote',
    ]);
  });

  it('offers promotion only while the listing can take a contract', () => {
    const seller = { userId: 's', isAdmin: false };
    expect(offerActionsFor(offer('backup'), seller, NOW, false)).toEqual(['reject']);
    expect(offerActionsFor(offer('pending'), seller, NOW, false)).toEqual(['accept', 'reject', 'counter']);
  });

  it('lists exactly the actions nextOfferStatus allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OFFER_STATUSES),
        fc.constantFrom<OfferActor>(...ACTORS),
        (status, actor) => {
          const viewer = { userId: actor === 'buyer' ? 'b' : 's', isAdmin: false };
          const allowed = offerActionsFor(offer(status), viewer, NOW);
          for (const action of OFFER_ACTIONS as readonly OfferAction[]) {
            expect(allowed.includes(action)).toBe(nextOfferStatus(status, action, actor) !== null);
          }
        },
      ),
    );
  });
});
