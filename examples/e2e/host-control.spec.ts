// What the host page controls and what a visitor sees on the plain HTML site (issue 22): host CSS hides and
// re-displays widgets, a dark preference darkens nothing unless the host asks, Loop's panel stays on screen on
// phones and zoomed pages, grid cards show keyboard focus, amounts never break mid-number and cut figures can be
// read in full. Host styles are set through the CSSOM: the page's strict CSP allows no inline <style>.
import {
  DEAL_CALCULATOR_TEXTS,
  EMBED_GRID_TEXTS,
  LOOP_CHAT_LAUNCHER_LABEL,
  MESSAGES,
} from '../../packages/core/src/index.ts';
import { expect, type Page, test } from './test';
import { placeholderQuery, type WholesalerSite, wholesalerSite } from './wholesaler-site';

let site: WholesalerSite;
test.beforeAll(async ({ request }) => {
  site = await wholesalerSite(request);
});

/** Adds a style sheet to the host document as a host's own CSS file would. */
const hostCss = (page: Page, css: string) =>
  page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);

const launcherOf = (page: Page) =>
  page.locator('dealloop-chat').getByRole('button', { name: LOOP_CHAT_LAUNCHER_LABEL });

test('host CSS hides and re-displays widgets: utility classes, media queries, inline-block layouts', async ({
  page,
}) => {
  await page.goto(`/plain/${placeholderQuery(site)}`);
  const grid = page.locator('dealloop-property-grid');
  await expect(grid.getByTestId('property-card')).toHaveCount(6);
  await hostCss(
    page,
    `.d-none { display: none !important }
     .inline-block { display: inline-block; width: 300px }
     @media (max-width: 600px) { dealloop-chat { display: none } }`,
  );
  await grid.evaluate((element) => element.classList.add('d-none'));
  await expect(grid.getByTestId('property-card').first()).toBeHidden();
  await grid.evaluate((element) => element.classList.replace('d-none', 'inline-block'));
  await expect(grid).toHaveCSS('display', 'inline-block');
  await expect(grid.getByTestId('property-card').first()).toBeVisible();
  // The hidden attribute hides a widget as it hides any element (without host CSS giving it a display).
  await grid.evaluate((element) => {
    element.removeAttribute('class');
    element.setAttribute('hidden', '');
  });
  await expect(grid.getByTestId('property-card').first()).toBeHidden();

  await expect(launcherOf(page)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(launcherOf(page)).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(launcherOf(page)).toBeVisible();
});

test('a visitor’s dark preference darkens no widget unless the host asks with theme="auto"', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`/plain/${placeholderQuery(site)}`);
  const calculator = page.locator('dealloop-deal-calculator');
  await expect(calculator.getByLabel(DEAL_CALCULATOR_TEXTS.price)).toBeVisible();
  const colours = () =>
    calculator.evaluate((element) => {
      const section = element.shadowRoot!.querySelector('section')!;
      return [getComputedStyle(section).color, getComputedStyle(section).backgroundColor];
    });
  const light = await colours();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await colours()).toEqual(light);
  await calculator.evaluate((element) => element.setAttribute('theme', 'auto'));
  const dark = await colours();
  expect(dark).not.toEqual(light);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await colours()).toEqual(light);
});

/** Opens Loop and returns the bounding boxes of its panel and close button. */
async function openPanel(page: Page) {
  await launcherOf(page).click();
  const dialog = page.locator('dealloop-chat').getByRole('dialog', { name: MESSAGES.loopTitle });
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: MESSAGES.loopClose });
  await expect(close).toBeVisible();
  // Boxes after the panel's entry animation.
  await page.waitForFunction(() =>
    document
      .querySelector('dealloop-chat')!
      .shadowRoot!.getAnimations()
      .every((animation) => animation.playState === 'finished'),
  );
  return { panel: (await dialog.boundingBox())!, close: (await close.boundingBox())! };
}

const onScreen = (
  box: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
) => box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;

test('Loop’s panel is fully on screen on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/plain/${placeholderQuery(site)}`);
  const { panel, close } = await openPanel(page);
  expect(onScreen(panel, 390, 844), JSON.stringify(panel)).toBe(true);
  expect(onScreen(close, 390, 844)).toBe(true);
});

test('Loop’s panel keeps its header and close button on screen on a zoomed page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 650 });
  await page.goto(`/plain/${placeholderQuery(site)}`);
  await page.evaluate(() => {
    document.body.style.zoom = '1.3';
  });
  const { panel, close } = await openPanel(page);
  expect(onScreen(panel, 1366, 650), JSON.stringify(panel)).toBe(true);
  expect(onScreen(close, 1366, 650)).toBe(true);
});

test('a grid card shows a visible focus ring when reached with the keyboard', async ({ page }) => {
  await page.goto(`/plain/${placeholderQuery(site)}`);
  const card = page.locator('dealloop-property-grid').getByTestId('property-card').first();
  await expect(card).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const before = await card.screenshot({ animations: 'disabled' });
  await card.getByRole('heading').getByRole('link').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('heading').getByRole('link')).toBeFocused();
  const focused = await card.screenshot({ animations: 'disabled' });
  expect(focused.equals(before), 'the focused card looks different (its ring is drawn)').toBe(false);
});

test('amounts never break mid-number on a small phone, and cut grid figures read in full', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/plain/${placeholderQuery(site)}`);
  const calculator = page.locator('dealloop-deal-calculator');
  await calculator.getByLabel(DEAL_CALCULATOR_TEXTS.arv).fill('12345678');
  const lineCounts = await calculator.evaluate((element) =>
    Array.from(element.shadowRoot!.querySelectorAll('dd, td'), (cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return [cell.textContent, new Set(Array.from(range.getClientRects(), (rect) => rect.top)).size];
    }),
  );
  expect(lineCounts.length).toBeGreaterThan(4);
  for (const [text, lines] of lineCounts) expect(lines, `lines of ${text}`).toBe(1);

  const grid = page.locator('dealloop-property-grid').getByRole('region', { name: EMBED_GRID_TEXTS.label });
  const figures = grid.getByTestId('property-card').first().locator('dd');
  await expect(figures.first()).toBeVisible();
  const titles = await figures.evaluateAll((cells) =>
    cells.map((cell) => [cell.textContent, cell.getAttribute('title')]),
  );
  for (const [text, title] of titles) {
    expect(title, `title of ${text}`).toBeTruthy();
    if (text?.startsWith('$') && title !== '—') expect(title).toMatch(/^\$[\d,]+$/);
  }
});
