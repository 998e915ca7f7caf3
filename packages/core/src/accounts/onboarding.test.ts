import { describe, expect, it } from 'vitest';
import {
  isOnboardingBackDisabled,
  onboardingPrimaryLabel,
  onboardingStepCounter,
  onboardingStepSaves,
} from './onboarding';

describe('onboarding controls', () => {
  it('labels the primary button by step', () => {
    expect([0, 1, 2, 3, 4, 5].map((step) => onboardingPrimaryLabel(step))).toEqual([
      "Let's Get Started",
      'Save & Continue',
      'Save & Continue',
      'Save & Continue',
      'Save & Continue',
      'Finish! Go to the product',
    ]);
    expect(onboardingPrimaryLabel(2, true)).toBe('Saving...');
  });

  it('counts steps as "n of 6"', () => {
    expect(onboardingStepCounter(0)).toBe('1 of 6');
    expect(onboardingStepCounter(5)).toBe('6 of 6');
  });

  it('disables Back only on step 0 and saves on steps 1 to 4', () => {
    expect(isOnboardingBackDisabled(0)).toBe(true);
    expect(isOnboardingBackDisabled(1)).toBe(false);
    expect([0, 1, 2, 3, 4, 5].filter(onboardingStepSaves)).toEqual([1, 2, 3, 4]);
  });
});

describe('onboarding steps', () => {
  it('has one entry per step, and the spec toasts for the saving steps', async () => {
    const { ONBOARDING_STEPS, ONBOARDING_STEP_TOASTS } = await import('./onboarding');
    expect(ONBOARDING_STEPS.map((step) => step.key)).toEqual([
      'welcome',
      'account',
      'saved-search',
      'business-card',
      'profile',
      'done',
    ]);
    expect(ONBOARDING_STEPS[0]!.description).toContain('About 2-3 minutes');
    expect(ONBOARDING_STEP_TOASTS[1]).toEqual({
      success: 'Account information saved!',
      failure: 'Failed to save account information',
    });
    expect(ONBOARDING_STEP_TOASTS[4].success).toBe('Profile created! Your public profile is now live.');
  });
});
