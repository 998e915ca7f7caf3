import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../site/messages';
import { IMAGE_MAX_BYTES, validateImageFile, validateOnboardingStep } from './validation';

describe('validateImageFile', () => {
  it('accepts images under 5MB', () => {
    expect(validateImageFile({ type: 'image/png', size: 1024 })).toBeNull();
    expect(validateImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES - 1 })).toBeNull();
  });

  it('refuses images of 5MB or more with the spec message', () => {
    expect(validateImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBe(
      'Image must be less than 5MB',
    );
    expect(validateImageFile({ type: 'image/webp', size: 20_000_000 })).toBe('Image must be less than 5MB');
  });

  it('refuses files that are not images', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe(MESSAGES.imageNotAnImage);
    expect(validateImageFile({ type: '', size: 10 })).toBe(MESSAGES.imageNotAnImage);
  });

  it('accepts an image exactly when it is under the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * IMAGE_MAX_BYTES }), (size) => {
        expect(validateImageFile({ type: 'image/png', size }) === null).toBe(size < IMAGE_MAX_BYTES);
      }),
    );
  });
});

describe('validateOnboardingStep', () => {
  it('needs name and email on steps 1 and 3', () => {
    for (const step of [1, 3]) {
      expect(validateOnboardingStep(step, { full_name: 'Jane', email: 'jane@example.com' })).toBeNull();
      expect(validateOnboardingStep(step, { full_name: 'Jane' })).toBe('Please fill in your name and email');
      expect(validateOnboardingStep(step, { full_name: '  ', email: 'jane@example.com' })).toBe(
        'Please fill in your name and email',
      );
    }
  });

  it('needs a search name and location on step 2', () => {
    expect(validateOnboardingStep(2, { name: 'Austin flips', location: 'Austin, TX' })).toBeNull();
    expect(validateOnboardingStep(2, { name: 'Austin flips' })).toBe(
      'Please fill in search name and location',
    );
  });

  it('needs name, bio and profile type on step 4', () => {
    const complete = { full_name: 'Jane', bio: 'Investor', profile_template: 'attract_both' };
    expect(validateOnboardingStep(4, complete)).toBeNull();
    expect(validateOnboardingStep(4, { ...complete, bio: '' })).toBe('Please fill in all required fields');
    expect(validateOnboardingStep(4, { ...complete, profile_template: null })).toBe(
      'Please fill in all required fields',
    );
  });

  it('has nothing to check on steps 0 and 5', () => {
    expect(validateOnboardingStep(0, {})).toBeNull();
    expect(validateOnboardingStep(5, {})).toBeNull();
  });
});

describe('upload limit', () => {
  it('matches the limits of docs/product/listings.md', () => {
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
  });
});
