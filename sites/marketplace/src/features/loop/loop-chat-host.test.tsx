// The site's Loop chat: on every page, asking through the client, links navigating in the app, failure toasts.
import { ApiError } from '@dealloop/client';
import { MESSAGES } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient } from '../../test/fake-api-client';
import { renderApp } from '../../test/render-app';

const launcher = () => screen.getByRole('button', { name: 'Chat with Loop' });
const input = () => screen.getByRole('textbox', { name: MESSAGES.loopPlaceholder });

describe('Loop chat on the site', () => {
  it.each(['/', '/auth', '/properties'])('is on %s', async (path) => {
    renderApp(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with Loop' }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.loopTitle });
    expect(within(dialog).getByText(MESSAGES.loopGreeting)).toBeTruthy();
  });

  it('asks through client.chat.send (signed in too) and opens a linked listing in the app', async () => {
    const client = createFakeApiClient();
    client.startSignedIn(BUYER);
    client.onChat(async (_messages, { onDelta }) => {
      onDelta?.('I found [3 bd in Boise](/property/boise-1) ');
      onDelta?.('for $185,000.');
      return 'done';
    });
    const { router } = renderApp('/privacy-policy', { client });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(launcher());
    await userEvent.type(input(), '3 bed under 200k near Boise{Enter}');
    expect(client.chat.send).toHaveBeenCalledWith(
      [{ role: 'user', content: '3 bed under 200k near Boise' }],
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    const dialog = screen.getByRole('dialog', { name: MESSAGES.loopTitle });
    await userEvent.click(await within(dialog).findByRole('link', { name: '3 bd in Boise' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property/boise-1'));
  });

  it.each([
    [
      new ApiError(429, 'rate_limited', 'Slow down.', { retryAfterSeconds: 20 }),
      MESSAGES.chatTooManyRequests,
    ],
    [new ApiError(402, 'payment_required', 'No credit.'), MESSAGES.chatUnavailable],
    [new ApiError(500, 'server_error', 'Oops.'), MESSAGES.chatFailed],
    [new ApiError(0, 'chat_incomplete', 'Broke off.'), MESSAGES.chatFailed],
  ])('shows the toast for %s and removes the question', async (error, toast) => {
    const client = createFakeApiClient();
    client.onChat(async () => Promise.reject(error));
    renderApp('/auth', { client });
    await userEvent.click(launcher());
    await userEvent.type(input(), 'Any deals?{Enter}');
    expect(await screen.findByText(toast)).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: MESSAGES.loopTitle });
    expect(dialog.querySelector('li[data-role="user"]')).toBeNull();
  });
});
