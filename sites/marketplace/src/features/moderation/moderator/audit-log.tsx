// The audit log of /moderator: who did what to which listing, profile or application, when, and why; paged.
import {
  MODERATION_AUDIT_LABELS,
  MODERATION_LIMITS,
  MODERATION_TEXTS,
  type ModerationAuditAction,
} from '@dealloop/core';
import { useState } from 'react';
import { useApiResource } from '../../../app/use-api-resource';
import { ResourceView } from '../../../components/resource-view';
import { formatDealTime } from '../../../deals/deal-format';
import * as deals from '../../../deals/deals.css';
import { Link } from '../../../router';
import * as styles from '../moderation.css';
import { type AuditEntry, moderationApi } from '../moderation-api';
import { Pager } from './pager';

const PAGE_SIZE = MODERATION_LIMITS.auditPageSize;

/** The log; a new `version` reloads it (after a decision on this page). */
export function AuditLog({ version }: { version: number }) {
  const [offset, setOffset] = useState(0);
  const log = useApiResource(`moderation-audit:${offset}:${version}`, (api) =>
    moderationApi(api).audit({ query: { limit: PAGE_SIZE, offset } }),
  );
  return (
    <section className={deals.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading" className={deals.sectionTitle}>
        {MODERATION_TEXTS.auditTitle}
      </h2>
      <ResourceView resource={log} what="the audit log">
        {(page) =>
          page.items.length === 0 ? (
            <p className={styles.muted}>{MODERATION_TEXTS.auditEmpty}</p>
          ) : (
            <>
              <ul className={styles.auditList} aria-label={MODERATION_TEXTS.auditTitle}>
                {page.items.map((entry) => (
                  <AuditItem key={entry.id} entry={entry} />
                ))}
              </ul>
              <Pager
                offset={offset}
                pageSize={PAGE_SIZE}
                shown={page.items.length}
                total={page.total}
                onOffset={setOffset}
              />
            </>
          )
        }
      </ResourceView>
    </section>
  );
}

function targetOf(entry: AuditEntry) {
  const label =
    entry.targetLabel ?? (entry.targetType === 'listing' ? 'A removed listing' : 'A removed user');
  if (entry.targetType === 'listing') return <Link to={`/property/${entry.targetId}`}>{label}</Link>;
  if (entry.targetType === 'profile') return <Link to={`/profile/${entry.targetId}`}>{label}</Link>;
  return <span>{label}</span>;
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const action = MODERATION_AUDIT_LABELS[entry.action as ModerationAuditAction] ?? entry.action;
  return (
    <li className={styles.auditItem}>
      <span>
        <strong>{entry.actor.name ?? entry.actor.email}</strong> · {action} · {targetOf(entry)}
      </span>
      <time className={styles.muted} dateTime={entry.createdAt}>
        {formatDealTime(entry.createdAt)}
      </time>
      {entry.reason ? <p className={styles.reason}>{entry.reason}</p> : null}
    </li>
  );
}
