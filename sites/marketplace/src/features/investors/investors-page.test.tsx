// The investor directory: filters go to the URL and the API, cards link to public profiles, Show more pages on.

import { INVESTORS_TEXTS } from '@dealloop/core';
import { describe, expect, it, vi } from 'vitest';
import { screen, userEvent, within } from '../../test/dom';
import { createFakeApiClient } from '../../test/fake-api-client';
import { answerRequests } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { makePublicProfile } from '../profiles/profile-test-support';

const jane = makePublicProfile();
const sam = makePublicProfile({
  userId: 'u-sam',
  slug: 'sam-lee',
  path: '/real-estate-investor-sam-lee',
  fullName: 'Sam Lee',
});

describe('Investors page', () => {
  it('shows the verified funds badge on the cards of members whose funds are verified, and only on theirs', async () => {
    const client = createFakeApiClient();
    const verified = { ...sam, verifiedFunds: { upTo: 250_000, expiresAt: '2027-02-01T00:00:00.000Z' } };
    answerRequests(client, (method, path) =>
      method === 'GET' && path === '/api/v1/investors'
        ? { items: [jane, verified], nextCursor: null }
        : undefined,
    );
    renderApp('/investors', { client });
    const list = await screen.findByRole('list', { name: INVESTORS_TEXTS.heading });
    const cardOf = (name: string) =>
      within(list).getByRole('link', { name }).closest('article') as HTMLElement;
    expect(within(cardOf('Sam Lee')).getByText('Verified funds (up to $250,000)')).toBeTruthy();
    expect(within(cardOf('Jane Doe')).queryByText(/Verified funds/)).toBeNull();
  });

  it('lists investors, filters through the URL and shows more with the cursor', async () => {
    const client = createFakeApiClient();
    answerRequests(client, (method, path, options) => {
      if (method !== 'GET' || path !== '/api/v1/investors') return undefined;
      const query = (options as { query?: Record<string, string | undefined> })?.query ?? {};
      if (query.cursor === 'next') return { items: [sam], nextCursor: null };
      if (query.market === 'TX') return { items: [jane], nextCursor: null };
      return { items: [jane], nextCursor: 'next' };
    });
    const { router } = renderApp('/investors', { client });
    const list = await screen.findByRole('list', { name: INVESTORS_TEXTS.heading });
    expect(within(list).getByRole('link', { name: 'Jane Doe' }).getAttribute('href')).toBe(
      '/real-estate-investor-jane-doe',
    );

    await userEvent.click(screen.getByRole('button', { name: INVESTORS_TEXTS.showMore }));
    await within(list).findByRole('link', { name: 'Sam Lee' });
    expect(screen.queryByRole('button', { name: INVESTORS_TEXTS.showMore })).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Market' }), 'TX');
    expect(router.state.location.search).toBe('?market=TX');
    await vi.waitFor(() =>
      expect(client.request).toHaveBeenLastCalledWith('GET', '/api/v1/investors', {
        query: {
          q: undefined,
          profileType: undefined,
          specialty: undefined,
          market: 'TX',
          cursor: undefined,
        },
      }),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: INVESTORS_TEXTS.search }), 'flip{Enter}');
    expect(router.state.location.search).toBe('?market=TX&q=flip');
  });

  it('shows the empty state when nothing matches', async () => {
    const client = createFakeApiClient();
    answerRequests(client, (_method, path) =>
      path === '/api/v1/investors' ? { items: [], nextCursor: null } : undefined,
    );
    renderApp('/investors?profileType=attract_sellers', { client });
    expect(await screen.findByText(INVESTORS_TEXTS.emptyTitle)).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Profile type' }) as HTMLSelectElement).value).toBe(
      'attract_sellers',
    );
  });
});
