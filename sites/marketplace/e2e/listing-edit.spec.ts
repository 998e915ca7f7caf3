// Journeys of issue 18's reviewed edits: the demo wholesaler cuts a published listing's price from the site, the
// public keeps the approved price until the demo moderator approves the edit in "Edits to review"; and a listing
// the moderator declined is edited and resubmitted from the site and waits in the review queue again.
import { LISTING_EDIT_TEXTS, MODERATION_TEXTS } from '@dealloop/core';
import { createPendingListing, createPublishedListing } from './listings';
import { declineCookiesIfAsked, MODERATOR, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, type Page, secondBrowser, test } from './test';

/**
 * From the listing's page, open and settled (its notices, which load after the page and push the Edit link down, are
 * shown), follows "Edit listing" as its owner, sets the asking price and saves from the preview.
 */
async function editPrice(owner: Page, price: string, saveLabel: string) {
  await owner.getByRole('link', { name: LISTING_EDIT_TEXTS.editButton }).first().click();
  await expect(owner.getByRole('heading', { level: 1, name: LISTING_EDIT_TEXTS.editTitle })).toBeVisible();
  const form = owner.getByRole('form', { name: 'New listing' });
  const priceField = form.getByRole('textbox', { name: 'Asking price ($)' });
  await expect(priceField).not.toHaveValue('');
  await priceField.fill(price);
  await form.getByRole('button', { name: 'Preview listing' }).click();
  await owner.getByRole('button', { name: saveLabel }).click();
}

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

// Two or three people's browsers in each journey: longer than one page's journey.
test.slow();

test('a price cut waits for review: the public sees the old price until the moderator approves it', async ({
  browser,
  page: owner,
  request,
}, testInfo) => {
  const title = `Price cut ranch ${Math.random().toString(36).slice(2, 8)}`;
  const listing = await createPublishedListing(request, { title, price: 151_234 });
  await signIn(owner, WHOLESALER);
  await declineCookiesIfAsked(owner);

  await owner.goto(`/property/${listing.id}`);
  await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await editPrice(owner, '137,890', LISTING_EDIT_TEXTS.saveChanges);
  await expect(owner.getByText(LISTING_EDIT_TEXTS.savedForReview)).toBeVisible();
  await owner.getByRole('link', { name: 'View your listing' }).click();
  await expect(owner.getByText(LISTING_EDIT_TEXTS.awaitingReviewTitle)).toBeVisible();

  // A signed-out visitor still reads the approved price.
  const visitor = await secondBrowser(browser, testInfo);
  await skipAnonymousCookieBanner(visitor);
  await visitor.goto(`/property/${listing.id}`);
  const publicMain = visitor.getByRole('main');
  await expect(publicMain.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(publicMain).toContainText('$151,234');
  await expect(publicMain).not.toContainText('$137,890');

  // The moderator approves the edit, reading its diff.
  const moderator = await secondBrowser(browser, testInfo);
  await skipAnonymousCookieBanner(moderator);
  await signIn(moderator, MODERATOR);
  await declineCookiesIfAsked(moderator);
  await moderator.goto('/moderator');
  const edit = moderator
    .getByRole('list', { name: LISTING_EDIT_TEXTS.queueTitle })
    .getByRole('listitem', { name: title });
  await expect(edit.getByRole('list', { name: `Changes to ${title}` })).toContainText(
    'Price: $151,234 → $137,890',
  );
  await edit.getByRole('button', { name: `${LISTING_EDIT_TEXTS.approve}: ${title}` }).click();
  await expect(moderator.getByRole('listitem', { name: title })).toHaveCount(0);

  // The public now reads the new price.
  await visitor.reload();
  await expect(publicMain.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(publicMain).toContainText('$137,890');
  await expect(publicMain).not.toContainText('$151,234');

  await visitor.context().close();
  await moderator.context().close();
});

test('a declined listing is edited and resubmitted from the site and waits in the review queue again', async ({
  browser,
  page: owner,
  request,
}, testInfo) => {
  const token = Math.random().toString(36).slice(2, 8);
  const title = `Declined duplex ${token}`;
  const listing = await createPendingListing(request, { title, price: 99_000 });

  const moderator = await secondBrowser(browser, testInfo);
  await skipAnonymousCookieBanner(moderator);
  await signIn(moderator, MODERATOR);
  await declineCookiesIfAsked(moderator);
  await moderator.goto('/moderator');
  await moderator.getByLabel('Search the queue').fill(token);
  await moderator.getByRole('button', { name: 'Search', exact: true }).click();
  const queue = moderator.getByRole('list', { name: MODERATION_TEXTS.queueTitle });
  await queue.getByRole('button', { name: `Decline ${title}` }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Decline this listing' });
  await dialog.getByLabel(MODERATION_TEXTS.reasonLabel).fill('The asking price is above the ARV.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(moderator.getByText(MODERATION_TEXTS.queueEmpty)).toBeVisible();

  await signIn(owner, WHOLESALER);
  await declineCookiesIfAsked(owner);
  await owner.goto(`/property/${listing.id}`);
  await expect(owner.getByText('The asking price is above the ARV.')).toBeVisible();
  await editPrice(owner, '89,000', LISTING_EDIT_TEXTS.resubmit);
  await expect(owner.getByText(LISTING_EDIT_TEXTS.resubmitted)).toBeVisible();

  await moderator.reload();
  await moderator.getByLabel('Search the queue').fill(token);
  await moderator.getByRole('button', { name: 'Search', exact: true }).click();
  const item = queue.getByRole('listitem', { name: title });
  await expect(item).toBeVisible();
  await expect(item).toContainText('$89,000');

  await moderator.context().close();
});
