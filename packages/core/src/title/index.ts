// Title and escrow: the title company contact, the title officer's link, the wire-fraud guard and deal documents.

export type { DealDocumentKind } from './deal-documents';
export {
  DEAL_DOCUMENT_KINDS,
  DEAL_DOCUMENT_LABELS,
  DEAL_DOCUMENT_MAX_BYTES,
  DEAL_DOCUMENT_MESSAGES,
} from './deal-documents';
export type { TitleContactInput } from './title-contact';
export {
  TITLE_CONTACT_LIMITS,
  TITLE_CONTACT_MESSAGES,
  TITLE_LINK_TTL_DAYS,
  titleContactProblems,
  titleLinkExpiry,
  titleLinkProblem,
} from './title-contact';
export { TITLE_LINK_EMAIL, TITLE_LINK_MESSAGES, TITLE_TEXTS } from './title-texts';
export {
  containsWireInstructions,
  isAbaRoutingNumber,
  WIRE_FRAUD_WARNING,
  WIRE_INSTRUCTIONS_REFUSED,
} from './wire-fraud-guard';
