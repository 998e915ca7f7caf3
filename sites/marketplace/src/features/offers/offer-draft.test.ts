// The offer form's rules: whole positive dollars, earnest money within the amount, closing date window, file.
import { describe, expect, it } from 'vitest';
import { OFFER_FORM_MESSAGES } from '../../deals/deal-texts';
import { EMPTY_OFFER_DRAFT, type OfferDraft, offerBody, offerDraftProblems } from './offer-draft';
import { parseWholeDollars } from './whole-dollars';

const today = new Date(2026, 10, 23);
const good: OfferDraft = {
  ...EMPTY_OFFER_DRAFT,
  amount: '$120,000',
  earnestMoney: '5000',
  closingDate: '2026-12-20',
  financingType: 'hard_money',
  message: '  Quick close.  ',
};

describe('offer draft', () => {
  it('reads whole dollars with $ and commas, refusing blanks, decimals, zero and negatives', () => {
    expect(parseWholeDollars('$1,250,000')).toBe(1_250_000);
    for (const text of ['', ' ', '12.5', '0', '-5', 'abc']) expect(parseWholeDollars(text)).toBeNull();
  });

  it('accepts a complete draft and builds its body', () => {
    expect(offerDraftProblems(good, today)).toEqual({});
    expect(offerBody(good, 'upload-1')).toEqual({
      amount: 120_000,
      earnestMoney: 5000,
      closingDate: '2026-12-20',
      financingType: 'hard_money',
      message: 'Quick close.',
      proofOfFundsUploadId: 'upload-1',
    });
    expect(offerBody({ ...good, message: ' ' }, null)).not.toHaveProperty('message');
  });

  it('says what is missing or wrong', () => {
    expect(offerDraftProblems(EMPTY_OFFER_DRAFT, today)).toEqual({
      amount: OFFER_FORM_MESSAGES.amountRequired,
      earnestMoney: OFFER_FORM_MESSAGES.earnestRequired,
      closingDate: OFFER_FORM_MESSAGES.closingRequired,
    });
    expect(offerDraftProblems({ ...good, earnestMoney: '120001' }, today).earnestMoney).toBe(
      OFFER_FORM_MESSAGES.earnestTooHigh,
    );
    expect(offerDraftProblems({ ...good, earnestMoney: '120000' }, today)).toEqual({});
  });

  it('takes closing dates from today to a year ahead', () => {
    expect(offerDraftProblems({ ...good, closingDate: '2026-11-23' }, today)).toEqual({});
    expect(offerDraftProblems({ ...good, closingDate: '2027-11-23' }, today)).toEqual({});
    expect(offerDraftProblems({ ...good, closingDate: '2026-11-22' }, today).closingDate).toBe(
      OFFER_FORM_MESSAGES.closingPast,
    );
    expect(offerDraftProblems({ ...good, closingDate: '2027-11-24' }, today).closingDate).toBe(
      OFFER_FORM_MESSAGES.closingTooFar,
    );
  });

  it('takes a PDF or an image of at most 10 MB as proof of funds', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'funds', { type });
    expect(offerDraftProblems({ ...good, proofOfFunds: file('application/pdf', 1000) }, today)).toEqual({});
    expect(offerDraftProblems({ ...good, proofOfFunds: file('image/png', 1000) }, today)).toEqual({});
    expect(offerDraftProblems({ ...good, proofOfFunds: file('text/plain', 10) }, today).proofOfFunds).toBe(
      OFFER_FORM_MESSAGES.fileType,
    );
    expect(
      offerDraftProblems({ ...good, proofOfFunds: file('application/pdf', 10 * 1024 * 1024 + 1) }, today)
        .proofOfFunds,
    ).toBe(OFFER_FORM_MESSAGES.fileTooLarge);
  });
});
