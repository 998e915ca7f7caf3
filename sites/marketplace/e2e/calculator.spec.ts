// Journey: the deal calculator on /tools. Typed numbers give the MAO at once and go into the address; a reload
// keeps them; Copy link shares an address that shows the same result in another tab.
import { MESSAGES, DEAL_CALCULATOR_TEXTS as TEXTS, TOOLS_TEXTS } from '@dealloop/core';
import { skipAnonymousCookieBanner } from './support';
import { expect, type Page, test } from './test';

/** The figure under a label of the calculator's results (the `dd` after the `dt` with exactly that text). */
const figure = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[()%]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('type a deal on /tools, see the MAO, reload and share it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await skipAnonymousCookieBanner(page);
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: TOOLS_TEXTS.title })).toBeVisible();
  await expect(page).toHaveTitle('Tools · DealLoop');

  await page.getByLabel(TEXTS.arv).fill('200000');
  await page.getByLabel(TEXTS.repairs).fill('30000');
  await page.getByLabel(TEXTS.fee).fill('10000');
  await page.getByLabel(TEXTS.price).fill('120000');
  // The knowledge base's worked example: 200,000 × 70% − 30,000 − 10,000.
  await expect(figure(page, TEXTS.mao)).toHaveText('$100,000');
  await expect(figure(page, TEXTS.maoItemised)).toHaveText('$160,000');
  await expect(figure(page, TEXTS.buyerProfit)).toHaveText('$50,000');
  await expect(page).toHaveURL(/\/tools\?price=120000&arv=200000&repairs=30000&fee=10000$/);

  await page.reload();
  await expect(page.getByLabel(TEXTS.arv)).toHaveValue('200000');
  await expect(figure(page, TEXTS.mao)).toHaveText('$100,000');

  await page.getByRole('button', { name: TOOLS_TEXTS.copyLink }).click();
  await expect(page.getByText(MESSAGES.linkCopied)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/tools?price=120000&arv=200000&repairs=30000&fee=10000`);

  const shared = await context.newPage();
  await shared.goto(link);
  await expect(figure(shared, TEXTS.mao)).toHaveText('$100,000');
  await expect(shared.getByRole('table', { name: TEXTS.itemisedCaption })).toContainText('-$30,000');
});
