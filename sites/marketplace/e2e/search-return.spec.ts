// Journey: back to a search from a listing. After Show more three times, opening a listing and going Back (the
// browser's, or the listing's "All deals") shows the same results, as many of them, at the same scroll position,
// with the filters kept.
import { skipAnonymousCookieBanner } from './support';
import { expect, type Page, test } from './test';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const cards = (page: Page) => results(page).getByRole('article');
const SEARCH = '/properties?minPrice=1000&sort=price_asc';

/**
 * The first card in view below the top bar (what the visitor was looking at): its title and where its place in
 * the list is (the list item: a card under the pointer lifts a little on hover).
 */
const firstCardInView = (page: Page) =>
  cards(page).evaluateAll((articles) => {
    const place = (article: Element) => (article.parentElement ?? article).getBoundingClientRect();
    const inView = articles.find((article) => place(article).bottom > 80);
    if (!inView) return null;
    const title = document.getElementById(inView.getAttribute('aria-labelledby') ?? '')?.textContent;
    return `${title} at ${Math.round(place(inView).top)}px`;
  });

async function showEighty(page: Page) {
  await page.goto(SEARCH);
  await expect(cards(page)).toHaveCount(20);
  for (const count of [40, 60, 80]) {
    await page.getByRole('button', { name: 'Show more properties' }).click();
    await expect(cards(page)).toHaveCount(count);
  }
  // Down to the 67th card, then open it.
  const card = cards(page).nth(66);
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -20));
  return card;
}

test.beforeEach(async ({ page }) => skipAnonymousCookieBanner(page));

for (const way of ['Back', 'All deals'] as const) {
  test(`${way} from a listing brings back the 80 results and the card in view`, async ({ page }) => {
    test.slow(); // three pages of results, a listing and the way back: 20-27 s at idle, past 30 s under load
    const card = await showEighty(page);
    // The click scrolls its link into view first (on a phone the link can sit below the screen's edge): what the
    // visitor looked at is the screen as it was when they tapped.
    await card.getByRole('link').scrollIntoViewIfNeeded();
    const looking = await firstCardInView(page);
    await card.getByRole('link').click();
    await expect(page.getByRole('link', { name: 'All deals' })).toBeVisible();

    if (way === 'Back') await page.goBack();
    else {
      await expect(page.getByRole('link', { name: 'All deals' })).toHaveAttribute('href', SEARCH);
      await page.getByRole('link', { name: 'All deals' }).click();
    }
    await expect(page).toHaveURL(SEARCH);
    await expect(cards(page)).toHaveCount(80);
    await expect(page.getByText(/^Showing 80 of \d+/)).toBeVisible();
    await expect.poll(() => firstCardInView(page)).toBe(looking);
  });
}

test('"All deals" on a listing opened from elsewhere leads to the last search, filters kept', async ({
  page,
}) => {
  await page.goto(SEARCH);
  await expect(cards(page)).toHaveCount(20);
  const path = await cards(page).first().getByRole('link').getAttribute('href');
  await page.goto('/');
  await page.goto(path ?? '/');
  await expect(page.getByRole('link', { name: 'All deals' })).toHaveAttribute('href', SEARCH);
  await page.getByRole('link', { name: 'All deals' }).click();
  await expect(page).toHaveURL(SEARCH);
  await expect(cards(page)).toHaveCount(20);
});
