// The onboarding wizard's field texts (docs/product/onboarding.md): the saved search, business card and public
// profile steps, the welcome and done checklists' labels, and the image uploads.

/** Every text of the onboarding steps' forms that the step list and toasts do not hold. */
export const ONBOARDING_TEXTS = Object.freeze({
  welcomeChecklist: 'What we will set up',
  doneChecklist: 'What you set up',
  /** What the last step lists as created. */
  done: Object.freeze([
    'Account info saved',
    'Saved search alerts on',
    'Business card ready to share',
    'Public profile live',
  ]),
  searchName: 'Search name',
  searchNamePlaceholder: 'e.g. Dallas flips under $200K',
  location: 'Location',
  locationPlaceholder: 'City, state or ZIP',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  propertyType: 'Property type',
  anyType: 'Any type',
  phonePlaceholder: '(555) 123-4567',
  companyLogo: 'Company logo',
  fullName: 'Full name',
  specialty: 'Specialty',
  specialtyPlaceholder: 'e.g. Fix and flip',
  profileType: 'Profile type',
  chooseProfileType: 'Choose a profile type',
  /** A profile type choice: "Wholesaler: Sells to buyers…". */
  profileTypeChoice: (label: string, description: string) => `${label}: ${description}`,
  bio: 'Bio',
  profileImage: 'Profile image',
  /** The progress bar of an image upload: "Uploading company logo". */
  uploading: (label: string) => `Uploading ${label.toLowerCase()}`,
});
