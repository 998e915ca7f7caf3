// Journey: Share > Copy link puts the page address on the clipboard and says so.

import { BUYER, declineCookiesIfAsked, signIn, skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test('Copy link shows "Link copied to clipboard!"', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await skipAnonymousCookieBanner(page);
  await signIn(page, BUYER, '/auth?redirect=%2Fterms-of-service');
  await declineCookiesIfAsked(page);
  await page.getByRole('button', { name: 'Share this page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this page' });
  await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/terms-of-service`);
});
