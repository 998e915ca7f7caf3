import { describe, expect, it } from 'vitest';
import {
  bulkSelectionProblem,
  MODERATION_AUDIT_ACTIONS,
  MODERATION_AUDIT_LABELS,
  MODERATION_LIMITS,
  MODERATION_TEXTS,
  mayReviewListing,
  messageWithReason,
  moderationReasonProblem,
  moderatorApplicationProblems,
  REPORT_REASON_KEYS,
  resolutionNoteProblem,
  submittedAgeLabel,
} from './moderation';

describe('moderation reasons', () => {
  it('requires a reason to decline only, and limits every reason', () => {
    expect(moderationReasonProblem('decline', undefined)).toBe(MODERATION_TEXTS.reasonRequired);
    expect(moderationReasonProblem('decline', '   ')).toBe(MODERATION_TEXTS.reasonRequired);
    expect(moderationReasonProblem('decline', 'Photos missing')).toBeNull();
    expect(moderationReasonProblem('publish', null)).toBeNull();
    expect(moderationReasonProblem('hold', 'x'.repeat(MODERATION_LIMITS.reasonMaxLength + 1))).toBe(
      MODERATION_TEXTS.reasonTooLong,
    );
    expect(resolutionNoteProblem(' ')).toBe(MODERATION_TEXTS.resolutionNoteRequired);
    expect(resolutionNoteProblem('ok')).toBeNull();
  });

  it('appends a trimmed reason to an alert message, and nothing for an empty one', () => {
    expect(messageWithReason('Declined.', '  Photos missing ')).toBe('Declined. Reason: Photos missing');
    expect(messageWithReason('Declined.', '  ')).toBe('Declined.');
    expect(messageWithReason('Declined.', null)).toBe('Declined.');
  });

  it('limits a bulk selection to between 1 and bulkMax distinct listings', () => {
    expect(bulkSelectionProblem([])).toBe(MODERATION_TEXTS.bulkNone);
    expect(bulkSelectionProblem(['a', 'a'])).toBeNull();
    const many = Array.from({ length: MODERATION_LIMITS.bulkMax + 1 }, (_, n) => `id-${n}`);
    expect(bulkSelectionProblem(many)).toBe(MODERATION_TEXTS.bulkTooMany);
  });

  it('labels every audit action and offers report reasons', () => {
    for (const action of MODERATION_AUDIT_ACTIONS) expect(MODERATION_AUDIT_LABELS[action]).toBeTruthy();
    expect(REPORT_REASON_KEYS).toContain('other');
    expect(MODERATION_TEXTS.moderated(1, 'publish')).toBe('1 listing published.');
    expect(MODERATION_TEXTS.moderated(3, 'hold')).toBe('3 listings put on hold.');
  });
});

describe('moderatorApplicationProblems', () => {
  const good = { why: 'I review listings for my club.', experience: 'Ten years', markets: ['TX'] };

  it('accepts a complete application', () => {
    expect(moderatorApplicationProblems(good)).toEqual({});
  });

  it('names each problem by field', () => {
    expect(moderatorApplicationProblems({ why: 'short', experience: ' ', markets: [] })).toEqual({
      why: MODERATION_TEXTS.applicationWhyTooShort,
      experience: MODERATION_TEXTS.applicationExperienceRequired,
      markets: MODERATION_TEXTS.applicationMarketsRequired,
    });
    expect(moderatorApplicationProblems({ ...good, markets: ['ZZ'] }).markets).toBe(
      MODERATION_TEXTS.applicationMarketsUnknown,
    );
    const states = ['TX', 'OK', 'FL', 'GA', 'CA', 'NY', 'OH', 'MI', 'IL', 'AZ', 'NV'];
    expect(moderatorApplicationProblems({ ...good, markets: states }).markets).toBe(
      MODERATION_TEXTS.applicationMarketsTooMany,
    );
    expect(
      moderatorApplicationProblems({
        ...good,
        why: 'x'.repeat(MODERATION_LIMITS.applicationTextMaxLength + 1),
      }).why,
    ).toBe(MODERATION_TEXTS.applicationTextTooLong);
  });
});

describe('submittedAgeLabel', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it.each([
    ['2026-11-23T11:59:40.000Z', 'Submitted just now'],
    ['2026-11-23T11:59:00.000Z', 'Submitted 1 minute ago'],
    ['2026-11-23T11:15:00.000Z', 'Submitted 45 minutes ago'],
    ['2026-11-23T09:00:00.000Z', 'Submitted 3 hours ago'],
    ['2026-11-22T12:00:00.000Z', 'Submitted 1 day ago'],
    ['2026-11-20T11:00:00.000Z', 'Submitted 3 days ago'],
    ['2026-11-24T12:00:00.000Z', 'Submitted just now'],
    ['not a date', ''],
  ])('%s reads "%s"', (createdAt, label) => {
    expect(submittedAgeLabel(createdAt, now)).toBe(label);
  });
});

describe('mayReviewListing', () => {
  it("lets staff review others' listings and admins their own, never a moderator their own", () => {
    expect(mayReviewListing({ userId: 'mo', isAdmin: false }, 'owner')).toBe(true);
    expect(mayReviewListing({ userId: 'mo', isAdmin: false }, 'mo')).toBe(false);
    expect(mayReviewListing({ userId: 'ada', isAdmin: true }, 'ada')).toBe(true);
  });
});
