// Layout measured in the browser (issue 20): the lister's email shows whole in its button, the offer form's fields
// and Send button stay inside their card, and Notification Settings headings sit above their panels.
import { createPublishedListing } from './listings';
import { BUYER, declineCookiesIfAsked, signIn, skipAnonymousCookieBanner } from './support';
import { expect, type Locator, test } from './test';

/**
 * The controls matching `selector` inside `outer` whose box does not lie inside the box of `outer` (half a pixel of
 * rounding allowed). Every box is read in one pass in the page, so content loading above (photos, the map) cannot
 * move the controls between two readings.
 */
async function outside(outer: Locator, selector: string): Promise<string[]> {
  return outer.evaluate((container, controls) => {
    const box = container.getBoundingClientRect();
    const stray: string[] = [];
    for (const element of container.querySelectorAll(controls)) {
      const child = element.getBoundingClientRect();
      // Nothing to see: no box, or a visually hidden control (a file button's input is 1 px, clipped).
      if (child.width <= 1 || child.height <= 1) continue;
      const fits =
        child.left >= box.left - 0.5 &&
        child.right <= box.right + 0.5 &&
        child.top >= box.top - 0.5 &&
        child.bottom <= box.bottom + 0.5;
      if (!fits) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
        const where = (rect: DOMRect) => `${rect.left},${rect.top} ${rect.width}x${rect.height}`;
        stray.push(`${name}: ${where(child)} outside ${where(box)}`);
      }
    }
    return stray;
  }, selector);
}

test.beforeEach(async ({ page }) => {
  await skipAnonymousCookieBanner(page);
  await signIn(page, BUYER);
  await declineCookiesIfAsked(page);
});

test("a listing's lister email shows whole in its button", async ({ page, request }) => {
  const listing = await createPublishedListing(request);
  await page.goto(listing.path);
  const email = page.getByRole('link', { name: /^Email / });
  await expect(email).toBeVisible();
  const clipped = await email.evaluate((element) => {
    const cut = (node: Element) => node.scrollWidth > node.clientWidth + 1;
    return [element, ...element.querySelectorAll('*')].some(cut);
  });
  expect(clipped, 'the email text is cut').toBe(false);
  await expect(email).toContainText('wholesaler@dealloop.local');
});

test("the offer form's fields and Send button stay inside its card", async ({ page, request }) => {
  const listing = await createPublishedListing(request);
  await page.goto(listing.path);
  const form = page.getByRole('form', { name: 'Make an offer' });
  await expect(form).toBeVisible();
  // The card is the offer panel around the form.
  const card = page.locator('section', { has: form }).last();
  const fields = 'input, select, textarea, button';
  expect(await outside(card, fields)).toEqual([]);
  expect(await outside(form, fields)).toEqual([]);
});

test('Notification Settings headings sit above their panels, never on them', async ({ page }) => {
  await page.goto('/email-preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible();
  const groups = page.getByRole('group');
  await expect(groups.first()).toBeVisible();
  const overlaps = await page.evaluate(() =>
    [...document.querySelectorAll('form fieldset')].flatMap((fieldset) => {
      const legend = fieldset.querySelector('legend');
      if (!legend) return [];
      const painted = (element: Element) => {
        const style = getComputedStyle(element);
        return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderTopWidth !== '0px';
      };
      // The panel: the first element of the group with a background or a border (the group itself, or a card in it).
      const panel = [fieldset, ...fieldset.querySelectorAll(':scope > *')].find(
        (element) => element !== legend && painted(element),
      );
      if (!panel) return [`${legend.textContent}: no panel`];
      const heading = legend.getBoundingClientRect();
      const box = panel.getBoundingClientRect();
      return heading.bottom <= box.top + 0.5
        ? []
        : [`${legend.textContent}: heading ${heading.top}-${heading.bottom}, panel from ${box.top}`];
    }),
  );
  expect(overlaps).toEqual([]);
});
