// Verified proof of funds: sources, the badge, the offer check and the review decision's rules, with their texts.

export type {
  ApprovedFunds,
  FundsDecision,
  FundsRefusal,
  FundsSource,
  FundsVerificationStatus,
  VerifiedFundsBadge,
} from './funds-verification';
export {
  defaultFundsExpiry,
  FUNDS_SOURCE_LABELS,
  FUNDS_SOURCES,
  FUNDS_VERIFICATION_LIMITS,
  FUNDS_VERIFICATION_STATUSES,
  fundsDecisionProblem,
  isAboveVerifiedFunds,
  isCurrentFunds,
  verifiedFundsBadge,
  verifiedFundsLabel,
  verifiedFundsRefusal,
} from './funds-verification';
export { POF_TEXTS } from './funds-verification-texts';
