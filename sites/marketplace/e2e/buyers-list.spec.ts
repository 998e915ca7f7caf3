// Journeys: a wholesaler imports a CSV of buyers with one bad row and sees the row's error with nothing imported,
// fixes the file and imports every row, then exports the list as CSV; a buyer joins from the public page, is not
// on the list until they open the emailed link (read from the local mailbox) and confirm, then the wholesaler
// sees them.
import { readFile } from 'node:fs/promises';
import { BUYER_RULE_MESSAGES, BUYERS_LIST_TEXTS } from '@dealloop/core';
import { ADMIN, declineCookiesIfAsked, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, secondBrowser, test } from './test';

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

// Two people's browsers in a journey: longer than one page's journey.
test.slow();

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

test('a buyer joins from the public page and is on the list once they confirm the emailed link', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const run = Math.random().toString(36).slice(2, 8);
  const name = `Olivia Optin ${run}`;
  const email = `optin-${run}@example.com`;
  const signedIn = await request.post('/api/v1/auth/sign-in', { data: WHOLESALER });
  const wholesalerId = ((await signedIn.json()) as { user: { id: string } }).user.id;

  // A visitor joins from the wholesaler's public page, and is asked to check their email.
  const visitor = await secondBrowser(browser, testInfo);
  await skipAnonymousCookieBanner(visitor);
  await visitor.goto(`/profile/${wholesalerId}/buyers-list`);
  await visitor.getByRole('textbox', { name: /^Full name/ }).fill(name);
  await visitor.getByRole('textbox', { name: /^Email/ }).fill(email);
  await visitor.getByRole('textbox', { name: /^Markets/ }).fill('Dallas, TX');
  await visitor.getByLabel(BUYERS_LIST_TEXTS.consent).check();
  await visitor.getByRole('button', { name: BUYERS_LIST_TEXTS.join }).click();
  await expect(visitor.getByRole('status')).toContainText(BUYERS_LIST_TEXTS.checkEmail(email));

  // Not on the wholesaler's list yet.
  await skipAnonymousCookieBanner(page);
  await signIn(page, WHOLESALER);
  await declineCookiesIfAsked(page);
  await page.goto('/buyers-list-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: BUYERS_LIST_TEXTS.dashboardTitle })).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);

  // The confirmation email, as the local mailbox delivered it (the mail worker sends within MAIL_POLL_MS).
  const admin = await secondBrowser(browser, testInfo);
  await skipAnonymousCookieBanner(admin);
  await signIn(admin, ADMIN, '/auth?redirect=%2Ftest-email');
  await declineCookiesIfAsked(admin);
  const item = admin.getByRole('list', { name: 'Mailbox' }).getByRole('listitem').filter({ hasText: email });
  await expect(async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await expect(item.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await item.getByText(BUYERS_LIST_TEXTS.confirmEmailSubject('Wes Wholesaler')).click();
  const body = await item.locator('pre').textContent();
  const link = /(\S+\/buyers-list\/confirm\?token=\S+)/.exec(body ?? '')?.[1];
  expect(link, body ?? '').toBeTruthy();
  await admin.context().close();

  // Opening the link changes nothing until the buyer confirms.
  await visitor.goto(link!);
  await expect(visitor.getByText(BUYERS_LIST_TEXTS.confirmIntro('Wes Wholesaler'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: BUYERS_LIST_TEXTS.dashboardTitle })).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
  await visitor.getByRole('button', { name: BUYERS_LIST_TEXTS.confirmButton }).click();
  await expect(visitor.getByRole('status')).toHaveText(BUYERS_LIST_TEXTS.joined);

  // The wholesaler sees the buyer; the link used again says so.
  await page.reload();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('status')).toHaveText(BUYERS_LIST_TEXTS.alreadyConfirmed);
  await visitor.context().close();
});
