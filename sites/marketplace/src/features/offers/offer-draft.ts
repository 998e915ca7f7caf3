// The offer form's draft: its problems (the API's rules, checked before sending) and the body it sends.
import { FINANCING_TYPES, type FinancingType, PROOF_OF_FUNDS_MAX_BYTES } from '@dealloop/core';
import { OFFER_FORM_MESSAGES } from '../../deals/deal-texts';
import type { NewOfferBody } from './offer';
import { parseWholeDollars } from './whole-dollars';

/** What the visitor typed. */
export interface OfferDraft {
  amount: string;
  earnestMoney: string;
  closingDate: string;
  financingType: FinancingType;
  message: string;
  proofOfFunds: File | null;
  /** Also submit the proof of funds for verification (sent only with a file). */
  verifyProof: boolean;
}

export type OfferDraftField = 'amount' | 'earnestMoney' | 'closingDate' | 'proofOfFunds';

/** The file types the proof of funds input offers. */
export const PROOF_OF_FUNDS_ACCEPT = 'application/pdf,image/*';

/** A blank draft (cash, no file). */
export const EMPTY_OFFER_DRAFT: OfferDraft = Object.freeze({
  amount: '',
  earnestMoney: '',
  closingDate: '',
  financingType: FINANCING_TYPES[0],
  message: '',
  proofOfFunds: null,
  verifyProof: false,
});

/** A local calendar date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The latest closing date the API takes: a year from `today`. */
export function latestClosingDate(today: Date): string {
  const next = new Date(today);
  next.setFullYear(today.getFullYear() + 1);
  return isoDate(next);
}

/**
 * The problems of a draft under the API's rules: amount and earnest money positive whole dollars with earnest
 * money at most the amount, a closing date from today to a year ahead, a proof of funds a PDF or image ≤ 10 MB.
 */
export function offerDraftProblems(draft: OfferDraft, today: Date): Partial<Record<OfferDraftField, string>> {
  const problems: Partial<Record<OfferDraftField, string>> = {};
  const amount = parseWholeDollars(draft.amount);
  const earnest = parseWholeDollars(draft.earnestMoney);
  if (amount === null) problems.amount = OFFER_FORM_MESSAGES.amountRequired;
  if (earnest === null) problems.earnestMoney = OFFER_FORM_MESSAGES.earnestRequired;
  else if (amount !== null && earnest > amount) problems.earnestMoney = OFFER_FORM_MESSAGES.earnestTooHigh;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.closingDate))
    problems.closingDate = OFFER_FORM_MESSAGES.closingRequired;
  else if (draft.closingDate < isoDate(today)) problems.closingDate = OFFER_FORM_MESSAGES.closingPast;
  else if (draft.closingDate > latestClosingDate(today))
    problems.closingDate = OFFER_FORM_MESSAGES.closingTooFar;
  const file = draft.proofOfFunds;
  if (file) {
    if (file.type !== 'application/pdf' && !file.type.startsWith('image/')) {
      problems.proofOfFunds = OFFER_FORM_MESSAGES.fileType;
    } else if (file.size > PROOF_OF_FUNDS_MAX_BYTES) problems.proofOfFunds = OFFER_FORM_MESSAGES.fileTooLarge;
  }
  return problems;
}

/** The body of a valid draft, with the id of its uploaded proof of funds. */
export function offerBody(draft: OfferDraft, proofOfFundsUploadId: string | null): NewOfferBody {
  const message = draft.message.trim();
  return {
    amount: parseWholeDollars(draft.amount) ?? 0,
    earnestMoney: parseWholeDollars(draft.earnestMoney) ?? 0,
    closingDate: draft.closingDate,
    financingType: draft.financingType,
    ...(message ? { message } : {}),
    ...(proofOfFundsUploadId ? { proofOfFundsUploadId } : {}),
    ...(proofOfFundsUploadId && draft.verifyProof ? { submitForVerification: true } : {}),
  };
}
