// Journey: a wholesaler imports a CSV of buyers with one bad row and sees the row's error with nothing imported,
// fixes the file and imports every row, then exports the list as CSV.
import { readFile } from 'node:fs/promises';
import { BUYER_RULE_MESSAGES, BUYERS_LIST_TEXTS } from '@dealloop/core';
import { declineCookiesIfAsked, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, test } from './test';

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('a CSV import is all or nothing, then the list exports', async ({ page }) => {
  const run = Math.random().toString(36).slice(2, 8);
  const header = 'name,email,phone,markets,min_price,max_price,property_types,proof_of_funds,tags';
  const ann = `"Ann ${run}, Cash",ann-${run}@example.com,2145550101,"Dallas, TX",,300000,Single Family,yes,vip`;
  const bob = (markets: string) => `Bob ${run},bob-${run}@example.com,,${markets},,,,,`;

  await skipAnonymousCookieBanner(page);
  await signIn(page, WHOLESALER);
  await declineCookiesIfAsked(page);
  await page.goto('/buyers-list-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: BUYERS_LIST_TEXTS.dashboardTitle })).toBeVisible();

  const fileInput = page.getByLabel(BUYERS_LIST_TEXTS.chooseFile);
  await fileInput.setInputFiles(csvFile('bad.csv', `\uFEFF${header}\r\n${ann}\r\n${bob('Nowhere')}\r\n`));
  const errors = page.getByRole('alert').filter({ hasText: BUYERS_LIST_TEXTS.previewErrors(1) });
  await expect(
    errors.getByRole('row').filter({ hasText: BUYER_RULE_MESSAGES.marketInvalid('Nowhere') }),
  ).toContainText('3');
  await expect(page.getByRole('button', { name: BUYERS_LIST_TEXTS.importButton })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: `Ann ${run}, Cash` })).toHaveCount(0);

  await fileInput.setInputFiles(csvFile('fixed.csv', `${header}\r\n${ann}\r\n${bob('GA')}\r\n`));
  await expect(page.getByText(BUYERS_LIST_TEXTS.preview(2))).toBeVisible();
  await page.getByRole('button', { name: BUYERS_LIST_TEXTS.importButton }).click();
  await expect(page.getByText(BUYERS_LIST_TEXTS.imported(2, 0))).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `Ann ${run}, Cash` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `Bob ${run}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: BUYERS_LIST_TEXTS.exportButton }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('buyers-list.csv');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(header);
  expect(text).toContain(
    `"Ann ${run}, Cash",ann-${run}@example.com,2145550101,"Dallas, TX",,300000,single_family,yes,vip`,
  );
  expect(text).toContain(`Bob ${run},bob-${run}@example.com,,GA,,,,no,`);
});
