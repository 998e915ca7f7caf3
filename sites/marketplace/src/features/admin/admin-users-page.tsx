// /admin/users (admins): users by name or email, role and status (all in the URL), newest first with Show more;
// grant and revoke roles, suspend with a reason and restore, each with a toast and the user's history updated.

import { ApiError } from '@dealloop/client';
import type { AdminUser } from '@dealloop/contract';
import {
  ACCOUNT_STATUS_LABELS,
  ADMIN_MESSAGES,
  ADMIN_PAGE_TEXTS,
  PAGE_TITLES,
  ROLE_LABELS,
  ROLES,
  type Role,
} from '@dealloop/core';
import { Button, PageHeader, SelectField, TextField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import { useCursorPages } from '../../app/use-cursor-pages';
import { useDocumentTitle } from '../../app/use-document-title';
import { EmptyState } from '../../components/empty-state';
import * as deals from '../../deals/deals.css';
import { useSearchParams } from '../../router';
import { type AdminUserFilters, adminApi, displayName, userQueryOf } from './admin-api';
import { AdminGate } from './admin-gate';
import { type AdminUserAction, AdminUserItem } from './admin-user-item';
import * as styles from './admin-users.css';
import { SuspendDialog } from './suspend-dialog';

const ROLE_OPTIONS = [
  { value: '', label: ADMIN_MESSAGES.anyRole },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const STATUS_OPTIONS = [
  { value: '', label: ADMIN_MESSAGES.anyStatus },
  { value: 'active', label: ACCOUNT_STATUS_LABELS.active },
  { value: 'suspended', label: ACCOUNT_STATUS_LABELS.suspended },
];

/** The filters of the URL (`q`, `role`, `status`); unknown values are ignored. */
export function userFiltersOf(params: URLSearchParams): AdminUserFilters {
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    role: (ROLES as readonly string[]).includes(role) ? (role as Role) : '',
    status: status === 'active' || status === 'suspended' ? status : '',
  };
}

/** The user management page. */
export default function AdminUsersPage() {
  useDocumentTitle(PAGE_TITLES.adminUsers);
  return (
    <AdminGate title={ADMIN_MESSAGES.usersTitle}>{({ user }) => <AdminUsers selfId={user.id} />}</AdminGate>
  );
}

function AdminUsers({ selfId }: { selfId: string }) {
  const { client } = useServices();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const filters = userFiltersOf(params);
  const filterKey = `${filters.q}\u0000${filters.role}\u0000${filters.status}`;
  const [text, setText] = useState(filters.q);
  const {
    pages: listing,
    showMore,
    retry,
    update,
  } = useCursorPages({
    load: (cursor) => adminApi(client).users({ query: userQueryOf(filters, cursor) }),
    queryKey: filterKey,
    what: 'users',
    onMoreFailed: () => toast.error(ADMIN_MESSAGES.actionFailed),
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);

  const setFilter = (key: keyof AdminUserFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', text.trim());
  };

  const replace = (changed: AdminUser) =>
    update((items) => items.map((item) => (item.id === changed.id ? changed : item)));

  /** Runs one change; answers the changed user, or throws the message to show. */
  const change = async (user: AdminUser, run: () => Promise<AdminUser>, success: string) => {
    setBusyId(user.id);
    try {
      const changed = await run();
      replace(changed);
      toast.success(success);
    } catch (error) {
      throw new Error(error instanceof ApiError ? error.message : ADMIN_MESSAGES.actionFailed);
    } finally {
      setBusyId(null);
    }
  };

  const act = (user: AdminUser, action: AdminUserAction) => {
    const name = displayName(user);
    if (action.kind === 'suspend') return setSuspending(user);
    const run =
      action.kind === 'grant'
        ? change(
            user,
            () => adminApi(client).grantRole({ params: { id: user.id }, json: { role: action.role } }),
            ADMIN_MESSAGES.roleGranted(action.role, name),
          )
        : action.kind === 'revoke'
          ? change(
              user,
              () => adminApi(client).revokeRole({ params: { id: user.id, role: action.role } }),
              ADMIN_MESSAGES.roleRevoked(action.role, name),
            )
          : change(
              user,
              () => adminApi(client).restore({ params: { id: user.id } }),
              ADMIN_MESSAGES.restored(name),
            );
    run.catch((error: Error) => toast.error(error.message));
  };

  return (
    <div className={deals.page}>
      <PageHeader size="lg" title={ADMIN_MESSAGES.usersTitle} subtitle={ADMIN_MESSAGES.usersLead} />
      <form className={styles.filters} onSubmit={search} aria-label={ADMIN_MESSAGES.searchLabel}>
        <TextField
          label={ADMIN_MESSAGES.searchLabel}
          type="search"
          placeholder={ADMIN_MESSAGES.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label={ADMIN_MESSAGES.roleFilter}
          options={ROLE_OPTIONS}
          value={filters.role}
          onChange={(event) => setFilter('role', event.target.value)}
        />
        <SelectField
          label={ADMIN_MESSAGES.statusFilter}
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        <Button type="submit" variant="primary">
          {ADMIN_MESSAGES.searchButton}
        </Button>
      </form>
      {listing.status === 'failed' ? (
        <EmptyState icon="alert" title={ADMIN_PAGE_TEXTS.loadFailed(ADMIN_MESSAGES.usersWhat)}>
          <Button variant="primary" onClick={retry}>
            {ADMIN_PAGE_TEXTS.tryAgain}
          </Button>
        </EmptyState>
      ) : listing.status === 'loading' ? (
        <p className={deals.loading} aria-busy="true">
          {ADMIN_PAGE_TEXTS.loading(ADMIN_MESSAGES.usersWhat)}
        </p>
      ) : listing.items.length === 0 ? (
        <EmptyState icon="search" title={ADMIN_MESSAGES.noUsers} />
      ) : (
        <>
          <ul className={deals.list} aria-label={ADMIN_MESSAGES.usersTitle}>
            {listing.items.map((user) => (
              <li key={user.id}>
                <AdminUserItem
                  user={user}
                  self={user.id === selfId}
                  busy={busyId === user.id}
                  onAction={(action) => act(user, action)}
                />
              </li>
            ))}
          </ul>
          {listing.nextCursor ? (
            <Button
              variant="secondary"
              loading={listing.loadingMore}
              onClick={showMore}
              className={styles.more}
            >
              {ADMIN_MESSAGES.showMore}
            </Button>
          ) : null}
        </>
      )}
      {suspending ? (
        <SuspendDialog
          name={displayName(suspending)}
          onClose={() => setSuspending(null)}
          onSubmit={async (reason) => {
            await change(
              suspending,
              () => adminApi(client).suspend({ params: { id: suspending.id }, json: { reason } }),
              ADMIN_MESSAGES.suspended(displayName(suspending)),
            );
            setSuspending(null);
          }}
        />
      ) : null}
    </div>
  );
}
