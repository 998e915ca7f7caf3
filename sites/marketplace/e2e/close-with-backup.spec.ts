// Journey of a full close with a backup promoted (issue 27): two buyers offer on a listing; the wholesaler accepts
// one and keeps the other as backup #1; the first buyer backs out with a reason; the wholesaler promotes the backup,
// whose contract starts its own earnest money deadline; the title officer (through the emailed link, read from the
// admin mailbox) confirms the earnest money and sets the closing date; the seller and an admin approve the contract
// and the seller moves it to closed. The backup buyer watches the stages advance without reloading; the listing
// ends sold and leaves the closing desk's open deals; the contract page and the desk fit the screen.
import {
  BACKUP_TEXTS,
  CLOSING_DESK_TEXTS,
  CLOSING_MOVE_LABELS,
  CLOSING_PANEL_TEXTS,
  CLOSING_STAGE_LABELS,
  TITLE_TEXTS,
} from '@dealloop/core';
import { createPublishedListing } from './listings';
import {
  ADMIN,
  type DemoAccount,
  declineCookiesIfAsked,
  signIn,
  skipAnonymousCookieBanner,
  WHOLESALER,
} from './support';
import { expect, type Page, secondBrowser, type TestInfo, test } from './test';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The contract page's closing pipeline section. */
const pipeline = (page: Page) => page.getByRole('region', { name: CLOSING_PANEL_TEXTS.heading });

