// The onboarding wizard's controls: the primary button label, the step counter and Back (docs/product/onboarding.md).

import { MESSAGES } from '../site/messages';

/** Steps of the onboarding wizard (0 to 5). */
export const ONBOARDING_STEP_COUNT = 6;

/** Where finishing the wizard navigates. */
export const ONBOARDING_FINISH_PATH = '/dashboard';

/**
 * Label of the primary button: "Saving..." while busy, "Let's Get Started" on step 0, "Finish! Go to the product"
 * on the last step (5), "Save & Continue" on steps 1 to 4.
 */
export function onboardingPrimaryLabel(step: number, busy = false): string {
  if (busy) return MESSAGES.onboardingSaving;
  if (step <= 0) return MESSAGES.onboardingStart;
  if (step >= ONBOARDING_STEP_COUNT - 1) return MESSAGES.onboardingFinish;
  return MESSAGES.onboardingSaveAndContinue;
}

/** The "n of N" counter for a zero-based step: step 0 is "1 of 6". */
export function onboardingStepCounter(step: number): string {
  const shown = Math.min(ONBOARDING_STEP_COUNT, Math.max(1, Math.floor(step) + 1));
  return `${shown} of ${ONBOARDING_STEP_COUNT}`;
}

/** Whether Back is disabled: only on step 0. */
export function isOnboardingBackDisabled(step: number): boolean {
  return step <= 0;
}

/** Whether a step must save successfully before the wizard advances: steps 1 to 4. */
export function onboardingStepSaves(step: number): boolean {
  return step >= 1 && step <= 4;
}

/** What each onboarding step is for: its key, title and one-line description (the words are ours). */
export interface OnboardingStepInfo {
  readonly key: 'welcome' | 'account' | 'saved-search' | 'business-card' | 'profile' | 'done';
  readonly title: string;
  readonly description: string;
}

/** The six steps in order: welcome, account, saved search, business card, profile, done (docs/product/onboarding.md). */
export const ONBOARDING_STEPS: readonly OnboardingStepInfo[] = Object.freeze([
  {
    key: 'welcome',
    title: 'Welcome to DealLoop!',
    description: `Let's set up your account. ${MESSAGES.onboardingDuration}.`,
  },
  { key: 'account', title: 'Account info', description: 'Tell buyers and sellers who you are.' },
  {
    key: 'saved-search',
    title: 'Your first saved search',
    description: "We'll alert you when matching properties are listed.",
  },
  {
    key: 'business-card',
    title: 'Your business card',
    description: 'A digital card to share with your network.',
  },
  { key: 'profile', title: 'Your public profile', description: 'Show investors what you do.' },
  {
    key: 'done',
    title: "You're all set!",
    description: 'Your account is ready. Time to find your next deal.',
  },
]);

/** The checklist of the welcome step: what the next steps set up. */
export const ONBOARDING_WELCOME_CHECKLIST: readonly string[] = Object.freeze([
  'Complete your account info',
  'Create your first saved search',
  'Create your business card',
  'Publish your public profile',
]);

/** The success and failure toasts of the saving steps 1 to 4 (docs/product/onboarding.md). */
export const ONBOARDING_STEP_TOASTS: Readonly<Record<1 | 2 | 3 | 4, { success: string; failure: string }>> =
  Object.freeze({
    1: { success: MESSAGES.accountSaved, failure: MESSAGES.saveAccountFailed },
    2: { success: MESSAGES.savedSearchCreated, failure: MESSAGES.createSavedSearchFailed },
    3: { success: MESSAGES.businessCardCreated, failure: MESSAGES.createBusinessCardFailed },
    4: { success: MESSAGES.profileCreated, failure: MESSAGES.createProfileFailed },
  });
