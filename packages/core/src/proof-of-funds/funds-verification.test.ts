import { describe, expect, it } from 'vitest';
import { buyerMatch } from '../buyers-list/buyer-match';
import {
  defaultFundsExpiry,
  fundsDecisionProblem,
  isAboveVerifiedFunds,
  verifiedFundsBadge,
  verifiedFundsLabel,
  verifiedFundsRefusal,
} from './funds-verification';
import { POF_TEXTS } from './funds-verification-texts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const funds = (amount: number, expiresAt: string) => ({ amount, expiresAt });

describe('verified funds badge', () => {
  it('shows up to the verified amount while current, and is gone once expires_at <= now', () => {
    const current = funds(250_000, '2026-11-27T12:00:00.001Z');
    expect(verifiedFundsBadge(current, NOW)).toEqual({ upTo: 250_000, expiresAt: current.expiresAt });
    expect(verifiedFundsLabel(verifiedFundsBadge(current, NOW)!)).toBe('Verified funds (up to $250,000)');
    expect(verifiedFundsBadge(funds(250_000, NOW.toISOString()), NOW)).toBeNull();
    expect(verifiedFundsBadge(funds(250_000, '2026-01-01T00:00:00.000Z'), NOW)).toBeNull();
    expect(verifiedFundsBadge(null, NOW)).toBeNull();
  });

  it('expires 90 days after the decision by default', () => {
    expect(defaultFundsExpiry(NOW)).toBe('2027-02-25T12:00:00.000Z');
  });

  it('marks an offer above the verified amount, never one without a badge', () => {
    const badge = verifiedFundsBadge(funds(100_000, '2027-01-01T00:00:00.000Z'), NOW);
    expect(isAboveVerifiedFunds(badge, 100_001)).toBe(true);
    expect(isAboveVerifiedFunds(badge, 100_000)).toBe(false);
    expect(isAboveVerifiedFunds(null, 5_000_000)).toBe(false);
  });
});

describe('offers on a listing that requires verified funds', () => {
  it('names what is missing: no verification, an expired one, or an amount above the verified $X', () => {
    expect(verifiedFundsRefusal(null, 100_000, NOW)).toMatchObject({
      code: 'verified_funds_required',
      reason: 'none',
      message: POF_TEXTS.requiredNone,
    });
    expect(verifiedFundsRefusal(funds(500_000, NOW.toISOString()), 100_000, NOW)).toMatchObject({
      reason: 'expired',
      message: POF_TEXTS.requiredExpired,
    });
    const above = verifiedFundsRefusal(funds(90_000, '2027-01-01T00:00:00.000Z'), 100_000, NOW);
    expect(above?.reason).toBe('amount_above');
    expect(above?.message).toContain('verified up to $90,000');
    expect(verifiedFundsRefusal(funds(100_000, '2027-01-01T00:00:00.000Z'), 100_000, NOW)).toBeNull();
  });
});

describe('review decisions', () => {
  it('needs a whole-dollar amount, a known source and a future expiry within a year to approve', () => {
    const ok = { decision: 'approve', amount: 200_000, source: 'bank_statement' } as const;
    expect(fundsDecisionProblem(ok, NOW)).toBeNull();
    expect(fundsDecisionProblem({ ...ok, amount: 10.5 }, NOW)).toBe(POF_TEXTS.amountInvalid);
    expect(fundsDecisionProblem({ ...ok, amount: 0 }, NOW)).toBe(POF_TEXTS.amountInvalid);
    expect(fundsDecisionProblem({ ...ok, source: 'cash_under_mattress' }, NOW)).toBe(POF_TEXTS.sourceInvalid);
    expect(fundsDecisionProblem({ ...ok, expiresAt: '2026-11-27T11:00:00.000Z' }, NOW)).toBe(
      POF_TEXTS.expiryPast,
    );
    expect(fundsDecisionProblem({ ...ok, expiresAt: '2028-06-01T00:00:00.000Z' }, NOW)).toBe(
      POF_TEXTS.expiryTooFar,
    );
    expect(fundsDecisionProblem({ ...ok, expiresAt: '2027-01-15T00:00:00.000Z' }, NOW)).toBeNull();
  });

  it('needs a reason to reject', () => {
    expect(fundsDecisionProblem({ decision: 'reject', reason: '  ' }, NOW)).toBe(POF_TEXTS.reasonRequired);
    expect(fundsDecisionProblem({ decision: 'reject', reason: 'x'.repeat(501) }, NOW)).toBe(
      POF_TEXTS.reasonTooLong,
    );
    expect(fundsDecisionProblem({ decision: 'reject', reason: 'Statement is a year old' }, NOW)).toBeNull();
  });
});

describe('buyers-list match score with verified funds', () => {
  const listing = { city: 'Dallas', state: 'TX', price: 150_000, propertyType: 'single_family' };
  const buyer = { markets: ['TX'], minPrice: null, maxPrice: null, propertyTypes: [] };

  it('counts verified funds covering the price as a fourth criterion', () => {
    const covered = buyerMatch({ ...buyer, verifiedFundsUpTo: 200_000 }, listing);
    expect(covered.score).toBe(100);
    expect(covered.criteria.at(-1)).toMatchObject({ criterion: 'verifiedFunds', met: true });
    const none = buyerMatch({ ...buyer, verifiedFundsUpTo: null }, listing);
    expect(none.score).toBe(75);
    expect(none.matches).toBe(true);
    expect(buyerMatch({ ...buyer, verifiedFundsUpTo: 100_000 }, listing).score).toBe(75);
  });

  it('scores as before for a buyer whose funds are unknown', () => {
    const match = buyerMatch(buyer, listing);
    expect(match.score).toBe(100);
    expect(match.criteria).toHaveLength(3);
  });
});