/** A fact of the pipeline section (its value next to the label). */
const pipelineFact = (page: Page, label: string) =>
  pipeline(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

/** Clicks a deal action and confirms it in the dialog that asks first. */
async function confirmAction(page: Page, button: string, dialogTitle: string, confirmLabel: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Makes a pipeline move of the contract page and waits until the panel shows the stage it reached. */
async function move(page: Page, to: keyof typeof CLOSING_MOVE_LABELS & keyof typeof CLOSING_STAGE_LABELS) {
  await pipeline(page).getByRole('button', { name: CLOSING_MOVE_LABELS[to], exact: true }).click();
  await expect(pipelineFact(page, CLOSING_PANEL_TEXTS.stage)).toHaveText(CLOSING_STAGE_LABELS[to]);
}

/** A new buyer account (the sign-up journey is auth.spec's), signed in through the form in a browser of its own. */
async function newBuyer(testInfo: TestInfo, page: Page, fullName: string, tag: string) {
  const email = `${tag}-${testInfo.project.name}-${Date.now()}@dealloop.local`;
  const account: DemoAccount = { email, password: 'a-long-password' };
  const res = await page.request.post('/api/v1/auth/sign-up', { data: { ...account, fullName } });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** The buyer offers through the listing page's form. */
async function offer(page: Page, path: string, amount: number, message: string) {
  await page.goto(path);
  const form = page.getByRole('form', { name: 'Make an offer' });
  await form.getByLabel('Offer amount ($)').fill(String(amount));
  await form.getByLabel('Earnest money ($)').fill('3000');
  await form
    .getByLabel('Closing date')
    .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel('Message (optional)').fill(message);
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText('Offer sent! The seller will be notified.')).toBeVisible();
}

test('a deal falls through, the backup is promoted and closes through the pipeline', async ({
  browser,
  page: seller,
  request,
}, testInfo) => {
  // Five people and a dozen steps on a shared machine: far longer than one page's journey.
  test.setTimeout(240_000);
  const stamp = Math.random().toString(36).slice(2, 8);
  const listing = await createPublishedListing(request, {
    title: `Backup duplex ${stamp}`,
    price: 175_000,
    location: '48 Elm St, Dayton, OH 45402',
  });
  const nameA = `Ava Backout ${stamp}`;
  const nameB = `Ben Backup ${stamp}`;
  const buyerA = await secondBrowser(browser, testInfo);
  const buyerB = await secondBrowser(browser, testInfo);
  const accountA = await newBuyer(testInfo, buyerA, nameA, 'buyer-a');
  const accountB = await newBuyer(testInfo, buyerB, nameB, 'buyer-b');
  for (const [page, account] of [
    [seller, WHOLESALER],
    [buyerA, accountA],
    [buyerB, accountB],
  ] as [Page, DemoAccount][]) {
    await skipAnonymousCookieBanner(page);
    await signIn(page, account);
    // A new account is offered the tour first.
    if (page !== seller) {
      await page
        .getByRole('dialog', { name: 'Welcome to DealLoop!' })
        .getByRole('button', { name: 'Skip Tour' })
        .click();
    }
    await declineCookiesIfAsked(page);
  }

  // 1. Two offers; the seller accepts A's and keeps B's as backup #1.
  await offer(buyerA, listing.path, 170_000, 'Cash, quick close.');
  await offer(buyerB, listing.path, 165_000, 'Happy to wait as a backup.');
  await seller.goto(`/dashboard/offers?propertyId=${listing.id}`);
  const cardOf = (page: Page, buyer: string) =>
    page.getByRole('article', { name: listing.title }).filter({ hasText: buyer });
  await expect(cardOf(seller, nameB)).toContainText('$165,000');
  await cardOf(seller, nameA).getByRole('button', { name: 'Accept', exact: true }).click();
  const accept = seller.getByRole('dialog', { name: 'Accept this offer?' });
  await accept.getByRole('checkbox', { name: `${nameB}: $165,000` }).check();
  await accept.getByRole('button', { name: BACKUP_TEXTS.acceptWithBackups(1) }).click();
  await expect(accept).toBeHidden();
  await expect(seller.getByText('Offer accepted. A contract was created.')).toBeVisible();
  await expect(cardOf(seller, nameB)).toContainText(BACKUP_TEXTS.rankLabel(1));

  // Buyer B sees on their offers page that they are the backup.
  await buyerB.goto('/dashboard/offers?tab=sent');
  const sentB = buyerB.getByRole('article', { name: listing.title });
  await expect(sentB).toContainText(BACKUP_TEXTS.rankLabel(1));
  await expect(sentB).toContainText(BACKUP_TEXTS.waitingHint);

  // 2. Buyer A backs out of the pending contract with a reason; both parties see the deal cancelled.
  await buyerA.goto('/dashboard/offers?tab=sent');
  await buyerA
    .getByRole('article', { name: listing.title })
    .getByRole('link', { name: 'View contract' })
    .click();
  await expect(buyerA).toHaveURL(/\/dashboard\/contracts\//);
  const contractA = buyerA.url();
  await expect(pipelineFact(buyerA, CLOSING_PANEL_TEXTS.stage)).toHaveText(
    CLOSING_STAGE_LABELS.earnest_money_due,
  );
  await pipeline(buyerA).getByRole('button', { name: CLOSING_MOVE_LABELS.cancelled }).click();
  const reason = 'Financing fell through';
  await pipeline(buyerA).getByRole('textbox', { name: CLOSING_PANEL_TEXTS.reasonLabel }).fill(reason);
  await pipeline(buyerA).getByRole('button', { name: CLOSING_PANEL_TEXTS.confirm }).click();
  await expect(pipelineFact(buyerA, CLOSING_PANEL_TEXTS.stage)).toHaveText(CLOSING_STAGE_LABELS.cancelled);
  await expect(pipeline(buyerA).getByRole('list', { name: CLOSING_PANEL_TEXTS.history })).toContainText(
    reason,
  );
  await seller.goto(contractA);
  await expect(pipelineFact(seller, CLOSING_PANEL_TEXTS.stage)).toHaveText(CLOSING_STAGE_LABELS.cancelled);
  await expect(pipeline(seller).getByRole('list', { name: CLOSING_PANEL_TEXTS.history })).toContainText(
    reason,
  );

  // 3. The seller promotes B's backup: a new contract with its own earnest money deadline.
  await seller.goto(`/dashboard/offers?propertyId=${listing.id}`);
  // The card says why Promote is there now: the contract it waited for was cancelled.
  await expect(cardOf(seller, nameB)).toContainText(BACKUP_TEXTS.promoteHint);
  await cardOf(seller, nameB).getByRole('button', { name: 'Promote', exact: true }).click();
  const promote = seller.getByRole('dialog', { name: BACKUP_TEXTS.promoteTitle });
  await promote.getByRole('button', { name: BACKUP_TEXTS.promoteLabel }).click();
  await expect(promote).toBeHidden();
  await expect(seller.getByText(BACKUP_TEXTS.promoted)).toBeVisible();
  await cardOf(seller, nameB).getByRole('link', { name: 'View contract' }).click();
  await expect(seller).toHaveURL(/\/dashboard\/contracts\//);
  const contractB = seller.url();
  expect(contractB).not.toBe(contractA);
  const deadline = /^Due in (2d 2[23]h|3d 0h)$/;
  await expect(pipelineFact(seller, CLOSING_PANEL_TEXTS.earnestDeadline)).toHaveText(deadline);

  await buyerB.goto('/dashboard/offers?tab=sent');
  await sentB.getByRole('link', { name: 'View contract' }).click();
  await expect(buyerB).toHaveURL(contractB);
  await expect(pipelineFact(buyerB, CLOSING_PANEL_TEXTS.stage)).toHaveText(
    CLOSING_STAGE_LABELS.earnest_money_due,
  );
  await expect(pipelineFact(buyerB, CLOSING_PANEL_TEXTS.earnestDeadline)).toHaveText(deadline);
  await buyerA.context().close();

  // 4. The seller names the title company; the officer's link arrives in the (admin-readable) local mailbox.
  const officerEmail = `officer-${testInfo.project.name}-${stamp}@lonestartitle.example`;
  const titleSection = seller.getByRole('region', { name: TITLE_TEXTS.contactHeading });
  await titleSection.getByRole('textbox', { name: TITLE_TEXTS.officerName, exact: true }).fill('Tara Title');
  await titleSection
    .getByRole('textbox', { name: TITLE_TEXTS.company, exact: true })
    .fill('Lone Star Title Co.');
  await titleSection.getByRole('textbox', { name: TITLE_TEXTS.email, exact: true }).fill(officerEmail);
  await titleSection.getByRole('textbox', { name: TITLE_TEXTS.phone, exact: true }).fill('+1 937 555 0100');
  await titleSection.getByRole('button', { name: TITLE_TEXTS.save }).click();
  await expect(seller.getByText(TITLE_TEXTS.saved)).toBeVisible();

  const admin = await secondBrowser(browser, testInfo);
  await skipAnonymousCookieBanner(admin);
  await signIn(admin, ADMIN, '/auth?redirect=%2Ftest-email');
  await declineCookiesIfAsked(admin);
  const mail = admin
    .getByRole('list', { name: 'Mailbox' })
    .getByRole('listitem')
    .filter({ hasText: officerEmail });
  await expect(async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await expect(mail.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await mail.getByText(`DealLoop: the deal on ${listing.title}`).click();
  const body = (await mail.locator('pre').textContent()) ?? '';
  const titleLink = /(http\S+\/title\/\S+)/.exec(body)?.[1];
  expect(titleLink, body).toBeTruthy();

  // The title officer, with no account, confirms the earnest money received; buyer B sees it without a reload.
  // A browser of its own with nobody signed in.
  const officer = await secondBrowser(browser, testInfo);
  await skipAnonymousCookieBanner(officer);
  await officer.goto(titleLink!);
  await expect(officer.getByRole('heading', { level: 1, name: TITLE_TEXTS.officerPageTitle })).toBeVisible();
  await expect(officer.getByText(listing.location)).toBeVisible();
  await officer.getByRole('button', { name: TITLE_TEXTS.confirmEarnest }).click();
  await expect(officer.getByRole('status')).toHaveText(TITLE_TEXTS.earnestConfirmed);
  await expect(pipelineFact(buyerB, CLOSING_PANEL_TEXTS.stage)).toHaveText(
    CLOSING_STAGE_LABELS.earnest_money_received,
  );

  // Title is opened only on an approved contract: the seller approves it, then an admin does.
  await seller.reload();
  await expect(pipelineFact(seller, CLOSING_PANEL_TEXTS.stage)).toHaveText(
    CLOSING_STAGE_LABELS.earnest_money_received,
  );
  await confirmAction(seller, 'Approve contract', 'Approve this contract?', 'Approve contract');
  await admin.goto(contractB);
  await confirmAction(admin, 'Approve', 'Approve this contract?', 'Approve contract');
  await admin.context().close();

  await seller.reload();
  await move(seller, 'title_opened');
  await expect(pipelineFact(buyerB, CLOSING_PANEL_TEXTS.stage)).toHaveText(CLOSING_STAGE_LABELS.title_opened);
  await move(seller, 'clear_to_close');
  await expect(pipelineFact(buyerB, CLOSING_PANEL_TEXTS.stage)).toHaveText(
    CLOSING_STAGE_LABELS.clear_to_close,
  );

  // The title officer sets the closing date: the closing is scheduled.
  const closingDate = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  await officer.reload();
  await officer.getByLabel(TITLE_TEXTS.closingDate).fill(closingDate);
  await officer.getByRole('button', { name: TITLE_TEXTS.setClosingDate }).click();
  await expect(officer.getByRole('status')).toHaveText(TITLE_TEXTS.closingDateSet);
  expect(await overflow(officer)).toBeLessThanOrEqual(0);
  await officer.context().close();
  await expect(pipelineFact(buyerB, CLOSING_PANEL_TEXTS.stage)).toHaveText(
    CLOSING_STAGE_LABELS.closing_scheduled,
  );

  await seller.reload();
  await expect(pipelineFact(seller, CLOSING_PANEL_TEXTS.stage)).toHaveText(
    CLOSING_STAGE_LABELS.closing_scheduled,
  );
  await move(seller, 'funded');
  await expect(pipelineFact(buyerB, CLOSING_PANEL_TEXTS.stage)).toHaveText(CLOSING_STAGE_LABELS.funded);
  await move(seller, 'closed');
  await expect(pipelineFact(buyerB, CLOSING_PANEL_TEXTS.stage)).toHaveText(CLOSING_STAGE_LABELS.closed);
  // 5. The contract page fits the screen (phone and desktop).
  expect(await overflow(seller)).toBeLessThanOrEqual(0);
  expect(await overflow(buyerB)).toBeLessThanOrEqual(0);

  // The listing is sold; the closing desk lists the deal only among closed and cancelled ones.
  await buyerB.goto(listing.path);
  await expect(buyerB.getByText('This property has been sold.')).toBeVisible();
  await buyerB.context().close();

  await seller.goto('/dashboard/closing');
  await expect(seller.getByRole('heading', { level: 1, name: CLOSING_DESK_TEXTS.title })).toBeVisible();
  await expect(seller.getByRole('link', { name: listing.title })).toHaveCount(0);
  expect(await overflow(seller)).toBeLessThanOrEqual(0);
  await seller.getByRole('checkbox', { name: CLOSING_DESK_TEXTS.showClosed }).check();
  const rows = seller.getByRole('row').filter({ has: seller.getByRole('link', { name: listing.title }) });
  await expect(rows.filter({ hasText: CLOSING_STAGE_LABELS.closed })).toHaveCount(1);
  await expect(rows.filter({ hasText: CLOSING_STAGE_LABELS.cancelled })).toHaveCount(1);
  expect(await overflow(seller)).toBeLessThanOrEqual(0);
});
