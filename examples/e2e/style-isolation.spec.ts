// Isolation between the widgets and the host page: an aggressive host theme (hostile.html) leaves every widget's
// computed styles as on the plain page, and the SDK leaves the host's own computed styles, globals, style sheets
// and head as they are without it.
import { businessCardQrLabel, DEAL_CALCULATOR_TEXTS, MESSAGES } from '../../packages/core/src/index.ts';
import {
  hostFootprint,
  hostStyles,
  styleDifferences,
  WIDGET_TAGS,
  widgetAnimationsDone,
  widgetStyles,
} from './computed-styles';
import { API_ORIGIN } from './example-origins';
import { expect, type Page, test } from './test';
import { placeholderQuery, type WholesalerSite, wholesalerSite } from './wholesaler-site';

let site: WholesalerSite;
test.beforeAll(async ({ request }) => {
  site = await wholesalerSite(request);
});

/** Waits until every widget shows its content (not its loading state). */
async function widgetsRendered(page: Page) {
  await expect(page.locator('dealloop-property-grid').getByTestId('property-card')).toHaveCount(6);
  const card = page.locator('dealloop-business-card');
  await expect(card.getByRole('img', { name: businessCardQrLabel(site.cardName) })).toBeVisible();
  await expect(
    page.locator('dealloop-deal-calculator').getByLabel(DEAL_CALCULATOR_TEXTS.price),
  ).toBeVisible();
  await expect(page.locator('dealloop-chat').getByRole('button', { name: 'Chat with Loop' })).toBeVisible();
}

/** Opens Loop's panel so that its styles are compared too. */
async function openChat(page: Page) {
  const chat = page.locator('dealloop-chat');
  await chat.getByRole('button', { name: 'Chat with Loop' }).click();
  await expect(chat.getByRole('dialog', { name: MESSAGES.loopTitle })).toBeVisible();
  await widgetAnimationsDone(page);
}

test('an aggressive host theme leaves the widgets’ computed styles as on the plain page', async ({
  page,
}) => {
  await page.goto(`/plain/${placeholderQuery(site)}`);
  await widgetsRendered(page);
  await openChat(page);
  const plain = await widgetStyles(page);

  await page.goto(`/plain/hostile.html${placeholderQuery(site)}`);
  // The host's theme is in force on its own elements.
  await expect(page.locator('h1')).toHaveCSS('text-transform', 'uppercase');
  await expect(page.locator('p.note').first()).toHaveCSS('font-size', '23px');
  await widgetsRendered(page);
  await openChat(page);
  const hostile = await widgetStyles(page);

  for (const tag of WIDGET_TAGS) {
    expect(plain[tag]!.length, `${tag} renders elements`).toBeGreaterThan(3);
  }
  expect(styleDifferences(plain, hostile), 'widget styles that differ under the hostile theme').toEqual([]);
});

test('the SDK leaves the host page’s styles, globals, style sheets and head untouched', async ({ page }) => {
  // Without the SDK: the loader's URL answers an empty script.
  await page.route(`${API_ORIGIN}/sdk/v1/loader.js`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.goto(`/plain/${placeholderQuery(site)}`);
  await expect(page.locator('dealloop-property-grid')).toBeAttached();
  expect(await page.evaluate(() => customElements.get('dealloop-property-grid'))).toBeUndefined();
  const withoutStyles = await hostStyles(page);
  const withoutFootprint = await hostFootprint(page);

  await page.unroute(`${API_ORIGIN}/sdk/v1/loader.js`);
  await page.goto(`/plain/${placeholderQuery(site)}`);
  await widgetsRendered(page);
  await openChat(page);
  const withStyles = await hostStyles(page);
  const withFootprint = await hostFootprint(page);

  expect(Object.keys(withStyles).length).toBeGreaterThan(20);
  expect(withStyles).toEqual(withoutStyles);
  // The only global the SDK adds is DealLoop.
  expect(withFootprint.globals.filter((name) => !withoutFootprint.globals.includes(name))).toEqual([
    'DealLoop',
  ]);
  expect({ ...withFootprint, globals: [] }).toEqual({ ...withoutFootprint, globals: [] });
});
