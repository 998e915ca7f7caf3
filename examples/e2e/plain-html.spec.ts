// The plain HTML wholesaler site (examples/plain-html), served from another origin than DealLoop under a strict
// CSP: the pasted widgets all work, DealLoop.mount() works through the queue stub, a second loader is harmless.
// Every test also fails on a console error or CSP violation (./test.ts).
import { DEAL_CALCULATOR_TEXTS } from '../../packages/core/src/index.ts';
import { SDK_VERSION } from '../../packages/embed/src/version.ts';
import { API_ORIGIN } from './example-origins';
import { expect, test } from './test';
import { placeholderQuery, publishedListing, type WholesalerSite, wholesalerSite } from './wholesaler-site';
import {
  dollars,
  expectCalculatorComputes,
  expectCardSavesContact,
  expectChatStreamsAnswer,
  expectGridListsDeals,
  expectGridOpensListing,
} from './widget-journeys';

let site: WholesalerSite;
test.beforeAll(async ({ request }) => {
  site = await wholesalerSite(request);
});

const tag = () => Math.random().toString(36).slice(2, 8);

test('the pasted grid lists the wholesaler’s deals and a card opens the listing on DealLoop', async ({
  page,
  request,
}) => {
  await page.goto(`/plain/${placeholderQuery(site)}`);
  const listings = await expectGridListsDeals(page, request, site, 6);
  // The host page hears the grid's events (they bubble out of the shadow root).
  await expect(page.locator('#deal-count')).toHaveText(`Showing ${listings.length} deals.`);
  await expectGridOpensListing(page, listings[0]!);
});

test('the pasted calculator computes profit, ROI and the 70% rule offer', async ({ page }) => {
  await page.goto(`/plain/${placeholderQuery(site)}`);
  const { mao } = await expectCalculatorComputes(page);
  await expect(page.locator('#offer-summary')).toHaveText(
    `At these numbers we would offer up to ${dollars(mao)}.`,
  );
});

test('the pasted business card shows its QR code and downloads the vCard', async ({ page }) => {
  await page.goto(`/plain/${placeholderQuery(site)}`);
  await expectCardSavesContact(page, site);
});

test('the pasted chat streams Loop’s answer with the embed key', async ({ page, request }) => {
  const listing = await publishedListing(request, `Boise bungalow ${tag()}`);
  await page.goto(`/plain/${placeholderQuery(site)}`);
  await expectChatStreamsAnswer(page, listing);
});

test('DealLoop.mount() calls queue in the stub until the SDK arrives, and a picked deal stays on the host', async ({
  page,
  request,
}) => {
  // Hold the loader back until the page has queued its calls.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${API_ORIGIN}/sdk/v1/loader.js`, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await page.goto(`/plain/mount.html${placeholderQuery(site)}`, { waitUntil: 'domcontentloaded' });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { DealLoop: { q: unknown[] } }).DealLoop.q.length))
    .toBe(4);
  expect(await page.evaluate(() => 'version' in (window as unknown as { DealLoop: object }).DealLoop)).toBe(
    false,
  );
  release();

  await expect(page.locator('#portal-status')).toHaveText('Portal ready: 4 tools loaded.');
  expect(
    await page.evaluate(() => (window as unknown as { DealLoop: { version: string } }).DealLoop.version),
  ).toBe(SDK_VERSION);
  const listings = await expectGridListsDeals(page, request, site, 3);
  await page.locator('dealloop-property-grid').getByTestId('property-card').first().getByRole('link').click();
  const picked = page.locator('#picked-deal').getByRole('link');
  await expect(picked).toHaveAttribute('href', `${API_ORIGIN}${listings[0]!.path}`);
  expect(new URL(page.url()).pathname).toBe('/plain/mount.html');
  await expect(page.locator('dealloop-business-card').getByText(site.cardName).first()).toBeVisible();
});

test('loading the loader a second time changes nothing', async ({ page }) => {
  await page.goto(`/plain/${placeholderQuery(site)}`);
  await expect(page.locator('dealloop-property-grid').getByTestId('property-card').first()).toBeVisible();
  await expect(page.locator('dealloop-business-card').getByText(site.cardName).first()).toBeVisible();
  const shadowHtml = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('dealloop-property-grid, dealloop-business-card')).map(
        (element) => element.shadowRoot?.innerHTML,
      ),
    );
  const before = await shadowHtml();
  const first = await page.evaluateHandle(() => (window as unknown as { DealLoop: object }).DealLoop);

  await page.addScriptTag({ url: `${API_ORIGIN}/sdk/v1/loader.js` });
  expect(
    await page.evaluate(
      (dealLoop) => (window as unknown as { DealLoop: object }).DealLoop === dealLoop,
      first,
    ),
  ).toBe(true);
  expect(await shadowHtml()).toEqual(before);
  await expect(page.locator('dealloop-chat').getByRole('button', { name: 'Chat with Loop' })).toHaveCount(1);
  await expect(page.locator('dealloop-property-grid').getByTestId('property-card')).toHaveCount(6);
});

test('the host themes the widgets with the --dl-* variables and the theme attribute', async ({ page }) => {
  await page.goto(`/plain/${placeholderQuery(site)}`);
  // site.css sets --dl-color-primary: #8a3b12 and --dl-color-on-primary: #ffffff on the DealLoop tags.
  const launcher = page.locator('dealloop-chat').getByRole('button', { name: 'Chat with Loop' });
  await expect(launcher).toHaveCSS('background-color', 'rgb(138, 59, 18)');
  await expect(launcher).toHaveCSS('color', 'rgb(255, 255, 255)');

  const calculator = page.locator('dealloop-deal-calculator');
  await expect(calculator.getByLabel(DEAL_CALCULATOR_TEXTS.price)).toBeVisible();
  const textColor = () =>
    calculator.evaluate((element) => getComputedStyle(element.shadowRoot!.firstElementChild!).color);
  const setTheme = (theme: string) =>
    calculator.evaluate((element, value) => element.setAttribute('theme', value), theme);
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await textColor();
  // theme="auto" follows the visitor's colour scheme (no attribute is light: host-control.spec.ts).
  await setTheme('auto');
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await textColor();
  expect(dark).not.toBe(light);
  await setTheme('light');
  expect(await textColor()).toBe(light);
  await setTheme('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await textColor()).toBe(dark);
});
