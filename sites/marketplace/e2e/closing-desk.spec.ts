// Journey: after a buyer's offer is accepted, the wholesaler opens the contract, sees the closing pipeline with its
// earnest money countdown, names the title company (the officer is emailed a link) and finds the deal on the
// closing desk; the contract page and the desk fit the screen on a phone as on a desktop.
import { TITLE_TEXTS } from '@dealloop/core';
import { accessToken, createPublishedListing } from './listings';
import { BUYER, declineCookiesIfAsked, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, type Page, test } from './test';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the wholesaler names the title company on an accepted deal and finds it on the closing desk', async ({
  page,
  request,
}) => {
  const listing = await createPublishedListing(request, { price: 150_000 });
  const buyer = await accessToken(request, BUYER);
  const seller = await accessToken(request, WHOLESALER);
  const offer = await request.post(`/api/v1/properties/${listing.id}/offers`, {
    headers: { authorization: `Bearer ${buyer}` },
    data: {
      amount: 140_000,
      earnestMoney: 2_000,
      closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      financingType: 'cash',
    },
  });
  expect(offer.status()).toBe(201);
  const accepted = await request.post(`/api/v1/offers/${(await offer.json()).id}/actions`, {
    headers: { authorization: `Bearer ${seller}` },
    data: { action: 'accept' },
  });
  expect(accepted.status()).toBe(200);
  const { contractId } = (await accepted.json()) as { contractId: string };

  await skipAnonymousCookieBanner(page);
  await signIn(page, WHOLESALER);
  await declineCookiesIfAsked(page);
  await page.goto(`/dashboard/contracts/${contractId}`);
  const titleSection = page.getByRole('region', { name: TITLE_TEXTS.contactHeading });
  await expect(titleSection).toBeVisible();
  await titleSection.getByRole('textbox', { name: TITLE_TEXTS.officerName, exact: true }).fill('Tara Title');
  await titleSection
    .getByRole('textbox', { name: TITLE_TEXTS.company, exact: true })
    .fill('Lone Star Title Co.');
  await titleSection
    .getByRole('textbox', { name: TITLE_TEXTS.email, exact: true })
    .fill('tara@lonestartitle.example');
  await titleSection.getByRole('textbox', { name: TITLE_TEXTS.phone, exact: true }).fill('+1 214 555 0100');
  await titleSection.getByRole('button', { name: TITLE_TEXTS.save }).click();
  await expect(page.getByText(TITLE_TEXTS.saved)).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/dashboard/closing');
  await expect(page.getByRole('link', { name: listing.title })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
