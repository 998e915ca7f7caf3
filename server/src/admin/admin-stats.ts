// The admin dashboard's numbers: current figures (counts by state) and new rows per day or week, all counted in SQL
// that runs on SQLite and Postgres.
import {
  ADMIN_STATS_SERIES,
  type AdminStatsBucket,
  type AdminStatsRange,
  type AdminStatsSeries,
  CONTRACT_STATUSES,
  type ContractStatus,
  LISTING_STATUSES,
  type ListingStatus,
  OFFER_STATUSES,
  type OfferStatus,
  PROPERTY_STATUSES,
  type PropertyStatus,
} from '@dealloop/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The current figures of the marketplace. */
export interface AdminFigures {
  users: { total: number; suspended: number };
  listings: {
    total: number;
    archived: number;
    /** By review state (listing_status). */
    byStatus: Record<ListingStatus, number>;
    /** By deal state (status): available, under contract, sold. */
    byDealStatus: Record<PropertyStatus, number>;
  };
  pendingReview: number;
  offers: { total: number; byStatus: Record<OfferStatus, number> };
  contracts: { total: number; byStatus: Record<ContractStatus, number> };
  openReports: number;
}

/** New rows of each series in one bucket starting on `start` (YYYY-MM-DD, UTC). */
export type AdminStatsPoint = { start: string } & Record<AdminStatsSeries, number>;

/** The dashboard's answer. */
export interface AdminStats {
  generatedAt: string;
  figures: AdminFigures;
  series: { days: AdminStatsRange; bucket: AdminStatsBucket; from: string; points: AdminStatsPoint[] };
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The UTC calendar day of a timestamp column, as YYYY-MM-DD text, on either dialect. */
function dayExpression(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/** Rows of `table` counted by a column's value. */
async function countBy<T extends string>(
  db: Db,
  table: 'properties' | 'offers' | 'contracts',
  column: 'listing_status' | 'status',
  keys: readonly T[],
  archived?: 'only' | 'none',
): Promise<Record<T, number>> {
  let query = db
    .selectFrom(table)
    .select([sql<string>`${sql.ref(column)}`.as('key'), (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy(column);
  if (archived === 'none') query = query.where(sql.ref('archived_at'), 'is', null);
  const rows = await query.execute();
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<T, number>;
  for (const row of rows) if (row.key in counts) counts[row.key as T] = Number(row.n);
  return counts;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

async function countRows(
  db: Db,
  table: 'users' | 'properties' | 'content_reports',
  where: RawBuilder<boolean>,
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The current figures. Listings by status leave archived listings out (they are counted apart). */
export async function adminFigures(db: Db): Promise<AdminFigures> {
  const [
    users,
    suspended,
    listingsByStatus,
    listingsByDealStatus,
    archived,
    offersByStatus,
    contractsByStatus,
    openReports,
  ] = await Promise.all([
    countRows(db, 'users', sql<boolean>`suspended_at is null or suspension_reason is not null`),
    countRows(db, 'users', sql<boolean>`suspended_at is not null and suspension_reason is not null`),
    countBy(db, 'properties', 'listing_status', LISTING_STATUSES, 'none'),
    countBy(db, 'properties', 'status', PROPERTY_STATUSES, 'none'),
    countRows(db, 'properties', sql<boolean>`archived_at is not null`),
    countBy(db, 'offers', 'status', OFFER_STATUSES),
    countBy(db, 'contracts', 'status', CONTRACT_STATUSES),
    countRows(db, 'content_reports', sql<boolean>`status = 'open'`),
  ]);
  return {
    users: { total: users, suspended },
    listings: {
      total: sum(listingsByStatus) + archived,
      archived,
      byStatus: listingsByStatus,
      byDealStatus: listingsByDealStatus,
    },
    pendingReview: listingsByStatus.pending_review,
    offers: { total: sum(offersByStatus), byStatus: offersByStatus },
    contracts: { total: sum(contractsByStatus), byStatus: contractsByStatus },
    openReports,
  };
}

const SERIES_TABLES: Readonly<Record<AdminStatsSeries, 'users' | 'properties' | 'offers' | 'contracts'>> = {
  users: 'users',
  listings: 'properties',
  offers: 'offers',
  contracts: 'contracts',
};

/** New rows per UTC day since `from` (YYYY-MM-DD), by day. */
async function dailyCounts(db: Db, dialect: Dialect, table: string, from: string) {
  const day = dayExpression(dialect, 'created_at');
  const { rows } = await sql<{ day: string; n: string | number }>`
    select ${day} as day, count(*) as n from ${sql.table(table)}
    where created_at >= ${from}
    group by ${day}`.execute(db);
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

/** The Monday (UTC) of the week holding `day`. */
export function weekStartOf(day: string): string {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  return dayOf(time - weekday * DAY_MS);
}

/**
 * The series over the last `days` UTC days, today included, zero-filled: one point per day, or per week (Monday
 * first; the first week counts only the days inside the period).
 */
export async function adminSeries(
  db: Db,
  dialect: Dialect,
  days: AdminStatsRange,
  bucket: AdminStatsBucket,
  now: number,
): Promise<AdminStats['series']> {
  const today = Date.parse(`${dayOf(now)}T00:00:00.000Z`);
  const from = dayOf(today - (days - 1) * DAY_MS);
  const counts = await Promise.all(
    ADMIN_STATS_SERIES.map((name) => dailyCounts(db, dialect, SERIES_TABLES[name], `${from}T00:00:00.000Z`)),
  );
  const points: AdminStatsPoint[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = dayOf(today - (days - 1 - i) * DAY_MS);
    const start = bucket === 'week' ? maxDay(weekStartOf(day), from) : day;
    let point = points.at(-1);
    if (!point || point.start !== start) {
      point = { start, users: 0, listings: 0, offers: 0, contracts: 0 };
      points.push(point);
    }
    ADMIN_STATS_SERIES.forEach((name, index) => {
      point[name] += counts[index]!.get(day) ?? 0;
    });
  }
  return { days, bucket, from, points };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);

/** The whole dashboard answer. */
export async function adminStats(
  db: Db,
  dialect: Dialect,
  query: { days: AdminStatsRange; bucket: AdminStatsBucket },
  now = Date.now(),
): Promise<AdminStats> {
  const [figures, series] = await Promise.all([
    adminFigures(db),
    adminSeries(db, dialect, query.days, query.bucket, now),
  ]);
  return { generatedAt: new Date(now).toISOString(), figures, series };
}
