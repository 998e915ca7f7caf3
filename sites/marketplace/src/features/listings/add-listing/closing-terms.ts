// A listing's earnest money terms and its verified-funds requirement as the Add/Edit Listing form holds them (texts
// as typed), checked with core's earnest money rules and turned into the API's terms.
import { EARNEST_TERMS_MESSAGES, type EarnestTerms, earnestTermsProblem } from '@dealloop/core';
import { parseAmount } from './listing-draft';

/** The form's closing terms: the earnest money amount and window as typed, and the verified-funds switch. */
export interface ClosingTermsDraft {
  earnestAmount: string;
  earnestWindowHours: string;
  requiresVerifiedFunds: boolean;
}

/** A new listing's closing terms: none stated, offers without verified funds allowed. */
export const EMPTY_CLOSING_TERMS: ClosingTermsDraft = Object.freeze({
  earnestAmount: '',
  earnestWindowHours: '',
  requiresVerifiedFunds: false,
});

/** The form's closing terms from a listing and its earnest money terms, to edit them. */
export function closingTermsOf(
  listing: { requiresVerifiedFunds: boolean },
  terms: EarnestTerms,
): ClosingTermsDraft {
  return {
    earnestAmount: terms.amount === null ? '' : String(terms.amount),
    earnestWindowHours: terms.windowHours === null ? '' : String(terms.windowHours),
    requiresVerifiedFunds: listing.requiresVerifiedFunds,
  };
}

/** The earnest money terms as the API takes them (blank: not stated; anything unreadable: NaN, refused by the rules). */
export function earnestTermsOf(draft: ClosingTermsDraft): EarnestTerms {
  return { amount: parseAmount(draft.earnestAmount), windowHours: parseAmount(draft.earnestWindowHours) };
}

/** The problem of each earnest money field (core's rules), or an empty object when the terms are valid. */
export function closingTermsProblems(
  draft: ClosingTermsDraft,
): Partial<Record<'earnestAmount' | 'earnestWindowHours', string>> {
  const terms = earnestTermsOf(draft);
  const problem = earnestTermsProblem(terms);
  if (!problem) return {};
  if (problem === EARNEST_TERMS_MESSAGES.window) return { earnestWindowHours: problem };
  if (problem === EARNEST_TERMS_MESSAGES.both) {
    return terms.amount === null ? { earnestAmount: problem } : { earnestWindowHours: problem };
  }
  return { earnestAmount: problem };
}

/** Whether two sets of earnest money terms differ. */
export function earnestTermsChanged(a: EarnestTerms, b: EarnestTerms): boolean {
  return a.amount !== b.amount || a.windowHours !== b.windowHours;
}
