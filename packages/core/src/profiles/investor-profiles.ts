// Public investor profiles: what a profile template tells a visitor, the specialties offered as suggestions, and
// the rule for publishing (the spec's step-4 requirements hold for every publish).
import { MESSAGES } from '../site/messages';

/** Public profile templates: what the profile owner wants to attract. */
export const PROFILE_TEMPLATES = ['attract_sellers', 'attract_buyers', 'attract_both'] as const;

/** One of {@link PROFILE_TEMPLATES}. */
export type ProfileTemplate = (typeof PROFILE_TEMPLATES)[number];

/** Short label of each profile template. */
export const PROFILE_TEMPLATE_LABELS: Readonly<Record<ProfileTemplate, string>> = Object.freeze({
  attract_sellers: 'Attract Sellers',
  attract_buyers: 'Attract Buyers',
  attract_both: 'Attract Both',
});

/** One-sentence description of each profile template (docs/product/profiles.md). */
export const PROFILE_TEMPLATE_DESCRIPTIONS: Readonly<Record<ProfileTemplate, string>> = Object.freeze({
  attract_sellers: 'I buy properties from sellers.',
  attract_buyers: 'I sell or wholesale properties to buyers.',
  attract_both: 'I buy from sellers and sell or wholesale to buyers.',
});

/** Whether a value is one of {@link PROFILE_TEMPLATES}. */
export function isProfileTemplate(value: unknown): value is ProfileTemplate {
  return (PROFILE_TEMPLATES as readonly unknown[]).includes(value);
}

/** Who a profile template says its owner deals with, shown as badges on the public page (docs/product/profiles.md). */
export const PROFILE_TEMPLATE_AUDIENCES: Readonly<Record<ProfileTemplate, readonly string[]>> = Object.freeze(
  {
    attract_sellers: ['Buys from sellers'],
    attract_buyers: ['Sells to buyers'],
    attract_both: ['Buys from sellers', 'Sells to buyers'],
  },
);

/** Specialties suggested in the profile form and the investor directory (the field itself is free text). */
export const INVESTOR_SPECIALTIES: readonly string[] = Object.freeze([
  'Wholesaling',
  'Fix and flip',
  'Buy and hold',
  'BRRRR',
  'Creative financing',
  'Multifamily',
  'Land',
  'Commercial',
  'New construction',
]);

/** Published profiles shown per page of the investor directory. */
export const INVESTOR_DIRECTORY_PAGE_SIZE = 12;

/** Longest bio accepted. */
export const PROFILE_BIO_MAX_LENGTH = 2000;

/** What publishing needs, named as stored. */
export interface PublishableProfile {
  readonly full_name?: string | null;
  readonly bio?: string | null;
  readonly profile_template?: string | null;
}

const filled = (value: string | null | undefined): boolean => (value?.trim().length ?? 0) > 0;

/**
 * Null when a profile may be published (full name, bio and profile type filled, as step 4 requires), otherwise
 * the spec's message "Please fill in all required fields".
 */
export function validateProfilePublish(profile: PublishableProfile): string | null {
  return filled(profile.full_name) && filled(profile.bio) && filled(profile.profile_template)
    ? null
    : MESSAGES.fillAllRequired;
}
