// The admin's JSON of a user: account, roles, standing and the admin actions on them.
import type { AccountStatus } from '@dealloop/core';
import type { AdminAuditRecord, AdminUserRecord } from './admin-users-repo';

/** A user's standing: an admin's suspension carries a reason; a deleted account is suspended without one. */
export function accountStatusOf(
  user: Pick<AdminUserRecord, 'suspended_at' | 'suspension_reason'>,
): AccountStatus {
  if (!user.suspended_at) return 'active';
  return user.suspension_reason === null ? 'closed' : 'suspended';
}

/** The admin's view of one user with their history (newest first). */
export function serializeAdminUser(user: AdminUserRecord, history: AdminAuditRecord[]) {
  return {
    id: user.id,
    email: user.email,
    fullName: user.full_name,
    createdAt: user.created_at,
    roles: user.roles,
    status: accountStatusOf(user),
    suspendedAt: user.suspended_at,
    suspensionReason: user.suspension_reason,
    history: history
      .filter((entry) => entry.user_id === user.id)
      .map((entry) => ({
        id: entry.id,
        action: entry.action,
        role: entry.role,
        reason: entry.reason,
        createdAt: entry.created_at,
        admin: { id: entry.admin_id, name: entry.admin_name ?? entry.admin_email },
      })),
  };
}
