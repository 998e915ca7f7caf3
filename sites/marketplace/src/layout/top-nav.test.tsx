// The top bar per role: links, actions and the avatar menu in the spec's order; Share hidden where the spec says.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, userEvent, waitFor, within } from '../test/dom';
import { ADMIN, BUYER, createFakeApiClient, type FakeAccount, MODERATOR } from '../test/fake-api-client';
import { renderApp } from '../test/render-app';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

function renderAs(account: FakeAccount | null, path = '/privacy-policy') {
  const client = createFakeApiClient();
  if (account) client.startSignedIn(account);
  return renderApp(path, { client });
}

async function openAccountMenu() {
  await userEvent.click(within(mainNav()).getByRole('button', { name: /^Account menu for / }));
  return screen.getByRole('menu');
}

const menuLabels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('top navigation', () => {
  it('signed out: logo, the always-there links, Add Listing to /auth and Sign In; no Share or account menu', () => {
    renderAs(null);
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'DealLoop home' }).getAttribute('href')).toBe('/');
    const links = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(links).toEqual(['Open House Calendar', 'Pricing', 'Help']);
    expect(within(nav).getByRole('link', { name: 'Open House Calendar' }).getAttribute('href')).toBe(
      '/showings',
    );
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
    expect(within(nav).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/knowledge-base');
    expect(within(nav).getByRole('link', { name: 'Add Listing' }).getAttribute('href')).toBe('/auth');
    expect(within(nav).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Fprivacy-policy',
    );
    expect(within(nav).queryByRole('button', { name: /Share/ })).toBeNull();
    expect(within(nav).queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('buyer: Share, Add Listing to /add-property and the menu without role entries', async () => {
    renderAs(BUYER);
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Add Listing' }).getAttribute('href')).toBe('/add-property');
    expect(within(nav).getByRole('button', { name: 'Share this page' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    const menu = await openAccountMenu();
    expect(menuLabels(menu)).toEqual([
      'My Account',
      'User Dashboard',
      'Notification Settings',
      'Payment Methods',
      'Support',
      'Getting Started Tour',
      'Sign Out',
    ]);
    expect(screen.getByText('Bea Buyer')).toBeTruthy();
    expect(screen.getByText('buyer@dealloop.local')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'My Account' }).getAttribute('href')).toBe(
      '/dashboard/account',
    );
  });

  it('moderator: adds Moderator Dashboard after User Dashboard', async () => {
    renderAs(MODERATOR);
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(menuLabels(await openAccountMenu())).toEqual([
      'My Account',
      'User Dashboard',
      'Moderator Dashboard',
      'Notification Settings',
      'Payment Methods',
      'Support',
      'Getting Started Tour',
      'Sign Out',
    ]);
  });

  it('admin: the Admin link and Admin Dashboard', async () => {
    renderAs(ADMIN);
    const links = within(mainNav())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(links).toEqual(['Open House Calendar', 'Pricing', 'Help', 'Admin']);
    expect(within(mainNav()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    const menu = await openAccountMenu();
    expect(menuLabels(menu)).toEqual([
      'My Account',
      'User Dashboard',
      'Admin Dashboard',
      'Notification Settings',
      'Payment Methods',
      'Support',
      'Getting Started Tour',
      'Sign Out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
  });

  it('shows "User" when the account has no name', async () => {
    renderAs({ email: 'nameless@dealloop.local', password: 'x', fullName: null });
    expect(within(mainNav()).getByRole('button', { name: 'Account menu for User' })).toBeTruthy();
    await openAccountMenu();
    expect(screen.getByText('User')).toBeTruthy();
    expect(screen.getByText('nameless@dealloop.local')).toBeTruthy();
  });

  it('drops the roles when the role lookup fails', async () => {
    const client = createFakeApiClient();
    client.startSignedIn(ADMIN);
    client.failRoleLookup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/privacy-policy', { client });
    await waitFor(() => expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).toBeNull());
    expect(menuLabels(await openAccountMenu())).not.toContain('Admin Dashboard');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('menu links navigate inside the app', async () => {
    const { router } = renderAs(BUYER);
    const menu = await openAccountMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Support' }));
    expect(router.state.location.pathname).toBe('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeTruthy();
  });

  it('Sign Out ends the session and returns to /, with Sign In back', async () => {
    const { router, client } = renderAs(BUYER);
    const menu = await openAccountMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(client.auth.signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
    expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(within(mainNav()).queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.getByText('You have been signed out.')).toBeTruthy();
  });

  it.each([
    '/properties',
    '/properties/42',
    '/profile',
    '/profile/user-1/calculator',
    '/real-estate-investor-jane-doe',
  ])('hides Share on %s', (path) => {
    renderAs(BUYER, path);
    expect(within(mainNav()).queryByRole('button', { name: 'Share this page' })).toBeNull();
  });

  it.each(['/', '/auth/reset-password', '/terms-of-service', '/property/42', '/pricing'])(
    'shows Share on %s',
    (path) => {
      renderAs(BUYER, path);
      expect(within(mainNav()).getByRole('button', { name: 'Share this page' })).toBeTruthy();
    },
  );

  it('follows sign-in and sign-out from elsewhere (another tab)', async () => {
    const { client } = renderAs(null);
    expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toBeTruthy();
    act(() => {
      client.startSignedIn(BUYER);
    });
    expect(within(mainNav()).getByRole('button', { name: 'Account menu for Bea Buyer' })).toBeTruthy();
  });

  it("adds Moderator Dashboard to the open page's menu when the role is granted live", async () => {
    const { client, services } = renderAs(BUYER);
    await waitFor(() => expect(client.openAlertStreams().length).toBe(1));
    expect(menuLabels(await openAccountMenu())).not.toContain('Moderator Dashboard');
    await userEvent.keyboard('{Escape}');
    const user = (await client.auth.getUser())!;
    vi.mocked(client.auth.getUser).mockResolvedValue({ ...user, isModerator: true });
    act(() => {
      client.emitAlert({ kind: 'moderatorApproved', title: 'Welcome, Moderator!' });
    });
    await screen.findByText('Welcome, Moderator!');
    await waitFor(() => expect(services.auth.getState().isModerator).toBe(true));
    expect(menuLabels(await openAccountMenu())).toContain('Moderator Dashboard');
  });
});
