// Investor profile rules: the publish requirement, what each template says, and the state codes.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../site/messages';
import {
  isProfileTemplate,
  PROFILE_TEMPLATE_AUDIENCES,
  PROFILE_TEMPLATE_DESCRIPTIONS,
  PROFILE_TEMPLATE_LABELS,
  PROFILE_TEMPLATES,
  validateProfilePublish,
} from './investor-profiles';
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

describe('profile templates', () => {
  it('describes every profile template', () => {
    expect(PROFILE_TEMPLATES).toEqual(['attract_sellers', 'attract_buyers', 'attract_both']);
    for (const template of PROFILE_TEMPLATES) {
      expect(PROFILE_TEMPLATE_LABELS[template]).toMatch(/^Attract /);
      expect(PROFILE_TEMPLATE_DESCRIPTIONS[template].length).toBeGreaterThan(0);
    }
    expect(PROFILE_TEMPLATE_DESCRIPTIONS.attract_sellers).toMatch(/from sellers/);
    expect(PROFILE_TEMPLATE_DESCRIPTIONS.attract_buyers).toMatch(/wholesale .*to buyers/);
  });

  it('recognises a template and rejects anything else', () => {
    expect(isProfileTemplate('attract_both')).toBe(true);
    expect(isProfileTemplate(undefined)).toBe(false);
  });
});
