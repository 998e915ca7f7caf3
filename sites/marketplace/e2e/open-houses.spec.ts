// Journey: an owner schedules an open house on their listing, a buyer finds it on the Open House Calendar by area,
// RSVPs and downloads its .ics, and the owner sees the buyer among the attendees.
import { readFile } from 'node:fs/promises';
import { createPublishedListing } from './listings';
import { BUYER, declineCookiesIfAsked, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, secondBrowser, test } from './test';

/** A datetime-local value `days` from now at `hour` o'clock (the browser's local time). */
function localTime(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

// Two people's browsers in a journey: longer than one page's journey.
test.slow();

test('an owner schedules an open house, a buyer RSVPs from /showings and adds it to their calendar', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const listing = await createPublishedListing(request, {
    title: `Open house ranch ${Math.random().toString(36).slice(2, 8)}`,
    location: '200 Front St, Missoula, MT 59802',
  });

  // The owner schedules the slot from the listing page.
  await skipAnonymousCookieBanner(page);
  await signIn(page, WHOLESALER);
  await declineCookiesIfAsked(page);
  await page.goto(listing.path);
  const section = page.getByRole('region', { name: 'Open houses' });
  await section.getByRole('button', { name: 'Schedule open house' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule an open house' });
  await dialog.getByLabel('Starts').fill(localTime(3, 10));
  await dialog.getByLabel('Ends').fill(localTime(3, 12));
  await dialog.getByLabel('Capacity (people)').fill('5');
  await dialog.getByLabel('Notes for visitors').fill('Ring the bell, please; side door.');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Ring the bell, please; side door.')).toBeVisible();
  await expect(section.getByText('5 of 5 spots left')).toBeVisible();

  // The buyer finds it on the calendar by area and RSVPs.
  const buyer = await secondBrowser(browser, testInfo);
  await skipAnonymousCookieBanner(buyer);
  await signIn(buyer, BUYER);
  await declineCookiesIfAsked(buyer);
  await buyer.goto('/showings?view=list');
  await buyer.getByRole('combobox', { name: 'Area' }).fill('Missoula, MT');
  await buyer.getByRole('button', { name: 'Search' }).click();
  await expect(buyer).toHaveURL(/location=Missoula/);
  const card = buyer.getByRole('listitem').filter({ has: buyer.getByRole('link', { name: listing.title }) });
  await card.getByRole('button', { name: 'RSVP' }).click();
  await expect(card.getByRole('button', { name: 'Cancel RSVP' })).toBeVisible();
  await expect(card.getByText('4 of 5 spots left')).toBeVisible();

  const [download] = await Promise.all([
    buyer.waitForEvent('download'),
    card.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^open-house-.+\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const unfolded = ics.replace(/\r\n /g, '');
  expect(unfolded).toContain(`SUMMARY:Open house: ${listing.title}`);
  expect(unfolded).toContain('LOCATION:200 Front St\\, Missoula\\, MT 59802');
  // On the Missoula listing's clock (10:00, as scheduled), with its zone and the VTIMEZONE that defines it.
  expect(unfolded).toMatch(/\r\nDTSTART;TZID=America\/Denver:\d{8}T100000\r\n/);
  expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Denver\r\n');

  // The owner sees the buyer among the attendees.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Open houses' }).getByRole('list', { name: 'Attendees' }),
  ).toContainText(BUYER.email);
  await buyer.context().close();
});
