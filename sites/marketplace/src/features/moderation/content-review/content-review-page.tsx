// /moderator-content-review (moderators and admins): open reports grouped by listing or profile, each group
// resolved with a note: dismiss, or act (hide the listing / unpublish the profile).
import { ApiError } from '@dealloop/client';
import {
  CONTENT_REVIEW_TEXTS,
  MODERATION_TEXTS,
  PAGE_TITLES,
  REPORT_REASONS,
  type ReportReason,
  type ReportResolution,
  resolutionNoteProblem,
} from '@dealloop/core';
import { Button, Card, PageHeader, TextAreaField } from '@dealloop/ui';
import { useState } from 'react';
import { useServices, useToast } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ResourceView } from '../../../components/resource-view';
import { formatDealTime } from '../../../deals/deal-format';
import * as deals from '../../../deals/deals.css';
import { Link } from '../../../router';
import * as styles from '../moderation.css';
import { contentReportsApi, type ReportGroup, type ResolveRequest } from '../moderation-api';
import { StaffPage } from '../staff-page';

/** The Content Review page; others see "Moderators only", signed-out visitors are sent to sign in. */
export default function ContentReviewPage() {
  useDocumentTitle(PAGE_TITLES.moderatorContentReview);
  return <StaffPage title={MODERATION_TEXTS.contentReviewTitle}>{() => <OpenReports />}</StaffPage>;
}

function OpenReports() {
  const reports = useApiResource('moderation-reports', (api) => contentReportsApi(api).list());
  return (
    <div className={deals.page}>
      <PageHeader
        size="lg"
        title={MODERATION_TEXTS.contentReviewTitle}
        subtitle={CONTENT_REVIEW_TEXTS.subtitle}
      />
      <ResourceView resource={reports} what="the reports">
        {({ items }) =>
          items.length === 0 ? (
            <p className={styles.muted}>{MODERATION_TEXTS.reportsEmpty}</p>
          ) : (
            <ul className={deals.list} aria-label={CONTENT_REVIEW_TEXTS.openReports}>
              {items.map((group) => (
                <ReportGroupItem
                  key={`${group.targetType}:${group.targetId}`}
                  group={group}
                  onResolved={reports.reload}
                />
              ))}
            </ul>
          )
        }
      </ResourceView>
    </div>
  );
}

function ReportGroupItem({ group, onResolved }: { group: ReportGroup; onResolved: () => void }) {
  const { client } = useServices();
  const toast = useToast();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const listing = group.targetType === 'listing';
  const label = group.label ?? (listing ? 'A removed listing' : 'A removed profile');
  const resolve = async (resolution: ReportResolution) => {
    const problem = resolutionNoteProblem(note);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const body: ResolveRequest = {
        targetType: group.targetType,
        targetId: group.targetId,
        resolution,
        note: note.trim(),
      };
      await contentReportsApi(client).resolve({ json: body });
      toast.success(MODERATION_TEXTS.reportsResolved);
      onResolved();
    } catch (failure) {
      setSaving(false);
      toast.error(
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : MODERATION_TEXTS.moderationFailed,
      );
    }
  };
  return (
    <Card as="li" elevated aria-label={label}>
      <div className={deals.cardHeader}>
        <h2 className={deals.cardTitle}>
          {listing ? CONTENT_REVIEW_TEXTS.listing : CONTENT_REVIEW_TEXTS.profile}:{' '}
          <Link to={listing ? `/property/${group.targetId}` : `/profile/${group.targetId}`}>{label}</Link>
        </h2>
        <span className={styles.muted}>
          {CONTENT_REVIEW_TEXTS.reportCount(group.reports.length)}
          {group.targetState ? CONTENT_REVIEW_TEXTS.targetState(group.targetState) : ''}
        </span>
      </div>
      <ul className={styles.auditList}>
        {group.reports.map((report) => (
          <li key={report.id} className={styles.auditItem}>
            <span>
              <strong>{REPORT_REASONS[report.reason as ReportReason] ?? report.reason}</strong>{' '}
              {CONTENT_REVIEW_TEXTS.by} {report.reporter.name ?? report.reporter.email} ·{' '}
              <time dateTime={report.createdAt}>{formatDealTime(report.createdAt)}</time>
            </span>
            {report.details ? <p className={styles.reason}>{report.details}</p> : null}
          </li>
        ))}
      </ul>
      <TextAreaField
        label={CONTENT_REVIEW_TEXTS.noteFor(MODERATION_TEXTS.resolutionNoteLabel, label)}
        value={note}
        rows={2}
        error={error ?? undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" disabled={saving} onClick={() => resolve('dismiss')}>
          {MODERATION_TEXTS.dismissReports}
        </Button>
        <Button size="sm" variant="danger" disabled={saving} onClick={() => resolve('act')}>
          {listing ? MODERATION_TEXTS.hideListing : MODERATION_TEXTS.unpublishProfile}
        </Button>
      </div>
    </Card>
  );
}
