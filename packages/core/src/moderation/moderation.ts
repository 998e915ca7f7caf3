// Moderation rules and texts: the review queue's actions, decline reasons, bulk and paging limits, the audit log's
// action labels, users' reports (reasons, limits) and the application to become a moderator.
import { isUsStateCode } from '../profiles/us-states';

/** What a moderator can decide about a listing waiting for review. */
export const MODERATION_ACTIONS = ['publish', 'decline', 'hold'] as const;

/** One of {@link MODERATION_ACTIONS}. */
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The listing status each moderation action sets. */
export const MODERATION_ACTION_STATUS = Object.freeze({
  publish: 'published',
  decline: 'declined',
  hold: 'on_hold',
} as const satisfies Record<ModerationAction, string>);

/** Button labels of the actions on /moderator. */
export const MODERATION_ACTION_LABELS: Readonly<Record<ModerationAction, string>> = Object.freeze({
  publish: 'Publish',
  decline: 'Decline',
  hold: 'Put on hold',
});

/** Limits of the moderation API and pages. */
export const MODERATION_LIMITS = Object.freeze({
  /** Longest decline reason or resolution note, in characters. */
  reasonMaxLength: 500,
  /** Most listings one bulk action may decide. */
  bulkMax: 50,
  /** Listings per page of the review queue. */
  queuePageSize: 25,
  /** Entries per page of the audit log. */
  auditPageSize: 20,
  /** Longest report details, in characters. */
  reportDetailsMaxLength: 1000,
  /** Shortest and longest "why" of an application. */
  applicationWhyMinLength: 20,
  applicationTextMaxLength: 2000,
  /** Most markets an application names. */
  applicationMarketsMax: 10,
});

/** Everything the audit log records. */
export const MODERATION_AUDIT_ACTIONS = [
  'publish',
  'decline',
  'hold',
  'hide_listing',
  'unpublish_profile',
  'dismiss_reports',
  'approve_application',
  'decline_application',
  'approve_edit',
  'decline_edit',
  'approve_funds',
  'reject_funds',
] as const;

/** One of {@link MODERATION_AUDIT_ACTIONS}. */
export type ModerationAuditAction = (typeof MODERATION_AUDIT_ACTIONS)[number];

/** How each audit entry reads ("Published", "Declined"...). */
export const MODERATION_AUDIT_LABELS: Readonly<Record<ModerationAuditAction, string>> = Object.freeze({
  publish: 'Published',
  decline: 'Declined',
  hold: 'Put on hold',
  hide_listing: 'Hid listing after reports',
  unpublish_profile: 'Unpublished profile after reports',
  dismiss_reports: 'Dismissed reports',
  approve_application: 'Approved moderator application',
  decline_application: 'Declined moderator application',
  approve_edit: 'Approved listing changes',
  decline_edit: 'Declined listing changes',
  approve_funds: 'Verified proof of funds',
  reject_funds: 'Rejected proof of funds',
});

/** What can be reported. */
export const REPORT_TARGETS = ['listing', 'profile'] as const;

/** One of {@link REPORT_TARGETS}. */
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why a user reports a listing or a profile, with the label the report form shows. */
export const REPORT_REASONS = Object.freeze({
  spam: 'Spam or scam',
  misleading: 'Misleading or false information',
  duplicate: 'Duplicate listing',
  unavailable: 'Property is no longer available',
  offensive: 'Offensive or inappropriate content',
  impersonation: 'Impersonation or fake account',
  other: 'Something else',
} as const);

/** One of the keys of {@link REPORT_REASONS}. */
export type ReportReason = keyof typeof REPORT_REASONS;

/** The report reasons in form order. */
export const REPORT_REASON_KEYS = Object.freeze(Object.keys(REPORT_REASONS) as ReportReason[]);

/** How a moderator resolves the open reports of one target. */
export const REPORT_RESOLUTIONS = ['dismiss', 'act'] as const;

