// The text every SDK widget element may show; each widget's own texts are in embed-{widget}-texts.ts.

/** Shown inside an element whose widget code could not be loaded at all. */
export const EMBED_WIDGET_LOAD_FAILED = 'This DealLoop widget could not load. Please try again later.';

/** Shown inside an element that has no DealLoop API address (a bundled SDK without an `api` option or attribute). */
export const EMBED_API_MISSING =
  'The DealLoop API address is missing: give this widget an api attribute (or the api option) with the DealLoop origin that serves /sdk/.';
