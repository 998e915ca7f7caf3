// The admin API as the site reads it: the dashboard's figures and series, and user management.
import type { ApiClient } from '@dealloop/client';
import type {
  AccountStatus,
  AdminAuditAction,
  AdminStatsBucket,
  AdminStatsRange,
  AdminStatsSeries,
  ContractStatus,
  ListingStatus,
  OfferStatus,
  PropertyStatus,
  Role,
} from '@dealloop/core';

export const ADMIN_STATS_API = '/api/v1/admin/stats';
export const ADMIN_USERS_API = '/api/v1/admin/users';

/** One bucket of the series: its first day (YYYY-MM-DD, UTC) and the new rows of each series. */
export type AdminStatsPoint = { start: string } & Record<AdminStatsSeries, number>;

/** GET /admin/stats. */
export interface AdminStats {
  generatedAt: string;
  figures: {
    users: { total: number; suspended: number };
    listings: {
      total: number;
      archived: number;
      byStatus: Record<ListingStatus, number>;
      byDealStatus: Record<PropertyStatus, number>;
    };
    pendingReview: number;
    offers: { total: number; byStatus: Record<OfferStatus, number> };
    contracts: { total: number; byStatus: Record<ContractStatus, number> };
    openReports: number;
  };
  series: { days: AdminStatsRange; bucket: AdminStatsBucket; from: string; points: AdminStatsPoint[] };
}

/** One admin action on a user. */
export interface AdminAuditEntry {
  id: string;
  action: AdminAuditAction;
  role: Role | null;
  reason: string | null;
  createdAt: string;
  admin: { id: string; name: string };
}

/** A user as the admin sees them. */
export interface AdminUser {
  id: string;
  email: string;
  fullName: string | null;
  createdAt: string;
  roles: Role[];
  status: AccountStatus;
  suspendedAt: string | null;
  suspensionReason: string | null;
  history: AdminAuditEntry[];
}

/** A page of users. */
export interface AdminUserPage {
  items: AdminUser[];
  nextCursor: string | null;
}

/** The user list's filters (kept in the URL). */
export interface AdminUserFilters {
  q: string;
  role: Role | '';
  status: 'active' | 'suspended' | '';
}

const userPath = (id: string) => `${ADMIN_USERS_API}/${encodeURIComponent(id)}`;

/** The admin calls. */
export const adminApi = {
  stats: (client: ApiClient, days: AdminStatsRange, bucket: AdminStatsBucket) =>
    client.request<AdminStats>('GET', ADMIN_STATS_API, { query: { days, bucket } }),
  users: (client: ApiClient, filters: AdminUserFilters, cursor: string | null) =>
    client.request<AdminUserPage>('GET', ADMIN_USERS_API, {
      query: {
        q: filters.q || undefined,
        role: filters.role || undefined,
        status: filters.status || undefined,
        cursor: cursor ?? undefined,
      },
    }),
  grantRole: (client: ApiClient, id: string, role: Role) =>
    client.request<AdminUser>('POST', `${userPath(id)}/roles`, { json: { role } }),
  revokeRole: (client: ApiClient, id: string, role: Role) =>
    client.request<AdminUser>('DELETE', `${userPath(id)}/roles/${role}`),
  suspend: (client: ApiClient, id: string, reason: string) =>
    client.request<AdminUser>('POST', `${userPath(id)}/suspension`, { json: { reason } }),
  restore: (client: ApiClient, id: string) =>
    client.request<AdminUser>('DELETE', `${userPath(id)}/suspension`),
};

/** A user's name for messages: the full name, else the email. */
export const displayName = (user: Pick<AdminUser, 'fullName' | 'email'>) =>
  user.fullName?.trim() || user.email;
