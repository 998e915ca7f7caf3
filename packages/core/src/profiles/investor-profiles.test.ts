// Investor profile rules: the publish requirement, what each template says, and the state codes.
import { describe, expect, it } from 'vitest';
import { PROFILE_TEMPLATES } from '../listings/domain';
import { MESSAGES } from '../site/messages';
import { PROFILE_TEMPLATE_AUDIENCES, validateProfilePublish } from './investor-profiles';
import { isUsStateCode, US_STATE_CODES } from './us-states';

describe('validateProfilePublish', () => {
  it('needs full name, bio and profile type, blank counting as missing', () => {
    const full = { full_name: 'Jane', bio: 'Buys houses.', profile_template: 'attract_sellers' };
    expect(validateProfilePublish(full)).toBeNull();
    for (const key of ['full_name', 'bio', 'profile_template'] as const) {
      expect(validateProfilePublish({ ...full, [key]: '  ' })).toBe(MESSAGES.fillAllRequired);
      expect(validateProfilePublish({ ...full, [key]: null })).toBe(MESSAGES.fillAllRequired);
    }
  });
});

describe('PROFILE_TEMPLATE_AUDIENCES', () => {
  it('says whom each template deals with; both means both', () => {
    expect(Object.keys(PROFILE_TEMPLATE_AUDIENCES).sort()).toEqual([...PROFILE_TEMPLATES].sort());
    expect(PROFILE_TEMPLATE_AUDIENCES.attract_both).toEqual([
      ...PROFILE_TEMPLATE_AUDIENCES.attract_sellers,
      ...PROFILE_TEMPLATE_AUDIENCES.attract_buyers,
    ]);
  });
});

describe('US states', () => {
  it('has the 50 states and DC, upper-case codes only', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(isUsStateCode('TX')).toBe(true);
    expect(isUsStateCode('tx')).toBe(false);
    expect(isUsStateCode('ZZ')).toBe(false);
    expect(isUsStateCode('toString')).toBe(false);
  });
});
