// The phone menu of the top bar: the always-there links (Open House Calendar, Pricing, Help) and Admin for admins,
// navigating inside the app.
import { describe, expect, it } from 'vitest';
import { screen, userEvent, within } from '../test/dom';
import { ADMIN, BUYER, createFakeApiClient, type FakeAccount } from '../test/fake-api-client';
import { renderApp } from '../test/render-app';
import { PHONE_MENU_LABEL } from './phone-nav-menu';

function renderAs(account: FakeAccount | null, path = '/privacy-policy') {
  const client = createFakeApiClient();
  if (account) client.startSignedIn(account);
  return renderApp(path, { client });
}

async function openPhoneMenu() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await userEvent.click(within(nav).getByRole('button', { name: PHONE_MENU_LABEL }));
  return screen.getByRole('menu');
}

const labels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('phone menu', () => {
  it('offers Open House Calendar, Pricing and Help when signed out, and opens them in the app', async () => {
    const { router } = renderAs(null);
    const menu = await openPhoneMenu();
    expect(labels(menu)).toEqual(['Open House Calendar', 'Pricing', 'Help']);
    expect(within(menu).getByRole('menuitem', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Open House Calendar' }));
    expect(router.state.location.pathname).toBe('/showings');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has no Admin entry for a buyer', async () => {
    renderAs(BUYER);
    expect(labels(await openPhoneMenu())).toEqual(['Open House Calendar', 'Pricing', 'Help']);
  });

  it('lists Admin for an admin', async () => {
    renderAs(ADMIN);
    await screen.findByRole('button', { name: /^Account menu for / });
    expect(labels(await openPhoneMenu())).toEqual(['Open House Calendar', 'Pricing', 'Help', 'Admin']);
  });
});
