// The own profile page: sign-in required; publishing needs full name, bio and profile type; saving sends the
// changes; business cards are created (with the spec's toasts and validation), switched off and listed.

import { ApiError } from '@dealloop/client';
import { CARDS_TEXTS, MESSAGES, PROFILE_FORM_TEXTS, PROFILE_PAGE_TEXTS } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, userEvent, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { MY_PLAN_API, myPlanOf } from '../billing/plan-test-support';
import type { BusinessCard } from '../business-cards/business-cards-api';
import { makeMyProfile } from './profile-test-support';

/** A fake server of the own profile and cards; `cardError` makes card creation fail. */
function serve(client: FakeApiClient, options: { cardError?: ApiError } = {}) {
  const server = { profile: makeMyProfile(), cards: [] as BusinessCard[], patches: [] as unknown[] };
  answerRequests(client, (method, path, request) => {
    const json = (request as { json?: Record<string, unknown> } | undefined)?.json ?? {};
    if (path === '/api/v1/me/profile' && method === 'GET') return server.profile;
    if (path === '/api/v1/me/profile' && method === 'PATCH') {
      server.patches.push(json);
      server.profile = {
        ...server.profile,
        ...json,
        slug: json.profilePublished ? 'bea-buyer' : server.profile.slug,
      };
      return server.profile;
    }
    if (path === '/api/v1/me/business-cards' && method === 'GET') return { items: [...server.cards] };
    if (path === MY_PLAN_API && method === 'GET') {
      return myPlanOf('free', { businessCards: { used: server.cards.length } });
    }
    if (path === '/api/v1/me/business-cards' && method === 'POST') {
      if (options.cardError) throw options.cardError;
      const card: BusinessCard = {
        id: `card-${server.cards.length + 1}`,
        cardUrl: `bea-buyer-user-buy${server.cards.length ? `-${server.cards.length + 1}` : ''}`,
        isActive: true,
        createdAt: '2026-11-23T00:00:00.000Z',
        ...(json as Omit<BusinessCard, 'id' | 'cardUrl' | 'isActive' | 'createdAt'>),
      };
      server.cards.push(card);
      return card;
    }
    const one = /^\/api\/v1\/me\/business-cards\/(.+)$/.exec(path);
    if (one && method === 'PATCH') {
      const index = server.cards.findIndex((card) => card.id === one[1]);
      server.cards[index] = { ...server.cards[index]!, ...json };
      return server.cards[index];
    }
    return undefined;
  });
  return server;
}

describe('Profile page', () => {
  it('asks signed-out visitors to sign in and come back, loading nothing', async () => {
    const client = createFakeApiClient();
    renderApp('/profile', { client });
    await screen.findByRole('heading', { level: 1, name: PROFILE_PAGE_TEXTS.heading });
    expect(screen.getByText(PROFILE_PAGE_TEXTS.signedOut)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      `/auth?redirect=${encodeURIComponent('/profile')}`,
    );
    expect(client.request).not.toHaveBeenCalledWith('GET', '/api/v1/me/business-cards');
  });

  it('refuses to publish without bio and profile type, then publishes and links to the public page', async () => {
    const client = createFakeApiClient();
    const server = serve(client);
    client.startSignedIn(BUYER);
    renderApp('/profile', { client });
    const form = await screen.findByRole('form', { name: 'Profile' });
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', 'Bea Buyer');
    expect(screen.getByText(PROFILE_PAGE_TEXTS.notPublished)).toBeTruthy();

    await userEvent.click(within(form).getByRole('checkbox', { name: PROFILE_FORM_TEXTS.publish }));
    await userEvent.click(within(form).getByRole('button', { name: PROFILE_FORM_TEXTS.save }));
    expect(within(form).getByRole('alert').textContent).toBe(MESSAGES.fillAllRequired);
    expect(server.patches).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Bio' }), 'I buy in Dallas.');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Profile type' }),
      'attract_sellers',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Markets' }), 'tx, ok');
    await userEvent.click(within(form).getByRole('button', { name: PROFILE_FORM_TEXTS.save }));
    expect(await screen.findByText(MESSAGES.profileCreated)).toBeTruthy();
    expect(server.patches[0]).toMatchObject({
      bio: 'I buy in Dallas.',
      profileTemplate: 'attract_sellers',
      profilePublished: true,
      markets: ['TX', 'OK'],
    });
    const link = await screen.findByRole('link', { name: PROFILE_PAGE_TEXTS.viewPublic });
    expect(link.getAttribute('href')).toBe('/real-estate-investor-bea-buyer');
  });

  it('creates a business card from the profile, requiring name and email, and switches it off', async () => {
    const client = createFakeApiClient();
    const server = serve(client);
    client.startSignedIn(BUYER);
    renderApp('/profile', { client });
    expect(await screen.findByText(CARDS_TEXTS.empty)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: CARDS_TEXTS.newCard }));
    const form = screen.getByRole('form', { name: CARDS_TEXTS.create });
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', 'Bea Buyer');

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await userEvent.click(within(form).getByRole('button', { name: CARDS_TEXTS.create }));
    expect(within(form).getByRole('alert').textContent).toBe(MESSAGES.fillNameAndEmail);

    expect(screen.getByText('0 of 20 business cards used.')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'bea@example.com');
    await userEvent.click(within(form).getByRole('button', { name: CARDS_TEXTS.create }));
    expect(await screen.findByText(MESSAGES.businessCardCreated)).toBeTruthy();
    expect(await screen.findByText('1 of 20 business cards used.')).toBeTruthy();
    const list = screen.getByRole('list', { name: CARDS_TEXTS.heading });
    expect(within(list).getByRole('link', { name: '/card/bea-buyer-user-buy' }).getAttribute('href')).toBe(
      '/card/bea-buyer-user-buy',
    );
    expect(server.cards[0]).toMatchObject({ email: 'bea@example.com', phoneNumber: '(214) 555-0142' });

    await userEvent.click(within(list).getByRole('checkbox', { name: CARDS_TEXTS.active }));
    expect(await within(list).findByText(/Switched off/)).toBeTruthy();
    expect(server.cards[0]!.isActive).toBe(false);
  });

  it("shows the plan's refusal when the cards are at the limit", async () => {
    const client = createFakeApiClient();
    const limit = 'The Free plan allows 20 business cards; delete one to add another.';
    serve(client, { cardError: new ApiError(403, 'plan_limit', limit) });
    client.startSignedIn(BUYER);
    renderApp('/profile', { client });
    await userEvent.click(await screen.findByRole('button', { name: CARDS_TEXTS.newCard }));
    await userEvent.click(screen.getByRole('button', { name: CARDS_TEXTS.create }));
    expect(await screen.findByText(limit)).toBeTruthy();
  });

  it('says "Failed to create business card" when the server fails', async () => {
    const client = createFakeApiClient();
    serve(client, { cardError: new ApiError(503, 'unavailable', 'Down.') });
    client.startSignedIn(BUYER);
    renderApp('/profile', { client });
    await userEvent.click(await screen.findByRole('button', { name: CARDS_TEXTS.newCard }));
    await userEvent.click(screen.getByRole('button', { name: CARDS_TEXTS.create }));
    expect(await screen.findByText(MESSAGES.createBusinessCardFailed)).toBeTruthy();
    expect(screen.getByRole('form', { name: CARDS_TEXTS.create })).toBeTruthy();
  });
});
