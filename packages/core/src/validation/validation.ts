// Form validation of uploads and onboarding steps, with their messages (rule: docs/product/onboarding.md).

import { MESSAGES } from '../site/messages';

/** Largest accepted logo / profile image upload: images must be under 5MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** What an upload check needs to know about a file (a browser File satisfies it). */
export interface ImageFileInfo {
  readonly type: string;
  readonly size: number;
}

/**
 * Checks a logo or profile image: null when it is an image (MIME type starting with "image/") under 5MB;
 * otherwise the message to show: a non-image gets "Please choose an image file...", an image of 5MB or more
 * gets "Image must be less than 5MB".
 */
export function validateImageFile(file: ImageFileInfo): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return MESSAGES.imageNotAnImage;
  if (!(file.size < IMAGE_MAX_BYTES)) return MESSAGES.imageTooLarge;
  return null;
}

/** Form fields of the onboarding steps, named as stored; steps check only the ones they need. */
export interface OnboardingFields {
  /** Steps 1, 3 and 4. */
  readonly full_name?: string | null;
  /** Steps 1 and 3. */
  readonly email?: string | null;
  /** Step 2: the saved search name. */
  readonly name?: string | null;
  /** Step 2: the saved search location. */
  readonly location?: string | null;
  /** Step 4. */
  readonly bio?: string | null;
  /** Step 4: the profile type. */
  readonly profile_template?: string | null;
}

const filled = (value: string | null | undefined): boolean => (value?.trim().length ?? 0) > 0;

/**
 * Checks the required fields of an onboarding step (blank counts as missing) and returns null or the message:
 * steps 1 and 3 need full name and email ("Please fill in your name and email"), step 2 a search name and location
 * ("Please fill in search name and location"), step 4 full name, bio and profile type ("Please fill in all
 * required fields"). Steps 0 and 5 have no fields.
 */
export function validateOnboardingStep(step: number, fields: OnboardingFields): string | null {
  switch (step) {
    case 1:
    case 3:
      return filled(fields.full_name) && filled(fields.email) ? null : MESSAGES.fillNameAndEmail;
    case 2:
      return filled(fields.name) && filled(fields.location) ? null : MESSAGES.fillSearchNameAndLocation;
    case 4:
      return filled(fields.full_name) && filled(fields.bio) && filled(fields.profile_template)
        ? null
        : MESSAGES.fillAllRequired;
    default:
      return null;
  }
}
