// Fixtures of the admin page tests: stats with a known series, users, and a fake admin API over the fake client.

import { ApiError, type RequestOptions } from '@dealloop/client';
import type { AdminStats, AdminUser } from '@dealloop/contract';
import type { ADMIN_STATS_RANGES, AdminStatsBucket, Role } from '@dealloop/core';
import { vi } from 'vitest';
import type { FakeApiClient } from '../../test/fake-api-client';
import { answerRequests } from '../../test/property-fixtures';

/** Where the admin API answers (the tests assert the wire). */
export const ADMIN_STATS_API = '/api/v1/admin/stats';
export const ADMIN_USERS_API = '/api/v1/admin/users';

/** Stats of `days` days (or weeks) whose users series is 0, 1, 2... and every other series 1 a bucket. */
export function makeStats(days: number, bucket: AdminStatsBucket): AdminStats {
  const count = bucket === 'week' ? Math.ceil(days / 7) : days;
  const step = bucket === 'week' ? 7 : 1;
  const start = Date.UTC(2026, 8, 1);
  const points = Array.from({ length: count }, (_, i) => ({
    start: new Date(start + i * step * 86_400_000).toISOString().slice(0, 10),
    users: i,
    listings: 1,
    offers: 1,
    contracts: 1,
  }));
  return {
    generatedAt: '2026-11-23T12:00:00.000Z',
    figures: {
      users: { total: 120, suspended: 3 },
      listings: {
        total: 60,
        archived: 5,
        byStatus: { pending_review: 7, published: 40, declined: 2, on_hold: 1, under_contract: 0 },
        byDealStatus: { active: 38, under_contract: 9, sold: 8 },
      },
      pendingReview: 7,
      offers: {
        total: 30,
        byStatus: {
          pending: 10,
          countered: 2,
          accepted: 8,
          rejected: 4,
          withdrawn: 3,
          expired: 2,
          backup: 0,
          declined: 1,
        },
      },
      contracts: { total: 8, byStatus: { pending: 3, approved: 2, completed: 2, cancelled: 1 } },
      openReports: 4,
    },
    series: { days: days as (typeof ADMIN_STATS_RANGES)[number], bucket, from: points[0]!.start, points },
  };
}

/** A user as the admin API answers it. */
export function makeAdminUser(overrides: Partial<AdminUser> & { id: string }): AdminUser {
  return {
    email: `${overrides.id}@example.com`,
    fullName: `User ${overrides.id}`,
    createdAt: '2026-10-01T10:00:00.000Z',
    roles: [],
    status: 'active',
    suspendedAt: null,
    suspensionReason: null,
    history: [],
    ...overrides,
  };
}

/**
 * Answers the admin API like the server, over a list of users: search by name/email, roles, suspension with its
 * history entry (by `adminName`), self-demotion refused. Pages of `pageSize`, cursor = the next index. Other
 * paths keep the fake client's answers.
 */
export function answerAdminApi(
  client: FakeApiClient,
  users: AdminUser[],
  options: { adminId: string; adminName: string; pageSize?: number },
) {
  const pageSize = options.pageSize ?? 20;
  let entry = 0;
  const history = (
    action: AdminUser['history'][number]['action'],
    role: Role | null,
    reason: string | null,
  ) => ({
    id: `audit-${++entry}`,
    action,
    role,
    reason,
    createdAt: '2026-11-23T12:00:00.000Z',
    admin: { id: options.adminId, name: options.adminName },
  });
  const update = (id: string, change: (user: AdminUser) => AdminUser) => {
    const index = users.findIndex((user) => user.id === id);
    if (index < 0) throw new ApiError(404, 'user_not_found', 'No user with this id.');
    users[index] = change(users[index]!);
    return users[index];
  };
  // The profile and notification calls of the shell keep the fake's own answers.
  const shell = vi.mocked(client.request).getMockImplementation();
  answerRequests(client, (method, path, request) => {
    if (!path.startsWith('/api/v1/admin/')) return shell?.(method, path, request as RequestOptions);
    if (method === 'GET' && path === ADMIN_STATS_API) {
      const query = request?.query as { days: number; bucket: AdminStatsBucket };
      return makeStats(query.days, query.bucket);
    }
    if (method === 'GET' && path === ADMIN_USERS_API) {
      const query = (request?.query ?? {}) as { q?: string; role?: Role; status?: string; cursor?: string };
      const q = query.q?.toLowerCase();
      const found = users.filter(
        (user) =>
          (!q || user.email.includes(q) || (user.fullName ?? '').toLowerCase().includes(q)) &&
          (!query.role || user.roles.includes(query.role)) &&
          (!query.status || user.status === query.status),
      );
      const from = Number(query.cursor ?? 0);
      const next = from + pageSize;
      return { items: found.slice(from, next), nextCursor: next < found.length ? String(next) : null };
    }
    const match = /^\/api\/v1\/admin\/users\/([^/]+)\/(roles|suspension)(?:\/(\w+))?$/.exec(path);
    if (!match) return undefined;
    const [, id, what, role] = match as unknown as [string, string, string, Role | undefined];
    const body = (request?.json ?? {}) as { role?: Role; reason?: string };
    if (what === 'roles' && method === 'POST') {
      return update(id, (user) => ({
        ...user,
        roles: [...user.roles, body.role!],
        history: [history('role_granted', body.role!, null), ...user.history],
      }));
    }
    if (what === 'roles' && method === 'DELETE') {
      if (role === 'admin' && id === options.adminId) {
        throw new ApiError(409, 'self_demotion', 'You cannot remove your own admin role.');
      }
      return update(id, (user) => ({
        ...user,
        roles: user.roles.filter((held) => held !== role),
        history: [history('role_revoked', role!, null), ...user.history],
      }));
    }
    if (what === 'suspension' && method === 'POST') {
      return update(id, (user) => ({
        ...user,
        status: 'suspended',
        suspendedAt: '2026-11-23T12:00:00.000Z',
        suspensionReason: body.reason!,
        history: [history('suspended', null, body.reason!), ...user.history],
      }));
    }
    if (what === 'suspension' && method === 'DELETE') {
      return update(id, (user) => ({
        ...user,
        status: 'active',
        suspendedAt: null,
        suspensionReason: null,
        history: [history('restored', null, null), ...user.history],
      }));
    }
    return undefined;
  });
}
