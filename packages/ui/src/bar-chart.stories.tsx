// Stories of BarChart: thirty days of counts, twelve weeks, an empty period, and the table alternative.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart, type BarChartPoint } from './bar-chart';

const day = (offset: number) => new Date(Date.UTC(2026, 9, 25 + offset));
const dayLabel = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const THIRTY_DAYS: BarChartPoint[] = Array.from({ length: 30 }, (_, i) => ({
  label: dayLabel(day(i)),
  value: [3, 5, 2, 8, 13, 7, 4, 0, 6, 9][i % 10]! + Math.floor(i / 6),
}));

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: {
    title: 'New users',
    points: THIRTY_DAYS,
    summary: `${THIRTY_DAYS.reduce((sum, point) => sum + point.value, 0)} in total over the last 30 days.`,
    categoryHeader: 'Day',
    valueHeader: 'New users',
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <BarChart {...args} />
    </div>
  ),
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days: one bar a day, a handful of axis labels, the summary under the chart. */
export const Daily: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/^New users \d+ in total/);
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(30);
  },
};

/** Twelve weeks with short axis labels. */
export const Weekly: Story = {
  args: {
    title: 'Offers made',
    categoryHeader: 'Week of',
    valueHeader: 'Offers made',
    summary: '184 in total over the last 90 days.',
    points: Array.from({ length: 13 }, (_, i) => ({
      label: `Week of ${dayLabel(day(i * 7))}`,
      tick: dayLabel(day(i * 7)),
      value: 8 + ((i * 7) % 11),
    })),
  },
};

/** Nothing happened: flat bars on an axis from 0 to 1. */
export const Empty: Story = {
  args: {
    points: THIRTY_DAYS.map((point) => ({ ...point, value: 0 })),
    summary: 'None in the last 30 days.',
  },
  play: async ({ canvasElement }) => {
    const rects = [...canvasElement.querySelectorAll('rect')];
    await expect(rects.every((rect) => rect.getAttribute('height') === '0')).toBe(true);
  },
};

/** The same numbers as a table, for screen readers. */
export const TableAlternative: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'New users' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(THIRTY_DAYS[0]!.label);
  },
};
