// Journey (issue 20): the Open House Calendar's month view, seen from a browser in Pacific/Auckland and from one in
// America/Los_Angeles, lists each open house in the month and on the day it starts at the property, labelled with
// the property's zone: 8 PM on a month's last day in Honolulu (the next day in UTC, and past the month's end in
// Auckland) and 12:30 AM on its first day in New York (still the month before in Los Angeles).
import { calendarMonthDays, formatCalendarMonth, shiftCalendarMonth, zonedTimeToIso } from '@dealloop/core';
import type { APIRequestContext } from '@playwright/test';
import { accessToken, createPublishedListing } from './listings';
import { skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, test } from './test';

/** Two months from now: every slot below is in the future and within a year. */
const now = new Date();
const month = shiftCalendarMonth(now.getUTCFullYear(), now.getUTCMonth() + 1, 2);
const monthKey = formatCalendarMonth(month.year, month.month);
const days = calendarMonthDays(month.year, month.month);
const before = shiftCalendarMonth(month.year, month.month, -1);
const after = shiftCalendarMonth(month.year, month.month, 1);

/** A published listing at `location` with a one-hour open house at `local` (YYYY-MM-DDTHH:mm) in `zone`. */
async function openHouseAt(request: APIRequestContext, location: string, local: string, zone: string) {
  const listing = await createPublishedListing(request, {
    title: `Months ranch ${Math.random().toString(36).slice(2, 8)}`,
    location,
  });
  const startsAt = zonedTimeToIso(local, zone);
  const endsAt = new Date(Date.parse(startsAt) + 3_600_000).toISOString();
  const owner = await accessToken(request, WHOLESALER);
  const res = await request.post(`/api/v1/properties/${listing.id}/open-houses`, {
    headers: { authorization: `Bearer ${owner}` },
    data: { startsAt, endsAt, capacity: 10 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return listing;
}

for (const timezoneId of ['Pacific/Auckland', 'America/Los_Angeles']) {
  test.describe(`seen from ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("the month view lists each open house on its date at the property, in the property's zone", async ({
      page,
      request,
    }) => {
      const honolulu = await openHouseAt(
        request,
        '1 Kalakaua Ave, Honolulu, HI 96815',
        `${days.lastDay}T20:00`,
        'Pacific/Honolulu',
      );
      const newYork = await openHouseAt(
        request,
        '350 5th Ave, New York, NY 10118',
        `${days.firstDay}T00:30`,
        'America/New_York',
      );
      const link = (title: string) => page.getByRole('link', { name: new RegExp(title) });

      await skipAnonymousCookieBanner(page);
      await page.goto(`/showings?month=${monthKey}`);
      const grid = page.getByRole('table', { name: monthKey });
      await expect(grid).toBeVisible();
      await expect(
        grid.locator(`[data-day="${days.lastDay}"]`).getByRole('link', { name: honolulu.title }),
      ).toContainText(`8:00 PM HST ${honolulu.title}`);
      await expect(
        grid.locator(`[data-day="${days.firstDay}"]`).getByRole('link', { name: newYork.title }),
      ).toHaveText(new RegExp(`^12:30 AM E[SD]T ${newYork.title}$`));

      // Neither is in the month before or after, whatever date the visitor's own clock reads.
      for (const other of [before, after]) {
        await page.goto(`/showings?month=${formatCalendarMonth(other.year, other.month)}`);
        await expect(
          page.getByRole('table', { name: formatCalendarMonth(other.year, other.month) }),
        ).toBeVisible();
        await expect(link(honolulu.title)).toHaveCount(0);
        await expect(link(newYork.title)).toHaveCount(0);
      }
    });
  });
}
