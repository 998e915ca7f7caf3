// Texts of the SDK's property grid widget (its own module, so only grid.js carries them).

/** Texts of the property grid widget. */
export const EMBED_GRID_TEXTS = Object.freeze({
  label: 'Property listings',
  empty: 'No listings to show right now.',
  failed: "We couldn't load these listings.",
  retry: 'Try again',
});