/** One of {@link REPORT_RESOLUTIONS}. */
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** Every text of the moderation pages, the report dialog and the moderator application. */
export const MODERATION_TEXTS = Object.freeze({
  dashboardTitle: 'Moderator Dashboard',
  contentReviewTitle: 'Content Review',
  becomeModeratorTitle: 'Become a Moderator',
  staffOnly: 'Moderators only',
  staffOnlyDetail: 'This page is for DealLoop moderators and admins.',
  adminsOnly: 'Admins only',
  queueTitle: 'Pending review',
  queueEmpty: 'No listings are waiting for review.',
  auditTitle: 'Audit log',
  auditEmpty: 'No moderation decisions yet.',
  applicationsTitle: 'Moderator applications',
  applicationsEmpty: 'No applications are waiting for a decision.',
  reasonLabel: 'Reason (shown to the owner)',
  reasonRequired: 'Please give a reason for declining.',
  reasonTooLong: `Please keep the reason under ${MODERATION_LIMITS.reasonMaxLength} characters.`,
  bulkTooMany: `Select at most ${MODERATION_LIMITS.bulkMax} listings at a time.`,
  bulkNone: 'Select at least one listing.',
  moderated: (count: number, action: ModerationAction) =>
    `${count} ${count === 1 ? 'listing' : 'listings'} ${MODERATION_AUDIT_LABELS[action].toLowerCase()}.`,
  moderationFailed: 'Could not save the decision. Nothing was changed.',
  ownListingRefused: 'You cannot review your own listing. Another moderator will.',
  ownListingInQueue: 'Your listing: another moderator reviews it.',
  declinedTitle: 'Declined',
  onHoldTitle: 'On hold',
  declinedNotice: 'A moderator declined this listing. Only you and DealLoop moderators can see it.',
  onHoldNotice: 'A moderator put this listing on hold. Only you and DealLoop moderators can see it.',
  declineReasonOnListing: 'Declined by a moderator:',
  holdReasonOnListing: 'On hold:',
  reportListing: 'Report listing',
  reportProfile: 'Report profile',
  reportReasonLabel: 'Reason',
  /** The reason select's first option: nothing is chosen for the reporter. */
  reportReasonPlaceholder: 'Choose a reason',
  reportReasonRequired: 'Please choose a reason for your report.',
  reportDetailsLabel: 'Details (optional)',
  reportSent: 'Thanks. Our moderators will review your report.',
  reportAlreadyOpen: 'You already reported this. Our moderators will review it.',
  reportFailed: 'Could not send your report. Please try again.',
  reportCancel: 'Cancel',
  reportSend: 'Send report',
  reportSending: 'Sending...',
  reportDetailsTooLong: `Please keep the details under ${MODERATION_LIMITS.reportDetailsMaxLength} characters.`,
  reportsEmpty: 'No open reports.',
  resolutionNoteLabel: 'Note',
  resolutionNoteRequired: 'Please add a note about your decision.',
  dismissReports: 'Dismiss',
  hideListing: 'Hide listing',
  unpublishProfile: 'Unpublish profile',
  reportsResolved: 'Reports resolved.',
  applicationWhyLabel: 'Why do you want to moderate DealLoop?',
  applicationExperienceLabel: 'Your real-estate or moderation experience',
  applicationMarketsLabel: 'Markets you know (states)',
  applicationWhyTooShort: `Please tell us a bit more (at least ${MODERATION_LIMITS.applicationWhyMinLength} characters).`,
  applicationTextTooLong: `Please keep each answer under ${MODERATION_LIMITS.applicationTextMaxLength} characters.`,
  applicationExperienceRequired: 'Please describe your experience.',
  applicationMarketsRequired: 'Please choose at least one market.',
  applicationMarketsTooMany: `Choose at most ${MODERATION_LIMITS.applicationMarketsMax} markets.`,
  applicationMarketsUnknown: 'Please choose markets from the list of states.',
  applicationSubmit: 'Submit application',
  applicationSent: 'Application sent! An admin will review it.',
  applicationPending:
    'Your application is waiting for an admin. We will send you an alert when it is decided.',
  applicationAlreadyModerator: 'You are already a moderator. Thank you for helping!',
  applicationApproved: 'Application approved. The applicant is now a moderator.',
  applicationDeclined: 'Application declined.',
} as const);

