import { describe, expect, it } from 'vitest';
import {
  isListingStatus,
  isPropertyType,
  LISTING_STATUSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
} from './listing-vocabulary';

describe('listing vocabulary', () => {
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

  it('has the listing statuses with pending_review first and the property statuses', () => {
    expect(LISTING_STATUSES).toEqual([
      'pending_review',
      'published',
      'declined',
      'on_hold',
      'under_contract',
    ]);
    expect(PROPERTY_STATUSES).toEqual(['active', 'under_contract', 'sold']);
  });

  it('recognises members and rejects anything else', () => {
    expect(isPropertyType('condo')).toBe(true);
    expect(isPropertyType('castle')).toBe(false);
    expect(isListingStatus('on_hold')).toBe(true);
    expect(isListingStatus('active')).toBe(false);
  });
});

describe('listing vocabulary labels', () => {
  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(PROPERTY_TYPE_LABELS)).toBe(true);
  });
});
