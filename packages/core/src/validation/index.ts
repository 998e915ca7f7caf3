// Form and text validation: uploads and onboarding steps, hidden characters, and the API's field errors.

export { apiFieldErrors } from './api-field-errors';
export { SINGLE_LINE_TEXT_FIELDS, TEXT_SAFETY_MESSAGES, textSafetyProblem } from './text-safety';
export type { ImageFileInfo, OnboardingFields } from './validation';
export { IMAGE_MAX_BYTES, validateImageFile, validateOnboardingStep } from './validation';
