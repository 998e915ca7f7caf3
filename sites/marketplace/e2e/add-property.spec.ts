// Journeys: adding a listing with a photo, reviewed before it is public; anonymous visitors go to sign in first.
import { deflateSync } from 'node:zlib';
import { publishListing } from './listings';
import { declineCookiesIfAsked, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, type Page, test } from './test';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}

/** A valid RGB PNG of a colour gradient, built here so the journey needs no fixture file. */
function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = (x * 255) / width;
      row[2 + x * 3] = (y * 255) / height;
      row[3 + x * 3] = 160;
    }
    return row;
  });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Fills the Add Listing form with a Boise listing (the address picked from the suggestions). */
async function fillListing(page: Page, title: string) {
  const form = page.getByRole('form', { name: 'New listing' });
  await form.getByRole('textbox', { name: 'Listing title' }).fill(title);
  await form.getByRole('combobox', { name: 'Property type' }).selectOption({ label: 'Single Family' });
  await form.getByRole('combobox', { name: 'Property address' }).fill('Boise');
  await page
    .getByRole('option', { name: /^Boise, ID/ })
    .first()
    .click();
  await expect(form.getByRole('combobox', { name: 'Property address' })).toHaveValue(/^Boise, ID/);
  await form.getByRole('textbox', { name: 'Description' }).fill('Needs paint and flooring; vacant.');
  await form.getByRole('textbox', { name: 'Beds' }).fill('3');
  await form.getByRole('textbox', { name: 'Baths' }).fill('2');
  await form.getByRole('textbox', { name: 'Square feet' }).fill('1400');
  await form.getByRole('textbox', { name: 'Lot size (sq ft)' }).fill('8712');
  await form.getByRole('textbox', { name: 'Asking price ($)' }).fill('150,000');
  await form.getByRole('textbox', { name: 'ARV ($)' }).fill('240,000');
  await form.getByRole('textbox', { name: 'Repair cost ($)' }).fill('30,000');
  await expect(form.getByLabel('Deal figures')).toContainText('$60,000');
  await expect(form.getByLabel('Deal figures')).toContainText('33.3%');
  return form;
}

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

test('an anonymous visitor opening /add-property lands on /auth, and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/add-property');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fadd-property$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(WHOLESALER.email);
  await form.getByLabel('Password').fill(WHOLESALER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/add-property$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a listing' })).toBeVisible();
});

test('a wholesaler adds a listing with a photo; it is public once a moderator publishes it', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // two browsers (the wholesaler's, the moderator's), an upload and a review: past 30 s under load
  const title = `E2E ranch ${Math.random().toString(36).slice(2, 8)}`;
  await signIn(page, WHOLESALER, '/auth?redirect=%2Fadd-property');
  await expect(page).toHaveURL(/\/add-property$/);
  await declineCookiesIfAsked(page);
  const form = await fillListing(page, title);

  const uploadRequest = page.waitForRequest((sent) => sent.url().endsWith('/api/v1/uploads'));
  await form.getByLabel('Add photos').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: gradientPng(320, 240),
  });
  // Sent with XMLHttpRequest, the only browser API that reports upload progress.
  expect((await uploadRequest).resourceType()).toBe('xhr');
  const photo = form.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(photo.getByRole('progressbar', { name: 'front.png' })).toHaveAttribute(
    'data-state',
    'complete',
  );
  await expect(photo).toContainText('Uploaded');
  await expect(photo).toContainText('Cover photo');

  await form.getByRole('button', { name: 'Preview listing' }).click();
  const preview = page.getByRole('region', { name: 'Preview your listing' });
  const card = preview.getByRole('article', { name: title });
  await expect(card).toContainText('$150,000');
  await expect(card).toContainText('33.3%');
  await expect(card.locator('img')).toHaveAttribute('src', /\/storage\/listing-images\/.+\.webp$/);
  await preview.getByRole('button', { name: 'Submit for review' }).click();

  const submitted = page.getByRole('region', { name: 'Submitted for review' });
  await expect(submitted).toContainText('moderators review every new listing');
  const view = submitted.getByRole('link', { name: 'View your listing' });
  const href = await view.getAttribute('href');
  const id = /^\/property\/(.+)$/.exec(href ?? '')?.[1];
  expect(id, href ?? '').toBeTruthy();

  // Pending: the owner sees it with its notice; search and anonymous visitors do not.
  await view.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Pending review' })).toContainText(
    'Only you and DealLoop moderators can see this listing',
  );
  const search = await request.get('/api/v1/properties', { params: { location: 'Boise, ID', limit: 50 } });
  const pendingSearch = (await search.json()) as { items: { id: string }[] };
  expect(pendingSearch.items.map((item) => item.id)).not.toContain(id);
  expect((await request.get(`/api/v1/properties/${id}`)).status()).toBe(404);

  await publishListing(request, id!);

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const anonymous = await visitor.newPage();
  await skipAnonymousCookieBanner(anonymous);
  await anonymous.goto('/properties?location=Boise%2C%20ID');
  await expect(anonymous.getByRole('article', { name: title })).toBeVisible();
  await anonymous.goto(`/property/${id}`);
  await expect(anonymous.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(anonymous.getByRole('link', { name: 'Sign in to see the full address' })).toBeVisible();
  await expect(anonymous.getByText('Pending review')).toHaveCount(0);
  await visitor.close();
});