/** Appends a moderator's reason to an alert message ("... Reason: photos missing"). */
export function messageWithReason(message: string, reason: string | null | undefined): string {
  const text = reason?.trim();
  return text ? `${message} Reason: ${text}` : message;
}

/**
 * Whether a staff member may decide about a listing: nobody reviews their own listing (it would skip review),
 * except an admin, who runs the place.
 */
export function mayReviewListing(
  reviewer: { userId: string | null | undefined; isAdmin: boolean },
  ownerId: string,
): boolean {
  return reviewer.isAdmin || reviewer.userId !== ownerId;
}

/** What is wrong with a decision's reason, or null: decline needs one; any reason has a length limit. */
export function moderationReasonProblem(
  action: ModerationAction,
  reason: string | null | undefined,
): string | null {
  const text = reason?.trim() ?? '';
  if (action === 'decline' && !text) return MODERATION_TEXTS.reasonRequired;
  if (text.length > MODERATION_LIMITS.reasonMaxLength) return MODERATION_TEXTS.reasonTooLong;
  return null;
}

/** What is wrong with a bulk selection of listing ids, or null. */
export function bulkSelectionProblem(ids: readonly string[]): string | null {
  if (ids.length === 0) return MODERATION_TEXTS.bulkNone;
  if (new Set(ids).size > MODERATION_LIMITS.bulkMax) return MODERATION_TEXTS.bulkTooMany;
  return null;
}

/** What is wrong with a resolution note (required, limited), or null. */
export function resolutionNoteProblem(note: string | null | undefined): string | null {
  const text = note?.trim() ?? '';
  if (!text) return MODERATION_TEXTS.resolutionNoteRequired;
  if (text.length > MODERATION_LIMITS.reasonMaxLength) return MODERATION_TEXTS.reasonTooLong;
  return null;
}

/** A moderator application as the form holds it. */
export interface ModeratorApplicationInput {
  why: string;
  experience: string;
  markets: readonly string[];
}

/** The problems of an application by field (empty when it can be sent). */
export function moderatorApplicationProblems(
  input: ModeratorApplicationInput,
): Partial<Record<keyof ModeratorApplicationInput, string>> {
  const problems: Partial<Record<keyof ModeratorApplicationInput, string>> = {};
  const max = MODERATION_LIMITS.applicationTextMaxLength;
  const why = input.why.trim();
  const experience = input.experience.trim();
  if (why.length < MODERATION_LIMITS.applicationWhyMinLength)
    problems.why = MODERATION_TEXTS.applicationWhyTooShort;
  else if (why.length > max) problems.why = MODERATION_TEXTS.applicationTextTooLong;
  if (!experience) problems.experience = MODERATION_TEXTS.applicationExperienceRequired;
  else if (experience.length > max) problems.experience = MODERATION_TEXTS.applicationTextTooLong;
  if (input.markets.length === 0) problems.markets = MODERATION_TEXTS.applicationMarketsRequired;
  else if (new Set(input.markets).size > MODERATION_LIMITS.applicationMarketsMax) {
    problems.markets = MODERATION_TEXTS.applicationMarketsTooMany;
  } else if (!input.markets.every(isUsStateCode))
    problems.markets = MODERATION_TEXTS.applicationMarketsUnknown;
  return problems;
}

/** "Submitted 3 hours ago": how long a listing has waited, in the largest whole unit (minutes at least). */
export function submittedAgeLabel(createdAt: string, now: Date = new Date()): string {
  const started = Date.parse(createdAt);
  if (Number.isNaN(started)) return '';
  const minutes = Math.max(0, Math.floor((now.getTime() - started) / 60_000));
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'Submitted just now';
  if (minutes < 60) return `Submitted ${unit(minutes, 'minute')}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Submitted ${unit(hours, 'hour')}`;
  return `Submitted ${unit(Math.floor(hours / 24), 'day')}`;
}
