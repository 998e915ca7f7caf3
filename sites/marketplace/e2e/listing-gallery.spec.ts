// Journeys (desktop and phone): a listing's photos open fullscreen from the gallery; arrows, a swipe and Escape work,
// the counter follows, focus comes back to the photo, and nothing is wider than the screen meanwhile.
import { skipAnonymousCookieBanner } from './support';
import { expect, type Page, test } from './test';

/** The page's layout width beyond the screen's (0 when nothing sticks out sideways). */
async function overflow(page: Page): Promise<number> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  return Math.max(...widths) - screenWidth;
}

/** Drags the pointer sideways across `box` (a swipe): from 80% to 20% of its width for "next". */
async function swipeLeft(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y + 4, { steps: 4 });
  await page.mouse.move(box.x + box.width * 0.2, y + 6, { steps: 4 });
  await page.mouse.up();
}

test('the gallery opens fullscreen, follows arrows and swipes, and closes with Escape', async ({
  page,
  request,
}) => {
  const search = await request.get('/api/v1/properties?sort=newest&limit=50');
  const { items } = (await search.json()) as { items: { path: string; title: string; images: unknown[] }[] };
  const listing = items.find((item) => item.images.length > 2);
  expect(listing, 'a demo listing with three photos or more').toBeTruthy();
  const count = listing!.images.length;

  await skipAnonymousCookieBanner(page);
  await page.goto(listing!.path);
  const gallery = page.getByRole('region', { name: `Photos of ${listing!.title}` });
  await expect(gallery).toContainText(`1 / ${count}`);
  // A swipe on the page's photo shows the next one.
  await swipeLeft(
    page,
    (await gallery.getByRole('img', { name: `${listing!.title} (1 of ${count})` }).boundingBox())!,
  );
  await expect(gallery).toContainText(`2 / ${count}`);

  const opener = gallery.getByRole('button', { name: 'View photos fullscreen' });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: `Photos of ${listing!.title}` });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(`2 / ${count}`);
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  // The viewer fills the screen.
  const size = page.viewportSize()!;
  const box = (await viewer.boundingBox())!;
  expect(Math.round(box.width)).toBe(size.width);
  expect(Math.round(box.height)).toBe(size.height);

  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText(`3 / ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toContainText(`2 / ${count}`);
  await swipeLeft(page, (await viewer.getByRole('img').boundingBox())!);
  await expect(viewer).toContainText(`3 / ${count}`);
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', `${listing!.title} (3 of ${count})`);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(gallery).toContainText(`3 / ${count}`);
});
