// Turns the stats series into chart points: day or week labels, the summary sentence, the table headers.

import type { AdminStats } from '@dealloop/contract';
import { ADMIN_MESSAGES, type AdminStatsSeries } from '@dealloop/core';
import type { BarChartPoint } from '@dealloop/ui';

/** "Nov 3" for a YYYY-MM-DD day (UTC). */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** What one chart of the dashboard shows. */
export interface DashboardChart {
  series: AdminStatsSeries;
  title: string;
  points: BarChartPoint[];
  summary: string;
  categoryHeader: string;
}

/** The chart of one series of the stats. */
export function chartOf(stats: AdminStats['series'], series: AdminStatsSeries): DashboardChart {
  const weekly = stats.bucket === 'week';
  const points = stats.points.map((point) => ({
    label: weekly ? ADMIN_MESSAGES.weekOf(shortDay(point.start)) : shortDay(point.start),
    tick: shortDay(point.start),
    value: point[series],
  }));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const peak = points.reduce<BarChartPoint | null>(
    (best, point) => (point.value > (best?.value ?? 0) ? point : best),
    null,
  );
  return {
    series,
    title: ADMIN_MESSAGES.seriesTitles[series],
    points,
    summary: ADMIN_MESSAGES.chartSummary(total, stats.days, peak),
    categoryHeader: weekly ? ADMIN_MESSAGES.weekHeader : ADMIN_MESSAGES.dayHeader,
  };
}
