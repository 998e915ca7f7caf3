// Leaving /add-property: a started listing asks first; an untouched one, a submitted one or signing out does not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import { renderApp } from '../../../test/render-app';
import { serveListings } from './add-property-test-support';

let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  serveListings(client);
  client.startSignedIn(BUYER);
});

afterEach(() => vi.restoreAllMocks());

const signedIn = () => renderApp('/add-property', { client });
/** The header's Pricing link (the footer has one too). */
const pricingLink = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Pricing' });

describe('/add-property unsaved changes', () => {
  it('asks before leaving a started listing; Stay keeps it, Leave goes', async () => {
    const { router } = signedIn();
    const form = await screen.findByRole('form', { name: 'New listing' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Listing title' }), 'Duplex');
    await userEvent.click(pricingLink());
    const dialog = await screen.findByRole('dialog', { name: 'Leave this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/add-property');
    expect((within(form).getByRole('textbox', { name: 'Listing title' }) as HTMLInputElement).value).toBe(
      'Duplex',
    );
    await userEvent.click(pricingLink());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave this listing?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('lets the owner sign out from a started listing without asking', async () => {
    const { router } = signedIn();
    const form = await screen.findByRole('form', { name: 'New listing' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Listing title' }), 'Duplex');
    await userEvent.click(screen.getByRole('button', { name: /^Account menu for / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an untouched form go without asking', async () => {
    const { router } = signedIn();
    await screen.findByRole('form', { name: 'New listing' });
    await userEvent.click(pricingLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
