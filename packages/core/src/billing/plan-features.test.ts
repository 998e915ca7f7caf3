import { describe, expect, it } from 'vitest';
import {
  PLAN_FEATURE_IDS,
  PLAN_FEATURE_TEXTS,
  PLAN_FEATURES,
  planFeatureMessage,
  planHasFeature,
  planWithFeature,
} from './plan-features';
import { PLAN_IDS } from './plan-limits';

describe('PLAN_FEATURES', () => {
  it("keeps /pricing's promise: the buyers list tools and embeddable widgets are Pro's, and Team has all of Pro", () => {
    expect(PLAN_FEATURES.free).toEqual([]);
    expect(PLAN_FEATURES.pro).toEqual(['buyersList', 'embedWidgets']);
    for (const feature of PLAN_FEATURE_IDS) {
      expect(planWithFeature(feature)).toBe('pro');
      // A dearer plan never loses a feature.
      for (let i = PLAN_IDS.indexOf('pro'); i < PLAN_IDS.length; i++) {
        expect(planHasFeature(PLAN_IDS[i], feature)).toBe(true);
      }
    }
  });

  it('reads an unknown or missing plan as Free', () => {
    expect(planHasFeature(undefined, 'buyersList')).toBe(false);
    expect(planHasFeature('enterprise', 'embedWidgets')).toBe(false);
  });
});

describe('texts', () => {
  it('names the feature and the plan that has it', () => {
    expect(planFeatureMessage('free', 'buyersList')).toBe(
      'Buyers list CSV import and deal emails come with the Pro plan; you are on Free.',
    );
    expect(planFeatureMessage(null, 'embedWidgets')).toBe(
      'Embeddable widgets on your own site come with the Pro plan; you are on Free.',
    );
    expect(PLAN_FEATURE_TEXTS.noticeTitle('embedWidgets')).toBe('A Pro feature');
    expect(PLAN_FEATURE_TEXTS.noticeBody('buyersList')).toBe(
      'Buyers list CSV import and deal emails come with the Pro plan.',
    );
  });
});
