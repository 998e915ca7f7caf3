// The Embed page: sign-in, the keys list with Copy, create (core's rules, a server 400 in the form), edit,
// revoke after confirming, and the failed load.
import { ApiError } from '@dealloop/client';
import { EMBED_KEY_MESSAGES, originMessages, PLAN_FEATURE_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { renderWithServices } from '../favorites/favorites-test-support';
import EmbedPage from './embed-page';
import { makeEmbedKey, serveEmbedKeys } from './embed-test-support';
import { EMBED_TEXTS } from './embed-texts';

const PATH = '/dashboard/embed';
let client: FakeApiClient;

beforeEach(() => {
  client = createFakeApiClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const script of document.querySelectorAll('script[data-dealloop-sdk]')) script.remove();
});

const shop = () =>
  makeEmbedKey({
    id: 'shop',
    key: 'dlk_Shop0000000000000000000',
    name: 'Shop site',
    allowedOrigins: ['https://shop.example.com', 'http://localhost:8080'],
  });

async function itemNamed(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest('li')!;
}

function renderPage() {
  client.startSignedIn(BUYER);
  return renderWithServices(<EmbedPage />, { client, path: PATH });
}

describe('Embed page: keys', () => {
  it('sends signed-out visitors to sign in, coming back here', async () => {
    serveEmbedKeys(client);
    renderWithServices(<EmbedPage />, { client, path: PATH });
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/auth?redirect=${encodeURIComponent(PATH)}`,
    );
  });

  it('lists each key with its name, key, allowed origins and date, and copies the key', async () => {
    serveEmbedKeys(client, { keys: [shop()] });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: EMBED_TEXTS.heading })).toBeTruthy();
    const item = await itemNamed('Shop site');
    expect(within(item).getByText('dlk_Shop0000000000000000000')).toBeTruthy();
    expect(within(item).getByText('https://shop.example.com')).toBeTruthy();
    expect(within(item).getByText('http://localhost:8080')).toBeTruthy();
    expect(within(item).getByText(/Nov 23, 2026/)).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: EMBED_TEXTS.copyKey }));
    expect(await navigator.clipboard.readText()).toBe('dlk_Shop0000000000000000000');
    expect(await screen.findByText(EMBED_TEXTS.keyCopied)).toBeTruthy();
  });

  it('on Free shows that embed keys are a Pro feature with a link to /pricing, and keeps the keys it has', async () => {
    serveEmbedKeys(client, { keys: [shop()], plan: 'free' });
    renderPage();
    const notice = await screen.findByRole('region', {
      name: PLAN_FEATURE_TEXTS.noticeTitle('embedWidgets'),
    });
    expect(notice.textContent).toContain(PLAN_FEATURE_TEXTS.noticeBody('embedWidgets'));
    expect(
      within(notice).getByRole('link', { name: PLAN_FEATURE_TEXTS.pricingLink }).getAttribute('href'),
    ).toBe('/pricing');
    expect(screen.queryByRole('button', { name: EMBED_TEXTS.newKey })).toBeNull();
    const item = await itemNamed('Shop site');
    expect(within(item).getByRole('button', { name: EMBED_TEXTS.copyKey })).toBeTruthy();
  });

  it('shows how many keys the plan keeps, and counts a new one', async () => {
    serveEmbedKeys(client, { keys: [shop()] });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('1 of 20 embed keys used. Team allows 50.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: EMBED_TEXTS.newKey }));
    const dialog = await screen.findByRole('dialog', { name: EMBED_TEXTS.createTitle });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Blog');
    await user.type(within(dialog).getByRole('textbox', { name: /origins/i }), 'https://blog.example.com');
    await user.click(within(dialog).getByRole('button', { name: EMBED_TEXTS.create }));
    expect(await screen.findByText('2 of 20 embed keys used. Team allows 50.')).toBeTruthy();
  });

  it('shows a refusal of the plan in the form', async () => {
    const server = serveEmbedKeys(client);
    server.refuseNextWrite = new ApiError(
      403,
      'plan_limit',
      'The Pro plan allows 20 embed keys; delete one to add another. Team allows 50 embed keys.',
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: EMBED_TEXTS.newKey }));
    const dialog = await screen.findByRole('dialog', { name: EMBED_TEXTS.createTitle });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Blog');
    await user.type(within(dialog).getByRole('textbox', { name: /origins/i }), 'https://blog.example.com');
    await user.click(within(dialog).getByRole('button', { name: EMBED_TEXTS.create }));
    expect(
      await within(dialog).findByText(
        'The Pro plan allows 20 embed keys; delete one to add another. Team allows 50 embed keys.',
      ),
    ).toBeTruthy();
  });

  it('creates a key: checks the fields with core rules, normalises the origins, and toasts', async () => {
    const server = serveEmbedKeys(client);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(EMBED_TEXTS.noKeys)).toBeTruthy();
    expect(screen.getByText(EMBED_TEXTS.snippetsNeedKey)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: EMBED_TEXTS.newKey }));
    const dialog = await screen.findByRole('dialog', { name: EMBED_TEXTS.createTitle });
    await user.click(within(dialog).getByRole('button', { name: EMBED_TEXTS.create }));
    expect(within(dialog).getByText(EMBED_KEY_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(EMBED_KEY_MESSAGES.originsRequired)).toBeTruthy();
    expect(server.keys).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'My blog');
    const origins = within(dialog).getByRole('textbox', { name: /Allowed origins/ });
    await user.click(origins);
    await user.paste('https://blog.example.com/posts');
    await user.click(within(dialog).getByRole('button', { name: EMBED_TEXTS.create }));
    expect(within(dialog).getByText(originMessages.extra('https://blog.example.com/posts'))).toBeTruthy();

    await user.clear(origins);
    await user.paste('HTTPS://Blog.Example.com:443/\n\nhttp://localhost:5173');
    await user.click(within(dialog).getByRole('button', { name: EMBED_TEXTS.create }));
    expect(await itemNamed('My blog')).toBeTruthy();
    expect(client.request).toHaveBeenCalledWith('POST', '/api/v1/me/embed-keys', {
      json: { name: 'My blog', allowedOrigins: ['https://blog.example.com', 'http://localhost:5173'] },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(EMBED_TEXTS.createdToast)).toBeTruthy();
    expect(server.keys.map((key) => key.name)).toEqual(['My blog']);
  });

  it('shows a refusal of the server (400) in the form, keeping what was typed', async () => {
    const server = serveEmbedKeys(client);
    server.refuseNextWrite = new ApiError(400, 'too_many_keys', 'You can have at most 10 embed keys.');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: EMBED_TEXTS.newKey }));
    const dialog = await screen.findByRole('dialog', { name: EMBED_TEXTS.createTitle });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Eleventh');
    await user.click(within(dialog).getByRole('textbox', { name: /Allowed origins/ }));
    await user.paste('https://a.example.com');
    await user.click(within(dialog).getByRole('button', { name: EMBED_TEXTS.create }));
    expect(await within(dialog).findByText('You can have at most 10 embed keys.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe(
      'Eleventh',
    );
    expect(server.keys).toEqual([]);
    expect(screen.queryByText(EMBED_TEXTS.createFailed)).toBeNull();
    // The same form goes through once the server accepts it.
    await user.click(within(dialog).getByRole('button', { name: EMBED_TEXTS.create }));
    expect(await itemNamed('Eleventh')).toBeTruthy();
  });

  it('edits the name and origins of a key', async () => {
    const server = serveEmbedKeys(client, { keys: [shop()] });
    const user = userEvent.setup();
    renderPage();
    const item = await itemNamed('Shop site');
    await user.click(within(item).getByRole('button', { name: EMBED_TEXTS.edit }));
    const dialog = await screen.findByRole('dialog', { name: EMBED_TEXTS.editTitle });
    const origins = within(dialog).getByRole('textbox', { name: /Allowed origins/ }) as HTMLTextAreaElement;
    expect(origins.value).toBe('https://shop.example.com\nhttp://localhost:8080');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Store');
    await user.clear(origins);
    await user.paste('https://store.example.com');
    await user.click(within(dialog).getByRole('button', { name: EMBED_TEXTS.save }));
    const renamed = await itemNamed('Store');
    expect(within(renamed).getByText('https://store.example.com')).toBeTruthy();
    expect(within(renamed).queryByText('http://localhost:8080')).toBeNull();
    expect(server.keys[0]).toMatchObject({ name: 'Store', allowedOrigins: ['https://store.example.com'] });
    expect(await screen.findByText(EMBED_TEXTS.updatedToast)).toBeTruthy();
  });

  it('revokes a key only after confirming', async () => {
    const server = serveEmbedKeys(client, { keys: [shop()] });
    const user = userEvent.setup();
    renderPage();
    const item = await itemNamed('Shop site');
    await user.click(within(item).getByRole('button', { name: EMBED_TEXTS.revoke }));
    const dialog = await screen.findByRole('dialog', { name: EMBED_TEXTS.revokeTitle });
    expect(within(dialog).getByText(EMBED_TEXTS.revokeConfirm('Shop site'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: EMBED_TEXTS.cancel }));
    expect(server.keys).toHaveLength(1);
    await user.click(within(item).getByRole('button', { name: EMBED_TEXTS.revoke }));
    const again = await screen.findByRole('dialog', { name: EMBED_TEXTS.revokeTitle });
    await user.click(within(again).getByRole('button', { name: EMBED_TEXTS.revoke }));
    expect(await screen.findByText(EMBED_TEXTS.noKeys)).toBeTruthy();
    expect(server.keys).toEqual([]);
    expect(client.request).toHaveBeenCalledWith('DELETE', '/api/v1/me/embed-keys/shop', {});
    expect(await screen.findByText(EMBED_TEXTS.revokedToast)).toBeTruthy();
  });

  it('says when the keys cannot be loaded, and tries again', async () => {
    const server = serveEmbedKeys(client, { listError: new ApiError(503, 'unavailable', 'Down.') });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(EMBED_TEXTS.loadFailed)).toBeTruthy();
    server.listError = null;
    server.keys = [shop()];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await itemNamed('Shop site')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(EMBED_TEXTS.loadFailed)).toBeNull());
  });
});
