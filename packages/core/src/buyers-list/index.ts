// A wholesaler's buyers list: buyer fields and rules, CSV import/export, buyer matching and the pages' texts.

export type { BuyerMatch, MatchBuyer, MatchCriterion, MatchListing } from './buyer-match';
export { buyerMatch } from './buyer-match';
export type { BuyerFields, BuyerMarket } from './buyers-list';
export {
  BUYER_DEAL_EMAILS_PER_WEEK,
  BUYER_LIMITS,
  BUYER_RULE_MESSAGES,
  BUYERS_IMPORT_MAX_ROWS,
  BUYERS_LIST_CONFIRM_DAYS,
  BUYERS_LIST_CONFIRM_RESEND_MINUTES,
  BUYERS_LIST_MAX,
  buyerProblems,
  dealCapWindowStart,
  marketLabel,
  normalizeBuyer,
  normalizeTag,
  parseMarket,
} from './buyers-list';
export type { BuyerImport, BuyerImportRow, ImportedBuyer } from './buyers-list-csv';
export { BUYER_CSV_COLUMNS, BUYER_CSV_MESSAGES, readBuyersCsv, writeBuyersCsv } from './buyers-list-csv';
export { BUYERS_LIST_TEXTS } from './buyers-list-texts';
