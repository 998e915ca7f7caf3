// Journey: a signed-in user creates a business card on /profile; a visitor without an account opens its public
// page, sees the QR code and downloads the vCard.

import { readFile } from 'node:fs/promises';
import { BUYER, declineCookiesIfAsked, signIn, skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test('a business card created on /profile opens for anyone, with a QR code and a vCard', async ({
  page,
  browser,
  baseURL,
}) => {
  await skipAnonymousCookieBanner(page);
  await signIn(page, BUYER, '/auth?redirect=%2Fprofile');
  await declineCookiesIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  const company = `Card Co ${Date.now()}`;
  await page.getByRole('button', { name: 'New business card' }).click();
  const form = page.getByRole('form', { name: 'Create business card' });
  await form.getByLabel('Full name').fill('Bailey Buyer');
  await form.getByLabel('Email').fill('bailey.cards@example.com');
  await form.getByLabel('Phone').fill('2145550142');
  await expect(form.getByLabel('Phone')).toHaveValue('(214) 555-0142');
  await form.getByLabel('Company name').fill(company);
  await form.getByRole('button', { name: 'Create business card' }).click();
  await expect(page.getByText('Business card created! Share it with your network.')).toBeVisible();

  const cards = page.getByRole('list', { name: 'Business cards' });
  const item = cards.getByRole('listitem').filter({ hasText: company });
  const cardPath = await item.getByRole('link', { name: /^\/card\// }).getAttribute('href');
  expect(cardPath).toMatch(/^\/card\/bailey-buyer-[0-9a-f]{8}(-\d+)?$/);

  // A fresh context: no account, no session.
  const visitor = await browser.newContext({ baseURL, acceptDownloads: true });
  const anonymous = await visitor.newPage();
  await anonymous.addInitScript(() =>
    window.localStorage.setItem('dealloop-cookie-consent:anonymous', 'declined'),
  );
  await anonymous.goto(cardPath!);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Bailey Buyer' })).toBeVisible();
  await expect(anonymous.getByText(company)).toBeVisible();
  await expect(anonymous.getByRole('link', { name: '(214) 555-0142' })).toBeVisible();
  const qr = anonymous.getByRole('img', { name: "QR code of Bailey Buyer's business card" });
  await expect(qr).toBeVisible();
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

  const [download] = await Promise.all([
    anonymous.waitForEvent('download'),
    anonymous.getByRole('link', { name: 'Save contact' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${cardPath!.slice('/card/'.length)}.vcf`);
  const vcard = await readFile((await download.path())!, 'utf8');
  expect(vcard.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
  expect(vcard).toContain('FN:Bailey Buyer\r\n');
  expect(vcard).toContain('TEL;TYPE=CELL:+12145550142\r\n');
  expect(vcard).toContain(`URL:${baseURL}${cardPath}`);
  await visitor.close();
});
