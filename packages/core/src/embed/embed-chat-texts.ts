// Texts of the SDK's Loop chat widget (its own module, so only the chat files carry them).

/** Texts of the Loop chat widget (the panel's own texts are LoopChat's, in MESSAGES). */
export const EMBED_CHAT_TEXTS = Object.freeze({
  loading: 'Opening Loop…',
  loadFailed: "Loop couldn't open. Please try again.",
  noKey: 'This chat needs an embed key from the DealLoop dashboard.',
});
