// What this app's developer copies from Dashboard > Embed on DealLoop. The %...% placeholders are filled in by
// examples/serve-examples.mjs; a real app writes its values here.

/** The DealLoop origin: the API the widgets call. */
export const DEALLOOP_ORIGIN = '%DEALLOOP_ORIGIN%';
/** An embed key whose allowed origins include this app's origin (the chat needs it). */
export const DEALLOOP_EMBED_KEY = '%DEALLOOP_EMBED_KEY%';
/** The wholesaler whose listings the grid shows (a user id). */
export const DEALLOOP_LISTER = '%DEALLOOP_LISTER%';
/** The business card to show (its slug or id). */
export const DEALLOOP_CARD = '%DEALLOOP_CARD%';
