// Investor profiles: templates' audiences, specialties, the publish rule, and the US states they name.

export type { PublishableProfile } from './investor-profiles';
export {
  INVESTOR_DIRECTORY_PAGE_SIZE,
  INVESTOR_SPECIALTIES,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_TEMPLATE_AUDIENCES,
  validateProfilePublish,
} from './investor-profiles';
export { isUsStateCode, US_STATE_CODES, US_STATE_CODES_BY_NAME, US_STATES } from './us-states';
