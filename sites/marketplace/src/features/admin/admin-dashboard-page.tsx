// /admin and /admin/dashboard (admins): current figures, activity charts over 30 or 90 days by day or week (both in
// the URL), and links to user and contract management.

import type { AdminStats } from '@dealloop/contract';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_TEXTS,
  ADMIN_STATS_BUCKETS,
  ADMIN_STATS_RANGES,
  ADMIN_STATS_SERIES,
  type AdminStatsBucket,
  type AdminStatsRange,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  formatNumber,
  isAdminStatsRange,
  LISTING_DEAL_FIGURE_LABELS,
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  matchSitePage,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  PAGE_TITLES,
} from '@dealloop/core';
import { BarChart, SelectField } from '@dealloop/ui';
import type { ReactNode } from 'react';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { ResourceView } from '../../components/resource-view';
import * as deals from '../../deals/deals.css';
import { Link, useSearchParams } from '../../router';
import { adminApi } from './admin-api';
import { chartOf } from './admin-chart-points';
import * as styles from './admin-dashboard.css';
import { AdminGate } from './admin-gate';

const RANGE_OPTIONS = ADMIN_STATS_RANGES.map((days) => ({
  value: String(days),
  label: ADMIN_MESSAGES.rangeOption(days),
}));
const BUCKET_OPTIONS = ADMIN_STATS_BUCKETS.map((bucket) => ({
  value: bucket,
  label: ADMIN_MESSAGES.bucketOptions[bucket],
}));

const REVIEW_QUEUE = '/moderator';
const CONTENT_REVIEW = '/moderator-content-review';
/** Whether the site has built the page at `path` (the moderation pages link only once they exist). */
const built = (path: string) => matchSitePage(path) !== null;

/** The period and grouping of the URL (`days`, `bucket`); anything else means 30 days by day. */
export function statsQueryOf(params: URLSearchParams): { days: AdminStatsRange; bucket: AdminStatsBucket } {
  const days = Number(params.get('days'));
  const bucket = params.get('bucket');
  return {
    days: isAdminStatsRange(days) ? days : 30,
    bucket: (ADMIN_STATS_BUCKETS as readonly string[]).includes(bucket ?? '')
      ? (bucket as AdminStatsBucket)
      : 'day',
  };
}

/** The admin dashboard. */
export default function AdminDashboardPage() {
  useDocumentTitle(PAGE_TITLES.adminDashboard);
  return <AdminGate title={ADMIN_MESSAGES.dashboardTitle}>{() => <Dashboard />}</AdminGate>;
}

