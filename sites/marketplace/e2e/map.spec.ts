// Issue 20 (maps): the search's map on MapLibre over the offline outline, on desktop (split: list beside the map)
// and on a phone (the map alone). Zooming with the map's own buttons and panning by drag and by keys search the
// visible box, so the results follow the map; a pin is a link that opens its listing; nothing sticks out sideways.
import { createPublishedListing } from './listings';
import { skipAnonymousCookieBanner } from './support';
import { expect, type Page, test } from './test';

const tag = () => Math.random().toString(36).slice(2, 8);

test.beforeEach(async ({ page }) => skipAnonymousCookieBanner(page));

/** The box of the URL's `bounds`, as numbers. */
const boundsOf = (page: Page) => {
  const bounds = new URL(page.url()).searchParams.get('bounds');
  return bounds ? bounds.split(',').map(Number) : null;
};

/** Shows the pin: listings at one spot (the same address, another run's listing) are a cluster that spreads out. */
async function revealPin(page: Page, pin: ReturnType<Page['getByRole']>) {
  const cluster = page.getByRole('button', { name: /listings here: zoom in$/ }).first();
  await expect(async () => {
    if ((await pin.count()) === 0 && (await cluster.count()) > 0) await cluster.click({ timeout: 1_000 });
    await expect(pin).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function expectNoOverflow(page: Page) {
  const screenWidth = page.viewportSize()!.width;
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(Math.max(...widths) - screenWidth, 'page wider than the screen').toBeLessThanOrEqual(0);
}

test('the map zooms and pans with its own controls, the results follow it, and a pin opens its listing', async ({
  page,
  request,
}, testInfo) => {
  // A dozen map moves, each waiting for its tiles and results: about 25 s on a phone viewport, longer under load.
  test.slow();
  const id = tag();
  const bismarck = await createPublishedListing(request, {
    title: `Bismarck bungalow ${id}`,
    location: '200 E Main Ave, Bismarck, ND 58501',
    price: 187_000,
  });
  const phone = testInfo.project.name === 'phone';
  // Around Bismarck, North Dakota: the split view on desktop, the map alone on a phone.
  await page.goto(`/properties?view=${phone ? 'map' : 'split'}&bounds=-101.2%2C46.6%2C-100.4%2C47.0`);
  const map = page.getByRole('figure', { name: /^Map of \d+ listed propert/ });
  await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(map.locator('canvas')).toBeVisible();
  const pin = map.getByRole('link', { name: `$187,000 · ${bismarck.title}` });
  await revealPin(page, pin);
  const count = page.getByRole('status').filter({ hasText: /\d+ propert(y|ies)$/ });
  await expect(count).toBeVisible();
  if (!phone) {
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('article', { name: bismarck.title }),
    ).toBeVisible();
  }
  await expectNoOverflow(page);

  // Zoom out with the map's button: the box in the URL grows and the search follows it.
  const before = boundsOf(page)!;
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect
    .poll(() => boundsOf(page)![2]! - boundsOf(page)![0]!)
    .toBeGreaterThan((before[2]! - before[0]!) * 1.5);
  await revealPin(page, pin);
  // Zoom in again.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(() => boundsOf(page)![2]! - boundsOf(page)![0]!)
    .toBeLessThan((before[2]! - before[0]!) * 1.5);

  // Pan east by dragging until Bismarck leaves the view: its pin (and on desktop its card) goes with it.
  await map.scrollIntoViewIfNeeded();
  const box = (await map.locator('canvas').boundingBox())!;
  const [x, y] = [box.x + box.width * 0.9, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x - (box.width * 0.85 * step) / 10, y);
  await page.mouse.up();
  // Bismarck is at longitude -100.78.
  await expect.poll(() => boundsOf(page)![0]!).toBeGreaterThan(-100.7);
  await expect(pin).toHaveCount(0);
  if (!phone) {
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('article', { name: bismarck.title }),
    ).toHaveCount(0);
  }

  // Pan back west with the keyboard on the focused map, then open the listing from its pin.
  await map.locator('canvas').focus();
  const here = pin.or(map.getByRole('button', { name: /listings here: zoom in$/ }));
  for (let press = 0; press < 15 && (await here.count()) === 0; press++) {
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(350);
  }
  // Two presses more, so the pin is well inside the map rather than at its edge.
  for (let press = 0; press < 2; press++) {
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(350);
  }
  await expect.poll(() => boundsOf(page)![0]!).toBeLessThan(-100.78);
  await revealPin(page, pin);
  await expectNoOverflow(page);
  await pin.click();
  await expect(page).toHaveURL(bismarck.path);
  await expect(page.getByRole('heading', { level: 1, name: bismarck.title })).toBeVisible();
});

test("the listing's Location section is the interactive map", async ({ page, request }) => {
  const listing = await createPublishedListing(request, {
    title: `Minot fourplex ${tag()}`,
    location: '15 Main St S, Minot, ND 58701',
    price: 265_000,
  });
  await page.goto(listing.path);
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  const map = page.getByRole('figure', { name: /^Map of the area around / });
  await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(map.locator('[data-area]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expectNoOverflow(page);
});
