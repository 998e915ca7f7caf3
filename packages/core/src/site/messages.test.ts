import { describe, expect, it } from 'vitest';
import { GEOLOCATION_HINTS, geolocationHint, MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('holds the validation and save texts of the spec verbatim', () => {
    expect(MESSAGES.fillNameAndEmail).toBe('Please fill in your name and email');
    expect(MESSAGES.fillSearchNameAndLocation).toBe('Please fill in search name and location');
    expect(MESSAGES.fillAllRequired).toBe('Please fill in all required fields');
    expect(MESSAGES.imageTooLarge).toBe('Image must be less than 5MB');
    expect(MESSAGES.saveAccountFailed).toBe('Failed to save account information');
    expect(MESSAGES.createSavedSearchFailed).toBe('Failed to create saved search');
    expect(MESSAGES.createBusinessCardFailed).toBe('Failed to create business card');
    expect(MESSAGES.createProfileFailed).toBe('Failed to create profile');
  });

  it('holds the success toasts verbatim', () => {
    expect(MESSAGES.accountSaved).toBe('Account information saved!');
    expect(MESSAGES.savedSearchCreated).toBe(
      "Saved search created! You'll get alerts for matching properties.",
    );
    expect(MESSAGES.businessCardCreated).toBe('Business card created! Share it with your network.');
    expect(MESSAGES.profileCreated).toBe('Profile created! Your public profile is now live.');
  });

  it('holds the chat, copy and geolocation texts verbatim', () => {
    expect(MESSAGES.chatTooManyRequests).toBe('Too many requests. Please wait a moment and try again.');
    expect(MESSAGES.chatUnavailable).toBe('Service temporarily unavailable. Please try again later.');
    expect(MESSAGES.chatFailed).toBe('Failed to get response from Loop. Please try again.');
    expect(MESSAGES.linkCopied).toBe('Link copied to clipboard!');
    expect(MESSAGES.linkCopyFailed).toBe('Failed to copy link.');
    expect(MESSAGES.geolocationUnsupported).toBe('Geolocation is not supported by your browser');
    expect(MESSAGES.locationNameFailed('User denied Geolocation')).toBe(
      'Unable to get location name: User denied Geolocation. Please try entering it manually.',
    );
  });

  it('holds the screen texts verbatim', () => {
    expect(MESSAGES.errorTitle).toBe('Oops! Something went wrong');
    expect(MESSAGES.errorTryAgain).toBe('Try Again');
    expect(MESSAGES.errorGoHome).toBe('Go to Home');
    expect(MESSAGES.errorContactSupport('help@dealloop.test')).toContain('help@dealloop.test');
    expect(MESSAGES.cookieTitle).toBe('We use cookies');
    expect(MESSAGES.cookieAcceptAll).toBe('Accept All');
    expect(MESSAGES.cookieEssentialOnly).toBe('Essential Only');
    expect(MESSAGES.loopTitle).toBe('Loop, Virtual Assistant');
    expect(MESSAGES.loopPlaceholder).toBe('Ask Loop anything');
    expect(MESSAGES.loopGreeting).toMatch(/Loop/);
    expect(MESSAGES.onboardingStart).toBe("Let's Get Started");
    expect(MESSAGES.onboardingSaveAndContinue).toBe('Save & Continue');
    expect(MESSAGES.onboardingFinish).toBe('Finish! Go to the product');
    expect(MESSAGES.onboardingSaving).toBe('Saving...');
    expect(MESSAGES.noProperties).toBe('No properties available yet');
    expect(MESSAGES.listFirstProperty).toBe('List Your First Property');
  });
});

describe('geolocationHint', () => {
  it('gives a distinct hint for each browser error code', () => {
    expect(geolocationHint(1)).toMatch(/allow location access in your browser settings/);
    expect(geolocationHint(2)).toMatch(/unavailable/);
    expect(geolocationHint(3)).toMatch(/timed out/);
    expect(new Set(Object.values(GEOLOCATION_HINTS)).size).toBe(3);
  });

  it('has no hint for codes the browser never sends', () => {
    expect(geolocationHint(0)).toBeNull();
    expect(geolocationHint(4)).toBeNull();
  });
});
