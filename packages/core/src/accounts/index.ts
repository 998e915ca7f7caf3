// Accounts: the account forms' rules and texts, and the onboarding wizard.

export {
  ACCOUNT_MESSAGES,
  emailProblem,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './account-rules';
export { AUTH_FORM_TEXTS, AUTH_TEXTS } from './auth-texts';
export { MY_ACCOUNT_FIELD_TEXTS } from './my-account-texts';
export type { OnboardingStepInfo } from './onboarding';
export {
  isOnboardingBackDisabled,
  ONBOARDING_FINISH_PATH,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_TOASTS,
  ONBOARDING_STEPS,
  ONBOARDING_WELCOME_CHECKLIST,
  onboardingPrimaryLabel,
  onboardingStepCounter,
  onboardingStepSaves,
} from './onboarding';
export { ONBOARDING_TEXTS } from './onboarding-texts';
