// Journeys (desktop and phone): no page of the site is wider than the screen, signed out and signed in.
import { SITE_PAGES } from '@dealloop/core';
import { accessToken, type CreatedListing, createPublishedListing } from './listings';
import { BUYER, type DemoAccount, signIn, skipAnonymousCookieBanner, WHOLESALER } from './support';
import { expect, type Page, test } from './test';

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
});

/** A concrete address for each built page (parameters filled from the published listing), plus the map view. */
function everyPagePath(listing: CreatedListing): string[] {
  const params: Record<string, string> = {
    id: listing.id,
    userId: 'someone',
    cardId: 'missing-card',
    slug: 'getting-started',
  };
  const paths = SITE_PAGES.map((page) => {
    if (page.key === 'propertySeo') return listing.path;
    if (page.key === 'investorProfile') return '/real-estate-investor-someone';
    return page.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => params[name] ?? name);
  });
  return [...new Set([...paths, '/properties?view=map', withPhotos.path])];
}

/**
 * The page's layout width beyond the screen's (0 when nothing sticks out sideways). Measured against the device's
 * screen width: a phone browser widens its layout viewport (window.innerWidth) to fit content that sticks out.
 */
async function overflow(page: Page): Promise<number> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  return Math.max(...widths) - screenWidth;
}

/** Opens `path`; a navigation the app itself interrupts (a redirect of the page being left) is tried again once. */
async function open(page: Page, path: string) {
  try {
    await page.goto(path);
  } catch {
    await page.goto(path);
  }
}

/**
 * What shows once a page's content is there, beyond its heading: the map of the map view, and on the listing page
 * its photo, price panel and (drawn once scrolled near) its map, so the check measures them, not a loading state.
 */
function contentOf(page: Page, path: string) {
  if (path === '/properties?view=map') {
    return [page.locator('main figure[aria-busy="false"][aria-label^="Map of"] canvas').first()];
  }
  const shown = [listing, withPhotos].find((one) => one.path === path);
  if (!shown) return [];
  return [
    page.getByRole('heading', { level: 1, name: shown.title }),
    shown === withPhotos
      ? page.getByRole('region', { name: `Photos of ${shown.title}` })
      : page.getByText('No photos yet'),
    page.getByRole('complementary', { name: 'Deal numbers' }),
    page.locator('main figure[aria-busy="false"][aria-label^="Map of"] canvas').first(),
  ];
}

async function expectNoOverflow(page: Page, paths: readonly string[]) {
  const wide: string[] = [];
  for (const path of paths) {
    await open(page, path);
    // The page has committed once its heading shows (pages load lazily); then its data settles.
    await page.locator('main h1').first().waitFor({ timeout: 10_000 });
    await page.waitForLoadState('load');
    // Parts drawn when scrolled near (a listing's map) are drawn too: scrolled to the bottom again while parts
    // rendered after the load push them further down.
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toBottom();
    for (const part of contentOf(page, path)) {
      await expect(async () => {
        await toBottom();
        await expect(part).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    }
    await page.waitForTimeout(300);
    const extra = await overflow(page);
    if (extra > 0) wide.push(`${path}: ${extra}px too wide`);
  }
  expect(wide, 'pages wider than the screen').toEqual([]);
}

/** The pages in PARTS parts, so each test stays short. */
const PARTS = 3;
const part = (paths: readonly string[], index: number) =>
  paths.filter((_path, position) => position % PARTS === index);

let listing: CreatedListing;
/** A demo listing with several photos: the gallery, its counter and thumbnails are measured too. */
let withPhotos: { path: string; title: string };

test.beforeAll(async ({ request }) => {
  const newest = await request.get('/api/v1/properties?sort=newest&limit=50');
  const { items } = (await newest.json()) as { items: { path: string; title: string; images: unknown[] }[] };
  withPhotos = items.find((item) => item.images.length > 1)!;
  expect(withPhotos, 'a demo listing with photos').toBeTruthy();
  // A long title, as real ones are: text that cannot wrap (a select's option, a cut line) must not widen a page.
  listing = await createPublishedListing(request, {
    title: `Fully renovated three bedroom brick ranch with detached garage and a large fenced backyard ${Math.random().toString(36).slice(2, 8)}`,
  });
  // A buyer on the wholesaler's list, so the buyers list shows its table (wider than a phone; it scrolls inside).
  const run = Math.random().toString(36).slice(2, 8);
  const imported = await request.post('/api/v1/me/buyers-list/import', {
    headers: { authorization: `Bearer ${await accessToken(request, WHOLESALER)}` },
    data: {
      csv: `name,email,markets,property_types,tags\r\nWide ${run},wide-${run}@example.com,"Dallas, TX",Single Family,vip\r\n`,
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);
});

for (let index = 0; index < PARTS; index++) {
  test(`no page is wider than the screen when signed out (part ${index + 1})`, async ({ page }) => {
    test.setTimeout(180_000);
    await expectNoOverflow(page, part(everyPagePath(listing), index));
  });

  for (const [role, account] of [
    ['buyer', BUYER],
    ['wholesaler', WHOLESALER],
  ] as [string, DemoAccount][]) {
    test(`no page is wider than the screen when signed in as the ${role} (part ${index + 1})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signIn(page, account);
      await expectNoOverflow(page, part(everyPagePath(listing), index));
    });
  }
}
