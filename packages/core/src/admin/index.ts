// The admin area: user management, account statuses, the audit of admin actions and the stats.

export type {
  AccountStatus,
  AdminAuditAction,
  AdminStatsBucket,
  AdminStatsRange,
  AdminStatsSeries,
} from './admin';
export {
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  ADMIN_AUDIT_ACTIONS,
  ADMIN_MESSAGES,
  ADMIN_STATS_BUCKETS,
  ADMIN_STATS_RANGES,
  ADMIN_STATS_SERIES,
  ADMIN_USERS_PAGE_MAX,
  auditEntryText,
  isAdminStatsRange,
  LISTING_DEAL_FIGURE_LABELS,
  LISTING_STATUS_LABELS,
  ROLE_LABELS,
  SUSPENSION_REASON_MAX,
  suspensionReasonProblem,
} from './admin';
