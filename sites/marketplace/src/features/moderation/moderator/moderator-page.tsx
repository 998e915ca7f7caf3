// /moderator (moderators and admins): the review queue with single and bulk decisions, the pending edits of
// published listings and the audit log; admins also get the moderator applications (?tab=applications) and a form creating raffles (?tab=raffles).
import { MODERATION_TEXTS, MODERATOR_PAGE_TEXTS, PAGE_TITLES } from '@dealloop/core';
import { PageHeader, Tabs } from '@dealloop/ui';
import { lazy, Suspense, useState } from 'react';
import { useDocumentTitle } from '../../../app/use-document-title';
import * as deals from '../../../deals/deals.css';
import { Link, useSearchParams } from '../../../router';
import { StaffPage } from '../staff-page';
import { ApplicationsPanel } from './applications-panel';
import { AuditLog } from './audit-log';
import { EditsQueue } from './edits-queue';
import { RaffleForm } from './raffle-form';
import { ReviewQueue } from './review-queue';

type Tab = 'queue' | 'applications' | 'raffles';

/** The proof of funds queue, loaded when the review tab shows. */
const FundsQueue = lazy(() => import('../../proof-of-funds/funds-queue'));

/** The Moderator Dashboard; others see "Moderators only", signed-out visitors are sent to sign in. */
export default function ModeratorPage() {
  useDocumentTitle(PAGE_TITLES.moderator);
  return (
    <StaffPage title={MODERATION_TEXTS.dashboardTitle}>
      {({ isAdmin }) => <Dashboard isAdmin={isAdmin} />}
    </StaffPage>
  );
}

function Dashboard({ isAdmin }: { isAdmin: boolean }) {
  const [version, setVersion] = useState(0);
  const [params, setParams] = useSearchParams();
  const decided = () => setVersion((value) => value + 1);
  const review = (
    <div className={deals.section}>
      <ReviewQueue onDecided={decided} />
      <EditsQueue onDecided={decided} />
      <Suspense fallback={null}>
        <FundsQueue onDecided={decided} />
      </Suspense>
      <AuditLog version={version} />
    </div>
  );
  const asked = params.get('tab');
  const tab: Tab = isAdmin && (asked === 'applications' || asked === 'raffles') ? asked : 'queue';
  return (
    <div className={deals.page}>
      <PageHeader
        size="lg"
        title={MODERATION_TEXTS.dashboardTitle}
        subtitle={
          <>
            {MODERATOR_PAGE_TEXTS.intro}{' '}
            <Link to="/moderator-content-review">{MODERATION_TEXTS.contentReviewTitle}</Link>.
          </>
        }
      />
      {isAdmin ? (
        <Tabs<Tab>
          label={MODERATOR_PAGE_TEXTS.tabsLabel}
          selected={tab}
          onSelect={(key) => setParams(key === 'queue' ? {} : { tab: key }, { replace: true })}
          tabs={[
            { key: 'queue', label: MODERATOR_PAGE_TEXTS.queueTab, panel: review },
            {
              key: 'applications',
              label: MODERATION_TEXTS.applicationsTitle,
              panel: <ApplicationsPanel onDecided={decided} />,
            },
            { key: 'raffles', label: MODERATOR_PAGE_TEXTS.rafflesTab, panel: <RaffleForm /> },
          ]}
        />
      ) : (
        review
      )}
    </div>
  );
}
