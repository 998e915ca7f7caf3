// BarChart: bars scaled to a rounded axis, the accessible name and summary, and the table alternative.
import { describe, expect, it } from 'vitest';
import { BarChart, niceAxisMax } from './bar-chart';
import { render, screen, within } from './test-utils';

const points = [
  { label: 'Nov 1', value: 2 },
  { label: 'Nov 2', value: 0 },
  { label: 'Nov 3', value: 7 },
];

describe('niceAxisMax', () => {
  it('rounds up to 1, 2 or 5 times a power of ten, at least 1', () => {
    expect([0, 0.5, 1, 2, 3, 7, 10, 11, 26, 180, 1001].map(niceAxisMax)).toEqual([
      1, 1, 1, 2, 5, 10, 10, 20, 50, 200, 2000,
    ]);
  });
});

describe('BarChart', () => {
  it('draws one bar per point, scaled against the axis top', () => {
    const { container } = render(
      <BarChart
        title="New users"
        points={points}
        summary="9 in total."
        categoryHeader="Day"
        valueHeader="Users"
      />,
    );
    const rects = [...container.querySelectorAll('rect')];
    expect(rects.map((rect) => rect.getAttribute('data-value'))).toEqual(['2', '0', '7']);
    const heights = rects.map((rect) => Number(rect.getAttribute('height')));
    // Axis top 10: 7 is 70% of the plot, 2 is 20%, 0 is nothing.
    expect(heights[1]).toBe(0);
    expect(heights[2]! / heights[0]!).toBeCloseTo(3.5);
    expect(rects[2]!.querySelector('title')?.textContent).toBe('Nov 3: 7');
    expect(screen.getByText('10')).toBeTruthy();
  });

  it('names the drawing by its title and summary, and gives the numbers as a table', () => {
    render(
      <BarChart
        title="New users"
        points={points}
        summary="9 in total."
        categoryHeader="Day"
        valueHeader="Users"
      />,
    );
    expect(screen.getByRole('img', { name: 'New users 9 in total.' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'New users' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'New users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Users']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Nov 12', 'Nov 20', 'Nov 37']);
  });
});
