// Journey: the help center. Search the knowledge base as you type, open an article and follow its links, and
// open an FAQ answer from a deep link; an unknown article is a 404.
import { skipAnonymousCookieBanner } from './support';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

test('search the knowledge base and read an article', async ({ page }) => {
  await page.goto('/knowledge-base');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge Base' })).toBeVisible();
  await expect(page).toHaveTitle('Help · DealLoop');

  await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('earnest');
  await expect(page).toHaveURL(/\/knowledge-base\?q=earnest$/);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toHaveText('Earnest money');
  await expect(results.getByRole('link', { name: 'Fair Housing on DealLoop' })).toHaveCount(0);

  await results.getByRole('link', { name: 'Earnest money' }).click();
  await expect(page).toHaveURL(/\/knowledge-base\/earnest-money$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnest money' })).toBeVisible();
  await expect(page).toHaveTitle('Earnest money · Help · DealLoop');
  await expect(page.getByRole('heading', { level: 2, name: 'Who holds it' })).toBeVisible();

  // A link inside the article body goes through the router to the other article.
  const body = page.getByRole('article', { name: 'Earnest money' });
  await body.getByRole('link', { name: 'How offers work on DealLoop' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'How offers work on DealLoop' })).toBeVisible();

  // Back keeps the search.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search the knowledge base' })).toHaveValue('earnest');
});

test('an FAQ deep link opens its answer', async ({ page }) => {
  await page.goto('/faqs#how-long-does-an-offer-last');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const question = page.getByRole('button', { name: 'How long does an offer stay open?' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(question).toBeInViewport();
  await expect(page.getByRole('region', { name: 'How long does an offer stay open?' })).toContainText(
    '72 hours',
  );
  const other = page.getByRole('button', { name: 'Can I counter an offer?' });
  await expect(other).toHaveAttribute('aria-expanded', 'false');
  await other.click();
  await expect(page.getByRole('region', { name: 'Can I counter an offer?' })).toBeVisible();
});

test('an unknown article is Not Found, with status 404', async ({ page }) => {
  const response = await page.goto('/knowledge-base/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
});
