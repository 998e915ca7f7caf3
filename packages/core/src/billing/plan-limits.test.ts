import { describe, expect, it } from 'vitest';
import {
  dailyQuotaText,
  PLAN_IDS,
  PLAN_QUOTAS,
  planIdOf,
  planLifting,
  planLimitMessage,
  QUOTA_RESOURCES,
  quotaExceededMessage,
  quotaUsageText,
} from './plan-limits';

describe('PLAN_QUOTAS', () => {
  it("keeps /pricing's promise: Free has 3 saved searches, Pro and Team unlimited", () => {
    expect(PLAN_QUOTAS.free.savedSearches.total).toBe(3);
    expect(PLAN_QUOTAS.pro.savedSearches.total).toBeNull();
    expect(PLAN_QUOTAS.team.savedSearches.total).toBeNull();
  });

  it('never gives a dearer plan less, and has a daily quota for every resource', () => {
    for (const resource of QUOTA_RESOURCES) {
      for (let i = 1; i < PLAN_IDS.length; i++) {
        const cheaper = PLAN_QUOTAS[PLAN_IDS[i - 1]!][resource];
        const dearer = PLAN_QUOTAS[PLAN_IDS[i]!][resource];
        expect(dearer.perDay, resource).toBeGreaterThanOrEqual(cheaper.perDay);
        if (dearer.total !== null) expect(dearer.total, resource).toBeGreaterThanOrEqual(cheaper.total ?? 0);
        expect(dearer.perDay).toBeGreaterThan(0);
      }
    }
  });
});

describe('texts', () => {
  it('names the limit, the plan and the plan that lifts it', () => {
    expect(planLimitMessage('free', 'savedSearches')).toBe(
      'The Free plan allows 3 saved searches; delete one to add another. Pro lifts the limit.',
    );
    expect(planLimitMessage('pro', 'embedKeys')).toBe(
      'The Pro plan allows 20 embed keys; delete one to add another. Team allows 50 embed keys.',
    );
    expect(planLimitMessage('team', 'businessCards')).toBe(
      'The Team plan allows 20 business cards; delete one to add another.',
    );
    expect(quotaExceededMessage('free', 'listings')).toBe(
      'The Free plan allows 100 listings a day; try again tomorrow. Pro allows 300 a day.',
    );
    expect(quotaExceededMessage('team', 'offers')).toBe(
      'The Team plan allows 500 offers a day; try again tomorrow.',
    );
  });

  it('shows the remaining count where a limited thing is created', () => {
    expect(quotaUsageText('free', 'savedSearches', 2)).toBe(
      '2 of 3 saved searches used. Pro lifts the limit.',
    );
    expect(quotaUsageText('free', 'savedSearches', 5)).toBe(
      '3 of 3 saved searches used. Pro lifts the limit.',
    );
    expect(quotaUsageText('pro', 'savedSearches', 9)).toBeNull();
  });

  it("shows the day's quota only when it is close: a tenth of it left, or 3", () => {
    expect(dailyQuotaText('free', 'listings', 89)).toBeNull();
    expect(dailyQuotaText('free', 'listings', 90)).toBe(
      '10 more listings today: the Free plan allows 100 a day. Pro allows 300 a day.',
    );
    expect(dailyQuotaText('free', 'offers', 49)).toBe(
      '1 more offer today: the Free plan allows 50 a day. Pro allows 200 a day.',
    );
    expect(dailyQuotaText('team', 'offers', 600)).toBe(
      'No more offers today: the Team plan allows 500 a day.',
    );
    expect(dailyQuotaText('free', 'businessCards', 16)).toBeNull();
    expect(dailyQuotaText('free', 'businessCards', 17)).toBe(
      '3 more business cards today: the Free plan allows 20 a day. Pro allows 40 a day.',
    );
    expect(dailyQuotaText('free', 'embedKeys', 0)).toBeNull();
  });

  it('reads an unknown plan as Free and finds no plan above the top one', () => {
    expect(planIdOf('enterprise')).toBe('free');
    expect(planIdOf(null)).toBe('free');
    expect(planLifting('free', 'savedSearches', 'total')).toBe('pro');
    expect(planLifting('team', 'listings', 'perDay')).toBeNull();
    expect(planLifting('pro', 'savedSearches', 'total')).toBeNull();
  });
});
