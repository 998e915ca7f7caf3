// Verified proof of funds: the kinds of source, the review decision's rules, the badge a current verification
// gives a buyer (gone once expires_at <= now), and whether an offer's amount is covered by it.

import { formatPrice } from '../format/money-format';
import { POF_TEXTS } from './funds-verification-texts';

/** The kinds of source a reviewer records for verified funds. */
export const FUNDS_SOURCES = [
  'bank_statement',
  'lender_letter',
  'hard_money_commitment',
  'line_of_credit',
  'other',
] as const;

/** One of {@link FUNDS_SOURCES}. */
export type FundsSource = (typeof FUNDS_SOURCES)[number];

/** How each kind of source reads. */
export const FUNDS_SOURCE_LABELS: Readonly<Record<FundsSource, string>> = Object.freeze({
  bank_statement: 'Bank statement',
  lender_letter: 'Lender letter',
  hard_money_commitment: 'Hard money commitment',
  line_of_credit: 'Line of credit',
  other: 'Other',
});

/** The states of a verification request. */
export const FUNDS_VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** One of {@link FUNDS_VERIFICATION_STATUSES}. */
export type FundsVerificationStatus = (typeof FUNDS_VERIFICATION_STATUSES)[number];

/** Limits of a verification decision. */
export const FUNDS_VERIFICATION_LIMITS = Object.freeze({
  /** Days a verification lasts unless the reviewer sets another expiry. */
  defaultValidityDays: 90,
  /** Latest expiry a reviewer may set, in days from the decision. */
  maxValidityDays: 366,
  /** Largest verified amount, in whole dollars. */
  maxAmount: 1_000_000_000,
  /** Longest rejection reason, in characters. */
  reasonMaxLength: 500,
  /** Requests per page of the review queue. */
  queuePageSize: 25,
});

const DAY_MS = 86_400_000;

/** The default expiry of a verification decided at `now`: 90 days later (ISO). */
export function defaultFundsExpiry(now: Date): string {
  return new Date(now.getTime() + FUNDS_VERIFICATION_LIMITS.defaultValidityDays * DAY_MS).toISOString();
}

/** An approved verification as the rules read it. */
export interface ApprovedFunds {
  readonly amount: number;
  readonly expiresAt: string;
}

/** Whether an approved verification is current at `now` (it expires when expires_at <= now). */
export const isCurrentFunds = (funds: ApprovedFunds, now: Date): boolean =>
  new Date(funds.expiresAt).getTime() > now.getTime();

/** The "Verified funds" badge of a buyer: up to the verified amount, until it expires. */
export interface VerifiedFundsBadge {
  readonly upTo: number;
  readonly expiresAt: string;
}

/**
 * The badge of a buyer's latest approved verification at `now`, or null when they have none or it has expired
 * (computed at read time: an expired verification shows nowhere).
 */
export function verifiedFundsBadge(
  latest: ApprovedFunds | null | undefined,
  now: Date,
): VerifiedFundsBadge | null {
  if (!latest || !isCurrentFunds(latest, now)) return null;
  return { upTo: latest.amount, expiresAt: latest.expiresAt };
}

/** The badge's text: "Verified funds (up to $250,000)". */
export const verifiedFundsLabel = (badge: VerifiedFundsBadge): string =>
  POF_TEXTS.badge.replace('{amount}', formatPrice(badge.upTo));

/** Whether an offer's amount is above the buyer's current verified funds (false without a badge). */
export const isAboveVerifiedFunds = (badge: VerifiedFundsBadge | null, amount: number): boolean =>
  badge !== null && amount > badge.upTo;

/** Why an offer on a listing that requires verified funds is refused. */
export interface FundsRefusal {
  readonly code: 'verified_funds_required';
  readonly reason: 'none' | 'expired' | 'amount_above';
  readonly message: string;
}

/**
 * Whether a buyer whose latest approved verification is `latest` may offer `amount` on a listing that requires
 * verified funds at `now`: null when covered, else what is missing (no verification, expired, or the amount above
 * the verified $X).
 */
export function verifiedFundsRefusal(
  latest: ApprovedFunds | null | undefined,
  amount: number,
  now: Date,
): FundsRefusal | null {
  const code = 'verified_funds_required';
  if (!latest) return { code, reason: 'none', message: POF_TEXTS.requiredNone };
  if (!isCurrentFunds(latest, now)) return { code, reason: 'expired', message: POF_TEXTS.requiredExpired };
  if (amount > latest.amount) {
    return {
      code,
      reason: 'amount_above',
      message: POF_TEXTS.requiredAbove.replace('{amount}', formatPrice(latest.amount)),
    };
  }
  return null;
}

/** A reviewer's decision on a verification request. */
export type FundsDecision =
  | {
      readonly decision: 'approve';
      readonly amount: number;
      readonly source: string;
      readonly expiresAt?: string | null;
    }
  | { readonly decision: 'reject'; readonly reason?: string | null };

/** What is wrong with a decision made at `now`, or null: amount, source, expiry in the future, a rejection's reason. */
export function fundsDecisionProblem(decision: FundsDecision, now: Date): string | null {
  if (decision.decision === 'reject') {
    const reason = decision.reason?.trim() ?? '';
    if (!reason) return POF_TEXTS.reasonRequired;
    if (reason.length > FUNDS_VERIFICATION_LIMITS.reasonMaxLength) return POF_TEXTS.reasonTooLong;
    return null;
  }
  if (
    !Number.isInteger(decision.amount) ||
    decision.amount < 1 ||
    decision.amount > FUNDS_VERIFICATION_LIMITS.maxAmount
  ) {
    return POF_TEXTS.amountInvalid;
  }
  if (!(FUNDS_SOURCES as readonly string[]).includes(decision.source)) return POF_TEXTS.sourceInvalid;
  if (decision.expiresAt) {
    const at = new Date(decision.expiresAt).getTime();
    if (Number.isNaN(at) || at <= now.getTime()) return POF_TEXTS.expiryPast;
    if (at > now.getTime() + FUNDS_VERIFICATION_LIMITS.maxValidityDays * DAY_MS)
      return POF_TEXTS.expiryTooFar;
  }
  return null;
}
