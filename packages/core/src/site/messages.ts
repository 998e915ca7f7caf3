// Every user-visible text of the spec, verbatim, in one place (plus the few texts the spec leaves to us).

/** Browser geolocation error codes (GeolocationPositionError.code). */
export type GeolocationErrorCode = 1 | 2 | 3;

/**
 * All user-visible texts. Texts quoted by the spec are copied exactly; texts the spec only describes
 * (geolocation hints, the Loop greeting, the non-image upload message, body copy) are ours.
 */
export const MESSAGES = Object.freeze({
  // Onboarding validation (docs/product/onboarding.md).
  fillNameAndEmail: 'Please fill in your name and email',
  fillSearchNameAndLocation: 'Please fill in search name and location',
  fillAllRequired: 'Please fill in all required fields',
  imageTooLarge: 'Image must be less than 5MB',
  imageNotAnImage: 'Please choose an image file (for example JPG, PNG or WebP)',

  // Onboarding save failures.
  saveAccountFailed: 'Failed to save account information',
  createSavedSearchFailed: 'Failed to create saved search',
  createBusinessCardFailed: 'Failed to create business card',
  createProfileFailed: 'Failed to create profile',

  // Onboarding success toasts.
  accountSaved: 'Account information saved!',
  savedSearchCreated: "Saved search created! You'll get alerts for matching properties.",
  businessCardCreated: 'Business card created! Share it with your network.',
  profileCreated: 'Profile created! Your public profile is now live.',

  // Onboarding wizard controls.
  onboardingStart: "Let's Get Started",
  onboardingSaveAndContinue: 'Save & Continue',
  onboardingFinish: 'Finish! Go to the product',
  onboardingSaving: 'Saving...',
  onboardingBack: 'Back',
  onboardingSkip: 'Skip Tour',
  onboardingDuration: 'About 2-3 minutes',

  // Loop chat assistant.
  loopTitle: 'Loop, Virtual Assistant',
  loopPlaceholder: 'Ask Loop anything',
  loopClose: 'Close',
  loopGreeting:
    "Hi, I'm Loop, your DealLoop assistant! Ask me about finding deals, listing a property, making offers, contracts, or anything else on the marketplace.",
  chatTooManyRequests: 'Too many requests. Please wait a moment and try again.',
  chatUnavailable: 'Service temporarily unavailable. Please try again later.',
  chatFailed: 'Failed to get response from Loop. Please try again.',
  chatTooLong:
    'Your message is too long: Loop reads at most 4,000 characters. Please shorten it and try again.',

  // Share / copy link.
  linkCopied: 'Link copied to clipboard!',
  linkCopyFailed: 'Failed to copy link.',

  // Geolocation.
  geolocationUnsupported: 'Geolocation is not supported by your browser',
  /** Alert shown when Use Current Location fails, with the underlying error message. */
  locationNameFailed: (message: string) =>
    `Unable to get location name: ${message}. Please try entering it manually.`,
  geolocationPermissionDenied:
    'Location access was denied. Please allow location access in your browser settings and try again.',
  geolocationPositionUnavailable:
    'Your location information is unavailable right now. Please try again or enter a location manually.',
  geolocationTimeout: 'The location request timed out. Please try again or enter a location manually.',

  // Error fallback screen.
  errorTitle: 'Oops! Something went wrong',
  errorBody: 'An unexpected error occurred. Please try again, or go back to the home page.',
  errorTryAgain: 'Try Again',
  errorGoHome: 'Go to Home',
  /** Support line of the error screen, with the support address. */
  errorContactSupport: (email: string) => `If the problem continues, contact us at ${email}.`,

  // Cookie banner.
  cookieTitle: 'We use cookies',
  cookieBody:
    'We use essential cookies to keep you signed in and optional cookies to improve your experience. You can accept all cookies or keep only the essential ones.',
  cookieAcceptAll: 'Accept All',
  cookieEssentialOnly: 'Essential Only',
  cookiePrivacyPolicy: 'Privacy Policy',

  // Home page.
  searchDeals: 'Search Deals',
  useCurrentLocation: 'Use Current Location',
  advancedSearch: 'Advanced Search',
  savedSearches: 'Saved Searches',
  featuredDeals: 'Featured Wholesale Deals',
  viewAllDeals: 'View All Deals',
  noProperties: 'No properties available yet',
  listFirstProperty: 'List Your First Property',

  // Navigation and notifications.
  addListing: 'Add Listing',
  signIn: 'Sign In',
  markAllRead: 'Mark all read',
  userFallbackName: 'User',
} as const);

/** Hint shown for each browser geolocation error code (1 denied, 2 unavailable, 3 timeout). */
export const GEOLOCATION_HINTS: Readonly<Record<GeolocationErrorCode, string>> = Object.freeze({
  1: MESSAGES.geolocationPermissionDenied,
  2: MESSAGES.geolocationPositionUnavailable,
  3: MESSAGES.geolocationTimeout,
});

/** The hint for a browser geolocation error code, or null for a code the browser API does not define. */
export function geolocationHint(code: number): string | null {
  return code === 1 || code === 2 || code === 3 ? GEOLOCATION_HINTS[code] : null;
}
