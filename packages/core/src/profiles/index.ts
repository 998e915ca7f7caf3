// Investor profiles: templates, their audiences, specialties, the publish rule, and the US states they name.

export type { ProfileTemplate, PublishableProfile } from './investor-profiles';
export {
  INVESTOR_DIRECTORY_PAGE_SIZE,
  INVESTOR_SPECIALTIES,
  isProfileTemplate,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_TEMPLATE_AUDIENCES,
  PROFILE_TEMPLATE_DESCRIPTIONS,
  PROFILE_TEMPLATE_LABELS,
  PROFILE_TEMPLATES,
  validateProfilePublish,
} from './investor-profiles';
export {
  CONTACT_ACTIONS_TEXTS,
  INVESTORS_TEXTS,
  LISTER_TEXTS,
  memberSinceText,
  PROFILE_FORM_TEXTS,
  PROFILE_PAGE_TEXTS,
  PUBLIC_PROFILE_TEXTS,
  publishedListingsText,
} from './profile-texts';
export { isUsStateCode, US_STATE_CODES, US_STATE_CODES_BY_NAME, US_STATES } from './us-states';
