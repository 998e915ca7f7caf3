// Journey: a moderator finds two new listings in the review queue, declines one with a reason and publishes the
// other through a bulk action; the owner, signed in elsewhere, is told live and reads the reason on the listing.
import { createPendingListing } from './listings';
import { declineCookiesIfAsked, MODERATOR, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, type Page, secondBrowser, test } from './test';

const toastWith = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications', exact: true }).getByText(title).first();

// Two people's browsers in a journey: longer than one page's journey.
test.slow();

test('a moderator declines one listing with a reason and bulk-publishes another; the owner is told', async ({
  browser,
  page: moderator,
  request,
  isMobile,
}, testInfo) => {
  const token = `mod${Math.random().toString(36).slice(2, 8)}`;
  const declined = await createPendingListing(request, { title: `Cracked slab ${token}` });
  const published = await createPendingListing(request, { title: `Tidy duplex ${token}` });
  const owner = await secondBrowser(browser, testInfo);
  for (const [page, account] of [
    [owner, WHOLESALER],
    [moderator, MODERATOR],
  ] as const) {
    await skipAnonymousCookieBanner(page);
    await signIn(page, account);
    await declineCookiesIfAsked(page);
  }
  await owner.goto('/dashboard');

  await moderator.goto('/moderator');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderator Dashboard' })).toBeVisible();
  await moderator.getByLabel('Search the queue').fill(token);
  await moderator.getByRole('button', { name: 'Search', exact: true }).click();
  const queue = moderator.getByRole('list', { name: 'Pending review' });
  await expect(queue.getByRole('listitem')).toHaveCount(2);

  // Decline the first with a reason.
  await queue.getByRole('button', { name: `Decline Cracked slab ${token}` }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Decline this listing' });
  await dialog.getByLabel('Reason (shown to the owner)').fill('The photos do not show the foundation.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(queue.getByRole('listitem')).toHaveCount(1);

  // Publish the other through the bulk bar.
  await queue.getByRole('checkbox', { name: `Select Tidy duplex ${token}` }).check();
  await moderator
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Publish selected' })
    .click();
  await expect(moderator.getByText('No listings are waiting for review.')).toBeVisible();
  const log = moderator.getByRole('list', { name: 'Audit log' });
  // The other project's run of this journey writes to the same log: look at this run's entries.
  await expect(
    log.getByRole('listitem').filter({ hasText: `Declined · Cracked slab ${token}` }),
  ).toContainText('The photos do not show the foundation.');
  await expect(
    log.getByRole('listitem').filter({ hasText: `Published · Tidy duplex ${token}` }),
  ).toBeVisible();

  // The owner is told live, and (on wide screens) the bell lists the decline.
  await expect(toastWith(owner, 'Property Declined')).toBeVisible();
  await expect(toastWith(owner, 'Property Published!')).toBeVisible();
  if (!isMobile) {
    await owner.getByRole('button', { name: /^Notifications/ }).click();
    await expect(owner.getByRole('button', { name: /^Unread: Property Declined/ }).first()).toBeVisible();
    await owner.keyboard.press('Escape');
  }
  // The reason is on the declined listing; the other is public.
  await owner.goto(`/property/${declined.id}`);
  await expect(owner.getByText('The photos do not show the foundation.')).toBeVisible();
  const publicPage = await request.get(`/api/v1/properties/${published.id}`);
  expect(((await publicPage.json()) as { listingStatus: string }).listingStatus).toBe('published');

  await owner.context().close();
});
