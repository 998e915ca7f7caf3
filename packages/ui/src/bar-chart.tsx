// BarChart: counts over time as an accessible SVG bar chart, with the same numbers as a table for screen readers.
import { formatNumber } from '@dealloop/core';
import { useId } from 'react';
import * as styles from './bar-chart.css';
import { cx } from './class-names';
import { visuallyHidden } from './shared.css';

/** One bar: its full label (table, tooltip; unique in a chart), an optional short axis label, and its value. */
export interface BarChartPoint {
  label: string;
  tick?: string;
  value: number;
}

export interface BarChartProps {
  /** The chart's title, shown above it and naming the figure, the drawing and the table. */
  title: string;
  points: readonly BarChartPoint[];
  /** One sentence read after the title ("42 in total, most on Nov 3"); shown under the chart. */
  summary: string;
  /** Headers of the table alternative's two columns ("Day", "New users"). */
  categoryHeader: string;
  valueHeader: string;
  /** Formats values on the axis, in tooltips and in the table (default: en-US grouping). */
  formatValue?: (value: number) => string;
  className?: string;
}

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 } as const;
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (at least 1): the top of the axis. */
export function niceAxisMax(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Which bars get an axis label: the first, the last and about five evenly spaced between. */
function tickIndexes(count: number): Set<number> {
  if (count === 0) return new Set();
  const every = Math.max(1, Math.ceil(count / 6));
  const indexes = new Set<number>([0, count - 1]);
  for (let i = every; i < count - every / 2; i += every) indexes.add(i);
  return indexes;
}

/** Gridlines at 0, the top, and half the top when that is a whole number (counts have no halves). */
const gridValues = (top: number) => (Number.isInteger(top / 2) ? [0, top / 2, top] : [0, top]);

/** An axis label under its bar; the first and last are aligned to the plot's edges so they are never cut. */
function tickPlacement(index: number, count: number, x: number, barWidth: number) {
  if (count > 1 && index === 0) return { x, textAnchor: 'start' } as const;
  if (count > 1 && index === count - 1) return { x: x + barWidth, textAnchor: 'end' } as const;
  return { x: x + barWidth / 2, textAnchor: 'middle' } as const;
}

const defaultFormat = (value: number) => formatNumber(value);

/** A bar chart of counts: bars scaled to a rounded axis maximum, gridlines at 0, the top and (whole) half. */
export function BarChart({
  title,
  points,
  summary,
  categoryHeader,
  valueHeader,
  formatValue = defaultFormat,
  className,
}: BarChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const top = niceAxisMax(Math.max(0, ...points.map((point) => point.value)));
  const slot = points.length ? PLOT_W / points.length : PLOT_W;
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => PAD.top + PLOT_H - (Math.max(0, value) / top) * PLOT_H;
  const ticks = tickIndexes(points.length);
  return (
    <figure className={cx(styles.figure, className)} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
      >
        <title>{title}</title>
        {gridValues(top).map((value) => (
          <g key={value}>
            <line className={styles.grid} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} />
            <text
              className={styles.axisText}
              x={PAD.left - 6}
              y={y(value)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {formatValue(value)}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={point.label}>
              <rect
                className={styles.bar}
                data-value={point.value}
                x={x}
                y={y(point.value)}
                width={barWidth}
                height={PAD.top + PLOT_H - y(point.value)}
              >
                <title>{`${point.label}: ${formatValue(point.value)}`}</title>
              </rect>
              {ticks.has(index) ? (
                <text
                  className={styles.axisText}
                  y={HEIGHT - 8}
                  {...tickPlacement(index, points.length, x, barWidth)}
                >
                  {point.tick ?? point.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      <table className={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{formatValue(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
