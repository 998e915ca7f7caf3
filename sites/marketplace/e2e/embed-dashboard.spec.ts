// Journey: a wholesaler opens Embed widgets from /dashboard, creates an embed key, copies the property grid
// snippet (their key, their user id as lister) and sees the live preview grid render their new listing.
import type { APIRequestContext } from '@playwright/test';
import { createPublishedListing } from './listings';
import { declineCookiesIfAsked, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, test } from './test';

async function wholesalerId(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth/sign-in', { data: WHOLESALER });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

test('a wholesaler creates an embed key, copies the grid snippet and previews their listing', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const town = `Embedville${Math.random().toString(36).slice(2, 7)}`;
  const listing = await createPublishedListing(request, {
    title: `Embed preview ranch ${Math.random().toString(36).slice(2, 8)}`,
    location: '77 Widget Way, Missoula, MT 59801',
  });
  const userId = await wholesalerId(request);

  await skipAnonymousCookieBanner(page);
  await signIn(page, WHOLESALER, '/auth?redirect=%2Fdashboard');
  await declineCookiesIfAsked(page);
  await page
    .getByRole('region', { name: 'Embed widgets on your website' })
    .getByRole('link', { name: 'Set up embeds' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Embed widgets' })).toBeVisible();

  const name = `Site of ${town}`;
  await page.getByRole('button', { name: 'New embed key' }).click();
  const dialog = page.getByRole('dialog', { name: 'New embed key' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  await dialog
    .getByRole('textbox', { name: /Allowed origins/ })
    .fill(`https://www.${town.toLowerCase()}.com/`);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Embed key created.')).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(item.getByText(`https://www.${town.toLowerCase()}.com`, { exact: true })).toBeVisible();
  const key = (await item.locator('code').first().textContent()) ?? '';
  expect(key).toMatch(/^dlk_[0-9A-Za-z]{24}$/);

  await page.getByRole('combobox', { name: 'Embed key' }).selectOption({ label: name });
  await page.getByRole('textbox', { name: 'Location (optional)' }).fill('Missoula, MT');
  const tag = page.getByRole('region', { name: 'Widget tag (where the widget should show)' });
  await tag.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Snippet copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('<dealloop-property-grid');
  expect(copied).toContain(`lister="${userId}"`);
  expect(copied).toContain(`embed-key="${key}"`);
  expect(copied).toContain('location="Missoula, MT"');
  const loader = page.getByRole('region', { name: /^Loader/ });
  await expect(loader.locator('code')).toHaveText(
    `<script async src="${baseURL}/sdk/v1/loader.js"></script>`,
  );

  // The preview's grid (in its shadow root, which Playwright's locators enter) shows the new listing.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.locator('dealloop-property-grid')).toHaveAttribute('lister', userId);
  await expect(preview.getByText(listing.title)).toBeVisible({ timeout: 15_000 });
  await expect(preview.getByText(/could not be loaded/)).toHaveCount(0);
});
