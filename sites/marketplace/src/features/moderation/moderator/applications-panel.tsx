// The admins' tab of /moderator (?tab=applications): pending moderator applications, approve or decline with a
// reason (the applicant gets an alert either way).
import { ApiError } from '@dealloop/client';
import {
  APPLICATIONS_PANEL_TEXTS,
  MODERATION_TEXTS,
  moderationReasonProblem,
  US_STATES,
} from '@dealloop/core';
import { Button, Card } from '@dealloop/ui';
import { useState } from 'react';
import { useServices, useToast } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import { ResourceView } from '../../../components/resource-view';
import { formatDealTime } from '../../../deals/deal-format';
import * as deals from '../../../deals/deals.css';
import * as styles from '../moderation.css';
import { moderatorApplicationsApi, type PendingModeratorApplication } from '../moderation-api';
import { ReasonDialog } from '../reason-dialog';

/** The pending applications with their decisions. */
export function ApplicationsPanel({ onDecided }: { onDecided: () => void }) {
  const { client } = useServices();
  const toast = useToast();
  const [declining, setDeclining] = useState<PendingModeratorApplication | null>(null);
  const [busy, setBusy] = useState(false);
  const applications = useApiResource('moderator-applications', (api) =>
    moderatorApplicationsApi(api).list(),
  );
  const decide = async (id: string, decision: 'approve' | 'decline', reason?: string) => {
    setBusy(true);
    try {
      await moderatorApplicationsApi(client).decide({
        params: { id },
        json: { decision, ...(reason ? { reason } : {}) },
      });
      toast.success(
        decision === 'approve' ? MODERATION_TEXTS.applicationApproved : MODERATION_TEXTS.applicationDeclined,
      );
      applications.reload();
      onDecided();
      return true;
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : MODERATION_TEXTS.moderationFailed,
      );
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={deals.section} aria-labelledby="applications-heading">
      <h2 id="applications-heading" className={deals.sectionTitle}>
        {MODERATION_TEXTS.applicationsTitle}
      </h2>
      <ResourceView resource={applications} what="the applications">
        {({ items }) =>
          items.length === 0 ? (
            <p className={styles.muted}>{MODERATION_TEXTS.applicationsEmpty}</p>
          ) : (
            <ul className={deals.list} aria-label={MODERATION_TEXTS.applicationsTitle}>
              {items.map((application) => {
                const name = application.applicant.name ?? application.applicant.email;
                return (
                  <Card as="li" key={application.id} elevated aria-label={name}>
                    <div className={deals.cardHeader}>
                      <h3 className={deals.cardTitle}>{name}</h3>
                      <span className={styles.muted}>
                        {APPLICATIONS_PANEL_TEXTS.applied(application.applicant.email)}{' '}
                        <time dateTime={application.createdAt}>{formatDealTime(application.createdAt)}</time>
                      </span>
                    </div>
                    <p className={styles.muted}>{MODERATION_TEXTS.applicationWhyLabel}</p>
                    <p className={styles.reason}>{application.why}</p>
                    <p className={styles.muted}>{MODERATION_TEXTS.applicationExperienceLabel}</p>
                    <p className={styles.reason}>{application.experience}</p>
                    <p className={styles.muted}>
                      {APPLICATIONS_PANEL_TEXTS.markets(
                        application.markets.map((code) => US_STATES[code] ?? code),
                      )}
                    </p>
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        variant="primary"
                        disabled={busy}
                        aria-label={APPLICATIONS_PANEL_TEXTS.approveApplicant(name)}
                        onClick={() => void decide(application.id, 'approve')}
                      >
                        {APPLICATIONS_PANEL_TEXTS.approve}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={busy}
                        aria-label={APPLICATIONS_PANEL_TEXTS.declineApplicant(name)}
                        onClick={() => setDeclining(application)}
                      >
                        {APPLICATIONS_PANEL_TEXTS.decline}
                      </Button>
                    </div>
                  </Card>
                );
              })}
            </ul>
          )
        }
      </ResourceView>
      <ReasonDialog
        request={
          declining
            ? {
                title: 'Decline this application',
                label: 'Reason (sent to the applicant)',
                confirmLabel: 'Decline',
                problem: (reason) => moderationReasonProblem('decline', reason),
              }
            : null
        }
        onClose={() => setDeclining(null)}
        onConfirm={(reason) => decide(declining?.id ?? '', 'decline', reason)}
      />
    </section>
  );
}
