// The text every SDK widget element may show; each widget's own texts are in embed-{widget}-texts.ts.

/** Shown inside an element whose widget code could not be loaded at all. */
export const EMBED_WIDGET_LOAD_FAILED = 'This DealLoop widget could not load. Please try again later.';
