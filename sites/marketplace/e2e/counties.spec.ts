// Journey: /counties maps and lists the demo listings' counties; the table sorts; a county opens its listings.

import { skipAnonymousCookieBanner } from './support';
import { expect, type Locator, type Page, test } from './test';

const countiesTable = (page: Page) => page.getByRole('table', { name: /Counties with public listings/ });

/** The text of one column of the table, top to bottom (index among the cells after the county name). */
async function column(table: Locator, index: number): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, cellIndex) => rows.map((row) => row.querySelectorAll('td')[cellIndex]?.textContent ?? ''),
      index,
    );
}

const numbers = (texts: string[]) => texts.map((text) => Number(text.replace(/[$,]/g, '')));
const isSorted = (values: number[], direction: 1 | -1) =>
  values.every((value, i) => i === 0 || direction * (value - values[i - 1]!) >= 0);

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
  await page.goto('/counties');
});

test('shows the shaded county map and the table of counties, busiest first', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale deals by county' })).toBeVisible();
  const map = page.getByRole('figure', { name: 'Map of US counties shaded by active listings' });
  await expect(map).toBeVisible();
  await expect(map.locator('path[data-fips]').first()).toBeAttached();
  await expect(page.getByRole('list', { name: 'Active listings per county' })).toBeVisible();

  const table = countiesTable(page);
  await expect(table).toBeVisible();
  const active = table.getByRole('columnheader', { name: 'Active listings' });
  await expect(active).toHaveAttribute('aria-sort', 'descending');
  const rows = await table.locator('tbody tr').count();
  expect(rows).toBeGreaterThan(5);
  expect(await map.locator('path[data-fips]').count()).toBe(rows);
  expect(isSorted(numbers(await column(table, 1)), -1)).toBe(true);
});

test('sorts the table by a column header, both ways', async ({ page }) => {
  const table = countiesTable(page);
  const price = table.getByRole('columnheader', { name: 'Average price' });
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('columnheader', { name: 'Active listings' })).toHaveAttribute(
    'aria-sort',
    'none',
  );
  expect(isSorted(numbers(await column(table, 3)), -1)).toBe(true);
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  expect(isSorted(numbers(await column(table, 3)), 1)).toBe(true);

  const county = table.getByRole('columnheader', { name: 'County' });
  await county.getByRole('button').click();
  await expect(county).toHaveAttribute('aria-sort', 'ascending');
  const names = await table.locator('tbody th').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
});

test('a county in the table opens the listings search for that county', async ({ page }) => {
  const link = countiesTable(page).locator('tbody tr').first().getByRole('link');
  const name = await link.textContent();
  const state = await countiesTable(page).locator('tbody tr').first().locator('td').first().textContent();
  await link.click();
  await expect(page).toHaveURL(/\/properties\?location=/);
  expect(new URL(page.url()).searchParams.get('location')).toBe(`${name}, ${state}`);
});

test('a county on the map opens the listings search for that county', async ({ page }) => {
  const map = page.getByRole('figure', { name: 'Map of US counties shaded by active listings' });
  await expect(map.locator('path[data-fips]').first()).toBeAttached();
  // The largest shaded county whose middle is inside its own outline (counties can be concave).
  const target = await map.locator('path[data-fips]').evaluateAll((paths) => {
    let best: { fips: string; title: string; area: number } | null = null;
    for (const path of paths) {
      const box = path.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const area = box.width * box.height;
      if (hit === path && (!best || area > best.area)) {
        best = {
          fips: path.getAttribute('data-fips')!,
          title: path.querySelector('title')?.textContent ?? '',
          area,
        };
      }
    }
    return best;
  });
  expect(target).not.toBeNull();
  const place = target!.title.split(':')[0]!;
  await map.locator(`path[data-fips="${target!.fips}"]`).click();
  await expect(page).toHaveURL(/\/properties\?location=/);
  expect(new URL(page.url()).searchParams.get('location')).toBe(place);
});
