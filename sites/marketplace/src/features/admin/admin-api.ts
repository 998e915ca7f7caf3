// The admin calls of the contract, bound to a client (their shapes come from @dealloop/contract as types), and the
// user list's filters as the site keeps them in the URL.
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { AdminContract, AdminUser } from '@dealloop/contract';
import { adminEndpoints } from '@dealloop/contract/endpoints';
import type { Role } from '@dealloop/core';

/** The admin calls made with `client`: `stats`, `users`, `user`, `grantRole`, `revokeRole`, `suspend`, `restore`. */
export const adminApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<AdminContract>(client, adminEndpoints);

/** The user list's filters (kept in the URL). */
export interface AdminUserFilters {
  q: string;
  role: Role | '';
  status: 'active' | 'suspended' | '';
}

/** The `users` call's query for the filters and a cursor (empty filters are left out). */
export const userQueryOf = (filters: AdminUserFilters, cursor: string | null) => ({
  q: filters.q || undefined,
  role: filters.role || undefined,
  status: filters.status || undefined,
  cursor: cursor ?? undefined,
});

/** A user's name for messages: the full name, else the email. */
export const displayName = (user: Pick<AdminUser, 'fullName' | 'email'>) =>
  user.fullName?.trim() || user.email;
