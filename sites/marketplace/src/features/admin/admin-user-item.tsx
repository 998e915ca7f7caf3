// One user on /admin/users: name, email, roles, standing, the role and suspension actions, and the admin history.

import type { AdminUser } from '@dealloop/contract';
import {
  ACCOUNT_STATUS_LABELS,
  ADMIN_MESSAGES,
  auditEntryText,
  ROLE_LABELS,
  ROLES,
  type Role,
} from '@dealloop/core';
import { Button, Card } from '@dealloop/ui';
import { formatDealDate, formatDealTime } from '../../deals/deal-format';
import * as deals from '../../deals/deals.css';
import { displayName } from './admin-api';
import * as styles from './admin-users.css';

/** What the admin asked to do to a user. */
export type AdminUserAction =
  | { kind: 'grant' | 'revoke'; role: Role }
  | { kind: 'suspend' }
  | { kind: 'restore' };

const STATUS_TONE = { active: 'success', suspended: 'danger', closed: 'muted' } as const;

/** The user's card; `self` hides what an admin may not do to themselves (remove their admin role, suspend). */
export function AdminUserItem({
  user,
  self,
  busy,
  onAction,
}: {
  user: AdminUser;
  self: boolean;
  busy: boolean;
  onAction: (action: AdminUserAction) => void;
}) {
  const name = displayName(user);
  const headingId = `admin-user-${user.id}`;
  const open = user.status !== 'closed';
  return (
    <Card as="article" elevated aria-labelledby={headingId}>
      <div className={deals.cardHeader}>
        <div>
          <h2 id={headingId} className={deals.cardTitle}>
            {name} {self ? <span className={deals.muted}>{ADMIN_MESSAGES.you}</span> : null}
          </h2>
          <p className={deals.muted}>
            {user.email} · {ADMIN_MESSAGES.joined} {formatDealDate(user.createdAt)}
          </p>
        </div>
        <div className={deals.badges}>
          {user.roles.map((role) => (
            <span key={role} className={deals.badge.info}>
              {ROLE_LABELS[role]}
            </span>
          ))}
          <span className={deals.badge[STATUS_TONE[user.status]]}>{ACCOUNT_STATUS_LABELS[user.status]}</span>
        </div>
      </div>
      {user.status === 'suspended' && user.suspensionReason ? (
        <p className={deals.message}>{ADMIN_MESSAGES.suspensionNote(user.suspensionReason)}</p>
      ) : null}
      {open ? (
        <div className={deals.actions}>
          {ROLES.map((role) => {
            const held = user.roles.includes(role);
            if (held && role === 'admin' && self) return null;
            return (
              <Button
                key={role}
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => onAction({ kind: held ? 'revoke' : 'grant', role })}
              >
                {held ? ADMIN_MESSAGES.revokeRole(role) : ADMIN_MESSAGES.grantRole(role)}
              </Button>
            );
          })}
          {user.status === 'suspended' ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onAction({ kind: 'restore' })}
            >
              {ADMIN_MESSAGES.restoreAction}
            </Button>
          ) : self ? null : (
            <Button size="sm" variant="danger" disabled={busy} onClick={() => onAction({ kind: 'suspend' })}>
              {ADMIN_MESSAGES.suspendAction}
            </Button>
          )}
        </div>
      ) : null}
      <details className={styles.history}>
        <summary className={styles.historySummary}>
          {ADMIN_MESSAGES.historyCount(user.history.length)}
        </summary>
        {user.history.length === 0 ? (
          <p className={deals.muted}>{ADMIN_MESSAGES.noHistory}</p>
        ) : (
          <ul className={styles.historyList}>
            {user.history.map((entry) => (
              <li key={entry.id}>
                {auditEntryText(entry)}{' '}
                <span className={deals.muted}>
                  {ADMIN_MESSAGES.byAdmin(entry.admin.name)} · {formatDealTime(entry.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>
    </Card>
  );
}
