// The admin area's rules and texts: user management (roles, suspension, the audit of admin actions) and the
// dashboard's figures and charts.

import { formatNumber } from '../format/money-format';
import type { ListingStatus } from '../listings/listing-vocabulary';
import { ACCOUNT_SUSPENSION_TEXTS } from './account-suspension-texts';

/** Staff roles stored in user_roles. */
export const ROLES = ['admin', 'moderator'] as const;

/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];

/** Whether a value is one of {@link ROLES}. */
export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** What an admin did to a user; every one is written to the admin audit. */
export const ADMIN_AUDIT_ACTIONS = ['role_granted', 'role_revoked', 'suspended', 'restored'] as const;

/** One of {@link ADMIN_AUDIT_ACTIONS}. */
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** A user's standing: `closed` is an account its owner deleted (kept anonymised for counterparties). */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'closed'] as const;

/** One of {@link ACCOUNT_STATUSES}. */
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** How each account status reads. */
export const ACCOUNT_STATUS_LABELS: Readonly<Record<AccountStatus, string>> = Object.freeze({
  active: 'Active',
  suspended: 'Suspended',
  closed: 'Closed',
});

/** How each role reads in the admin area. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = Object.freeze({
  admin: 'Admin',
  moderator: 'Moderator',
});

/** How each listing status reads on the dashboard. */
export const LISTING_STATUS_LABELS: Readonly<Record<ListingStatus, string>> = Object.freeze({
  pending_review: 'Pending review',
  published: 'Published',
  declined: 'Declined',
  on_hold: 'On hold',
  under_contract: 'Under contract',
});

/** The deal states the dashboard counts among listings (not archived), with how each reads there. */
export const LISTING_DEAL_FIGURE_LABELS = Object.freeze({
  under_contract: 'Under contract',
  sold: 'Sold',
} as const);

/** Longest suspension reason. */
export const SUSPENSION_REASON_MAX = 500;

/** Most users on one page of the admin user list. */
export const ADMIN_USERS_PAGE_MAX = 50;

/** The periods the dashboard charts cover, in days. */
export const ADMIN_STATS_RANGES = [30, 90] as const;

/** One of {@link ADMIN_STATS_RANGES}. */
export type AdminStatsRange = (typeof ADMIN_STATS_RANGES)[number];

/** How the dashboard charts group their counts. */
export const ADMIN_STATS_BUCKETS = ['day', 'week'] as const;

/** One of {@link ADMIN_STATS_BUCKETS}. */
export type AdminStatsBucket = (typeof ADMIN_STATS_BUCKETS)[number];

/** The series the dashboard charts, in order, with their titles. */
export const ADMIN_STATS_SERIES = ['users', 'listings', 'offers', 'contracts'] as const;

/** One of {@link ADMIN_STATS_SERIES}. */
export type AdminStatsSeries = (typeof ADMIN_STATS_SERIES)[number];

