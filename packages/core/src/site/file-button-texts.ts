// What each file button of the site says: the button names what to choose (no native "Choose File").
export const FILE_BUTTON_TEXTS = Object.freeze({
  /** The offer form's optional proof of funds. */
  proofOfFunds: 'Choose proof of funds',
  /** Add Listing's photo picker. */
  listingPhotos: 'Add photos',
  /** An image field ("Company logo" -> "Choose company logo"). */
  image: (field: string) => `Choose ${field.toLowerCase()}`,
});
