// /profile/:userId/calculator: the calculator under a published profile's name and company; Not Found otherwise.
import { profileCalculatorTitle, DEAL_CALCULATOR_TEXTS as TEXTS, TOOLS_TEXTS } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { screen, userEvent, waitFor } from '../../test/dom';
import { createFakeApiClient } from '../../test/fake-api-client';
import { answerRequests } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { makePublicProfile } from './profile-test-support';

describe('Profile calculator page', () => {
  it("shows the calculator under the investor's name and branding, with the address's inputs", async () => {
    const client = createFakeApiClient();
    const profile = makePublicProfile({ companyName: 'Doe Homes' });
    answerRequests(client, (method, path) =>
      method === 'GET' && path === `/api/v1/profiles/${profile.userId}`
        ? { profile, listings: [] }
        : undefined,
    );
    renderApp(`/profile/${profile.userId}/calculator?arv=200000&repairs=30000&fee=10000`, { client });
    const name = TOOLS_TEXTS.profileCalculatorTitle(profile.fullName);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    expect(screen.getByText('Doe Homes')).toBeTruthy();
    expect(screen.getByRole('link', { name: TOOLS_TEXTS.viewProfile }).getAttribute('href')).toBe(
      profile.path,
    );
    expect(screen.getByText(TEXTS.mao, { selector: 'dt' }).nextElementSibling?.textContent).toBe('$100,000');
    await waitFor(() => expect(document.title).toBe(profileCalculatorTitle(profile.fullName)));
  });

  it('is linked from the public profile', async () => {
    const client = createFakeApiClient();
    const profile = makePublicProfile();
    answerRequests(client, (method, path) =>
      method === 'GET' && path === `/api/v1/profiles/${profile.userId}`
        ? { profile, listings: [] }
        : undefined,
    );
    const { router } = renderApp(`/profile/${profile.userId}`, { client });
    await userEvent.click(await screen.findByRole('link', { name: TOOLS_TEXTS.profileCalculatorLink }));
    expect(router.state.location.pathname).toBe(`/profile/${profile.userId}/calculator`);
    const name = TOOLS_TEXTS.profileCalculatorTitle(profile.fullName);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
  });

  it('shows Not Found when the profile is not published', async () => {
    const client = createFakeApiClient();
    answerRequests(client, () => undefined);
    renderApp('/profile/0193a5c0-0000-7000-8000-00000000beef/calculator', { client });
    expect(await screen.findByRole('heading', { level: 1, name: TOOLS_TEXTS.missingTitle })).toBeTruthy();
    expect(screen.queryByLabelText(TEXTS.arv)).toBeNull();
  });
});