/** Every text of the admin area (pages, errors, toasts). */
export const ADMIN_MESSAGES = Object.freeze({
  accountSuspended: ACCOUNT_SUSPENSION_TEXTS.message,
  accountSuspendedTitle: ACCOUNT_SUSPENSION_TEXTS.title,
  noAccess: "You don't have access to this page.",
  selfDemotion: 'You cannot remove your own admin role.',
  selfSuspension: 'You cannot suspend your own account.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  accountClosed: 'This account was closed by its owner.',
  userNotFound: 'No user with this id.',
  reasonRequired: 'Give a reason for the suspension.',
  reasonTooLong: `The reason must be at most ${SUSPENSION_REASON_MAX} characters.`,
  dashboardTitle: 'Admin Dashboard',
  dashboardLead: 'The marketplace at a glance: current figures and activity over time.',
  usersTitle: 'Users',
  usersLead: 'Find users, grant or revoke roles, suspend and restore accounts.',
  contractsLink: 'Contracts management',
  usersLink: 'Manage users',
  searchLabel: 'Search users',
  searchPlaceholder: 'Name or email',
  noUsers: 'No users match.',
  showMore: 'Show more',
  suspendAction: 'Suspend',
  restoreAction: 'Restore',
  suspendTitle: (name: string) => `Suspend ${name}`,
  suspendLead:
    'A suspended user is signed out everywhere at once and cannot sign in until an admin restores the account.',
  reasonLabel: 'Reason',
  confirmSuspend: 'Suspend account',
  cancel: 'Cancel',
  grantRole: (role: Role) => `Make ${ROLE_LABELS[role].toLowerCase()}`,
  revokeRole: (role: Role) => `Remove ${ROLE_LABELS[role].toLowerCase()}`,
  roleGranted: (role: Role, name: string) =>
    `${name} is now ${articleOf(role)} ${ROLE_LABELS[role].toLowerCase()}.`,
  roleRevoked: (role: Role, name: string) =>
    `${name} is no longer ${articleOf(role)} ${ROLE_LABELS[role].toLowerCase()}.`,
  suspended: (name: string) => `${name} is suspended and signed out.`,
  restored: (name: string) => `${name} is restored.`,
  historyTitle: 'Admin actions',
  noHistory: 'No admin actions yet.',
  figuresTitle: 'Current figures',
  chartsTitle: 'Activity',
  rangeLabel: 'Period',
  bucketLabel: 'Group by',
  rangeOption: (days: number) => `Last ${days} days`,
  dayHeader: 'Day',
  weekHeader: 'Week of',
  weekOf: (day: string) => `Week of ${day}`,
  chartSummary: (total: number, days: number, peak: { label: string; value: number } | null) =>
    `${formatNumber(total)} in total over the last ${days} days${
      peak ? `; most on ${peak.label} (${formatNumber(peak.value)})` : ''
    }.`,
  loadWhat: 'the admin figures',
  usersWhat: 'the users',
  joined: 'Joined',
  you: '(you)',
  reviewQueue: 'Review queue',
  contentReview: 'Content review',
  actionFailed: 'That did not work. Try again.',
  roleFilter: 'Role',
  anyRole: 'Any role',
  statusFilter: 'Status',
  anyStatus: 'Any status',
  searchButton: 'Search',
  suspensionNote: (reason: string) => `Suspended: ${reason}`,
  historyCount: (count: number) => `Admin actions (${count})`,
  byAdmin: (name: string) => `by ${name}`,
  bucketOptions: Object.freeze({ day: 'Day', week: 'Week' }) as Readonly<Record<AdminStatsBucket, string>>,
  seriesTitles: Object.freeze({
    users: 'New users',
    listings: 'New listings',
    offers: 'Offers made',
    contracts: 'Contracts created',
  }) as Readonly<Record<AdminStatsSeries, string>>,
  figureLabels: Object.freeze({
    users: 'Users',
    suspendedUsers: 'Suspended',
    newUsers: 'New users',
    listings: 'Listings',
    pendingReview: 'Pending review',
    archived: 'Archived',
    offers: 'Offers',
    contracts: 'Contracts',
    openReports: 'Open reports',
  }),
  auditActionLabels: Object.freeze({
    role_granted: 'Granted role',
    role_revoked: 'Revoked role',
    suspended: 'Suspended',
    restored: 'Restored',
  }) as Readonly<Record<AdminAuditAction, string>>,
});

function articleOf(role: Role): string {
  return role === 'admin' ? 'an' : 'a';
}

/** What is wrong with a suspension reason, or null when it is fine (trimmed, 1 to {@link SUSPENSION_REASON_MAX}). */
export function suspensionReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return ADMIN_MESSAGES.reasonRequired;
  if (trimmed.length > SUSPENSION_REASON_MAX) return ADMIN_MESSAGES.reasonTooLong;
  return null;
}

/** One audit entry as a sentence: "Granted role Moderator", "Suspended: spam". */
export function auditEntryText(entry: {
  action: AdminAuditAction;
  role: Role | null;
  reason: string | null;
}) {
  const label = ADMIN_MESSAGES.auditActionLabels[entry.action];
  if (entry.role) return `${label} ${ROLE_LABELS[entry.role]}`;
  if (entry.reason) return `${label}: ${entry.reason}`;
  return label;
}

/** Whether a value is one of {@link ADMIN_STATS_RANGES}. */
export function isAdminStatsRange(value: unknown): value is AdminStatsRange {
  return (ADMIN_STATS_RANGES as readonly unknown[]).includes(value);
}
