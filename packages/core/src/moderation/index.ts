// Moderation: the review queue's actions and texts, reports, moderator applications and raffles.

export type {
  ModerationAction,
  ModerationAuditAction,
  ModeratorApplicationInput,
  ReportReason,
  ReportResolution,
  ReportTarget,
} from './moderation';
export {
  bulkSelectionProblem,
  MODERATION_ACTION_LABELS,
  MODERATION_ACTION_STATUS,
  MODERATION_ACTIONS,
  MODERATION_AUDIT_ACTIONS,
  MODERATION_AUDIT_LABELS,
  MODERATION_LIMITS,
  MODERATION_TEXTS,
  mayReviewListing,
  messageWithReason,
  moderationReasonProblem,
  moderatorApplicationProblems,
  REPORT_REASON_KEYS,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  REPORT_TARGETS,
  resolutionNoteProblem,
  submittedAgeLabel,
} from './moderation';
export {
  APPLICATIONS_PANEL_TEXTS,
  BECOME_MODERATOR_TEXTS,
  CONTENT_REVIEW_TEXTS,
  EDITS_QUEUE_TEXTS,
  MODERATOR_PAGE_TEXTS,
  RAFFLE_FORM_TEXTS,
  REASON_DIALOG_TEXTS,
  REVIEW_QUEUE_TEXTS,
} from './moderator-page-texts';
export type { RaffleTicket } from './raffle';
export {
  RAFFLE_LIMITS,
  RAFFLE_TEXTS,
  raffleDrawInput,
  raffleWinnerIndex,
  sha256Hex,
  verifyRaffleDraw,
} from './raffle';
