import { describe, expect, it } from 'vitest';
import {
  GEOLOCATION_OPTIONS,
  IMAGE_MAX_BYTES,
  isListingStatus,
  isProfileTemplate,
  isPropertyType,
  isRole,
  LISTING_STATUSES,
  LOCATION_SEARCH,
  PROFILE_TEMPLATE_DESCRIPTIONS,
  PROFILE_TEMPLATE_LABELS,
  PROFILE_TEMPLATES,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  ROLES,
  SAVED_SEARCH_DEFAULTS,
} from './domain';

describe('domain enumerations', () => {
  it('lists the property types of the spec, each with its label', () => {
    expect(PROPERTY_TYPES).toEqual([
      'single_family',
      'multi_family',
      'condo',
      'townhouse',
      'land',
      'commercial',
      'mobile_home',
    ]);
    expect(PROPERTY_TYPES.map((type) => PROPERTY_TYPE_LABELS[type])).toEqual([
      'Single Family',
      'Multi Family',
      'Condo',
      'Townhouse',
      'Land',
      'Commercial',
      'Mobile Home',
    ]);
  });

  it('has the listing statuses with pending_review first, the property statuses and the roles', () => {
    expect(LISTING_STATUSES).toEqual([
      'pending_review',
      'published',
      'declined',
      'on_hold',
      'under_contract',
    ]);
    expect(PROPERTY_STATUSES).toEqual(['active', 'under_contract', 'sold']);
    expect(ROLES).toEqual(['admin', 'moderator']);
  });

  it('describes every profile template', () => {
    expect(PROFILE_TEMPLATES).toEqual(['attract_sellers', 'attract_buyers', 'attract_both']);
    for (const template of PROFILE_TEMPLATES) {
      expect(PROFILE_TEMPLATE_LABELS[template]).toMatch(/^Attract /);
      expect(PROFILE_TEMPLATE_DESCRIPTIONS[template].length).toBeGreaterThan(0);
    }
    expect(PROFILE_TEMPLATE_DESCRIPTIONS.attract_sellers).toMatch(/from sellers/);
    expect(PROFILE_TEMPLATE_DESCRIPTIONS.attract_buyers).toMatch(/wholesale .*to buyers/);
  });

  it('recognises members and rejects anything else', () => {
    expect(isPropertyType('condo')).toBe(true);
    expect(isPropertyType('castle')).toBe(false);
    expect(isListingStatus('on_hold')).toBe(true);
    expect(isListingStatus('active')).toBe(false);
    expect(isRole('admin')).toBe(true);
    expect(isRole('user')).toBe(false);
    expect(isProfileTemplate('attract_both')).toBe(true);
    expect(isProfileTemplate(undefined)).toBe(false);
  });
});

describe('business constants', () => {
  it('match docs/product (search, onboarding, privacy-and-location, saved-searches)', () => {
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(LOCATION_SEARCH).toEqual({ minLength: 2, debounceMs: 300, blurCloseMs: 200 });
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
    expect(SAVED_SEARCH_DEFAULTS).toEqual({ notify_email: true, notify_sms: false });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(LOCATION_SEARCH)).toBe(true);
    expect(Object.isFrozen(PROPERTY_TYPE_LABELS)).toBe(true);
  });
});
