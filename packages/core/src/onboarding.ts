// The onboarding wizard's controls: the primary button label, the step counter and Back (spec section 2).

import { ONBOARDING_STEP_COUNT } from './domain';
import { MESSAGES } from './messages';

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
