// Documents on a deal: the kinds a party may upload (PDF only), their labels and limits.

/** What a deal document is. */
export const DEAL_DOCUMENT_KINDS = ['purchase_agreement', 'assignment'] as const;
/** One of {@link DEAL_DOCUMENT_KINDS}. */
export type DealDocumentKind = (typeof DEAL_DOCUMENT_KINDS)[number];

/** Largest deal document accepted (bytes). */
export const DEAL_DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;

/** The label of each document kind. */
export const DEAL_DOCUMENT_LABELS: Readonly<Record<DealDocumentKind, string>> = Object.freeze({
  purchase_agreement: 'Purchase agreement',
  assignment: 'Assignment',
});

/** The messages of deal document uploads. */
export const DEAL_DOCUMENT_MESSAGES = Object.freeze({
  notPdf: 'A deal document must be a PDF.',
  tooLarge: 'A deal document can be at most 15 MB.',
  activeContent:
    'This PDF contains scripts, automatic actions or attached files. Save or print it as a plain PDF and upload that.',
  notFound: 'This document does not exist.',
});
