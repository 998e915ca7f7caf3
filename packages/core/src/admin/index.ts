// The admin area: staff roles, user management, account statuses, the audit of admin actions and the stats.

export { ACCOUNT_SUSPENSION_TEXTS } from './account-suspension-texts';
export type {
  AccountStatus,
  AdminAuditAction,
  AdminStatsBucket,
  AdminStatsRange,
  AdminStatsSeries,
  Role,
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
  isRole,
  LISTING_DEAL_FIGURE_LABELS,
  LISTING_STATUS_LABELS,
  ROLE_LABELS,
  ROLES,
  SUSPENSION_REASON_MAX,
  suspensionReasonProblem,
} from './admin';
export { ADMIN_PAGE_TEXTS } from './admin-page-texts';