function Dashboard() {
  const [params, setParams] = useSearchParams();
  const query = statsQueryOf(params);
  const stats = useApiResource(`${query.days}:${query.bucket}`, (client) =>
    adminApi(client).stats({ query }),
  );
  const setParam = (name: 'days' | 'bucket', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return (
    <div className={deals.page}>
      <header className={deals.header}>
        <h1 className={deals.title}>{ADMIN_MESSAGES.dashboardTitle}</h1>
        <p className={deals.lead}>{ADMIN_MESSAGES.dashboardLead}</p>
        <nav className={styles.links} aria-label={ADMIN_PAGE_TEXTS.navLabel}>
          <Link to="/admin/users">{ADMIN_MESSAGES.usersLink}</Link>
          <Link to="/admin/contracts">{ADMIN_MESSAGES.contractsLink}</Link>
          {built(REVIEW_QUEUE) ? <Link to={REVIEW_QUEUE}>{ADMIN_MESSAGES.reviewQueue}</Link> : null}
        </nav>
      </header>
      <ResourceView resource={stats} what={ADMIN_MESSAGES.loadWhat}>
        {(data) => (
          <>
            <Figures figures={data.figures} />
            <section className={deals.section} aria-labelledby="admin-charts">
              <div className={deals.sectionHeader}>
                <h2 id="admin-charts" className={deals.sectionTitle}>
                  {ADMIN_MESSAGES.chartsTitle}
                </h2>
                <div className={styles.controls}>
                  <SelectField
                    label={ADMIN_MESSAGES.rangeLabel}
                    options={RANGE_OPTIONS}
                    value={String(query.days)}
                    onChange={(event) => setParam('days', event.target.value)}
                  />
                  <SelectField
                    label={ADMIN_MESSAGES.bucketLabel}
                    options={BUCKET_OPTIONS}
                    value={query.bucket}
                    onChange={(event) => setParam('bucket', event.target.value)}
                  />
                </div>
              </div>
              <div className={styles.charts}>
                {ADMIN_STATS_SERIES.map((series) => {
                  const chart = chartOf(data.series, series);
                  return (
                    <BarChart
                      key={series}
                      title={chart.title}
                      points={chart.points}
                      summary={chart.summary}
                      categoryHeader={chart.categoryHeader}
                      valueHeader={chart.title}
                    />
                  );
                })}
              </div>
            </section>
          </>
        )}
      </ResourceView>
    </div>
  );
}

const labels = ADMIN_MESSAGES.figureLabels;

function Figures({ figures }: { figures: AdminStats['figures'] }) {
  return (
    <section className={deals.section} aria-labelledby="admin-figures">
      <h2 id="admin-figures" className={deals.sectionTitle}>
        {ADMIN_MESSAGES.figuresTitle}
      </h2>
      <div className={styles.figures}>
        <FigureCard
          title={labels.users}
          total={figures.users.total}
          link={{ to: '/admin/users', text: ADMIN_MESSAGES.usersLink }}
        >
          <Row label={labels.suspendedUsers} value={figures.users.suspended} />
        </FigureCard>
        <FigureCard title={labels.listings} total={figures.listings.total}>
          {LISTING_STATUSES.filter((status) => status !== 'under_contract').map((status) => (
            <Row
              key={status}
              label={LISTING_STATUS_LABELS[status]}
              value={figures.listings.byStatus[status]}
            />
          ))}
          {(['under_contract', 'sold'] as const).map((status) => (
            <Row
              key={status}
              label={LISTING_DEAL_FIGURE_LABELS[status]}
              value={
                figures.listings.byDealStatus[status] +
                (status === 'under_contract' ? figures.listings.byStatus.under_contract : 0)
              }
            />
          ))}
          <Row label={labels.archived} value={figures.listings.archived} />
        </FigureCard>
        <FigureCard
          title={labels.pendingReview}
          total={figures.pendingReview}
          link={built(REVIEW_QUEUE) ? { to: REVIEW_QUEUE, text: ADMIN_MESSAGES.reviewQueue } : undefined}
        />
        <FigureCard
          title={labels.openReports}
          total={figures.openReports}
          link={
            built(CONTENT_REVIEW) ? { to: CONTENT_REVIEW, text: ADMIN_MESSAGES.contentReview } : undefined
          }
        />
        <FigureCard title={labels.offers} total={figures.offers.total}>
          {OFFER_STATUSES.map((status) => (
            <Row key={status} label={OFFER_STATUS_LABELS[status]} value={figures.offers.byStatus[status]} />
          ))}
        </FigureCard>
        <FigureCard
          title={labels.contracts}
          total={figures.contracts.total}
          link={{ to: '/admin/contracts', text: ADMIN_MESSAGES.contractsLink }}
        >
          {CONTRACT_STATUSES.map((status) => (
            <Row
              key={status}
              label={CONTRACT_STATUS_LABELS[status]}
              value={figures.contracts.byStatus[status]}
            />
          ))}
        </FigureCard>
      </div>
    </section>
  );
}

function FigureCard({
  title,
  total,
  link,
  children,
}: {
  title: string;
  total: number;
  link?: { to: string; text: string };
  children?: ReactNode;
}) {
  const id = `figure-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <article className={styles.figureCard} aria-labelledby={id}>
      <h3 id={id} className={styles.figureTitle}>
        {title}
      </h3>
      <p className={styles.figureTotal}>{formatNumber(total)}</p>
      {children ? <dl className={styles.breakdown}>{children}</dl> : null}
      {link ? <Link to={link.to}>{link.text}</Link> : null}
    </article>
  );
}

function Row({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.breakdownRow}>
      <dt>{label}</dt>
      <dd className={styles.breakdownValue}>{formatNumber(value)}</dd>
    </div>
  );
}
