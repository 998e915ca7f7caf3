// The onboarding wizard: opens by itself only while onboarding is not completed, validates each step with the
// spec's messages, saves steps 1 to 4 in order before advancing (staying on a failure), Skip Tour marks it
// completed, finishing goes to /dashboard, and the avatar menu's Getting Started Tour opens it again.
import { ApiError } from '@dealloop/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient, MY_PROFILE_PATH } from '../../test/fake-api-client';
import { renderApp } from '../../test/render-app';
import { type FakeOnboardingServer, serveOnboarding } from './onboarding-test-support';

let client: FakeApiClient;
let server: FakeOnboardingServer;

beforeEach(() => {
  client = createFakeApiClient();
  server = serveOnboarding(client);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Signs the buyer in with onboarding not completed yet. */
function newUser() {
  client.startSignedIn(BUYER);
  client.profileOf(BUYER).onboardingCompleted = false;
}

const wizard = () => screen.findByRole('dialog', { name: 'Welcome to DealLoop!' });
const dialog = () => screen.getByRole('dialog');
const primary = (name: string | RegExp) => within(dialog()).getByRole('button', { name });
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: false }) as HTMLInputElement;
const location = () => within(dialog()).getByRole('combobox', { name: /Location/ });
const profileWrites = () => server.writes.filter((write) => write.call === `PATCH ${MY_PROFILE_PATH}`);

async function toStep1() {
  renderApp('/privacy-policy', { client });
  await wizard();
  await userEvent.click(primary("Let's Get Started"));
  expect(within(dialog()).getByText('2 of 6')).toBeTruthy();
}

async function fillAccount() {
  await userEvent.clear(field('Full name'));
  await userEvent.type(field('Full name'), 'Bea Buyer');
  await userEvent.type(field('Phone'), '5551234567');
  await userEvent.type(field('Company name'), 'Bea Homes');
}

describe('opening by itself', () => {
  it('opens while the profile says onboarding is not completed, on step 0', async () => {
    newUser();
    renderApp('/privacy-policy', { client });
    const shown = await wizard();
    expect(within(shown).getByText('1 of 6')).toBeTruthy();
    expect(within(shown).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect(within(shown).getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
    expect(within(shown).getByRole('button', { name: "Let's Get Started" })).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Skip Tour' })).toBeTruthy();
  });

  it('stays closed when onboarding is completed, and for visitors', async () => {
    client.startSignedIn(BUYER);
    renderApp('/privacy-policy', { client });
    await waitFor(() => expect(client.request).toHaveBeenCalledWith('GET', MY_PROFILE_PATH, {}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed for visitors (no lookup at all)', () => {
    renderApp('/privacy-policy', { client });
    expect(vi.mocked(client.request).mock.calls.map(([method, path]) => `${method} ${path}`)).not.toContain(
      `GET ${MY_PROFILE_PATH}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('only logs when the profile lookup fails', async () => {
    newUser();
    const original = vi.mocked(client.request).getMockImplementation()!;
    vi.mocked(client.request).mockImplementation(async (method, path, options) => {
      if (path === MY_PROFILE_PATH) throw ApiError.network(new Error('offline'));
      return original(method, path, options);
    });
    renderApp('/privacy-policy', { client });
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('validation', () => {
  it('step 1 needs name and email, and saves nothing until they are there', async () => {
    newUser();
    await toStep1();
    await userEvent.clear(field('Full name'));
    await userEvent.click(primary('Save & Continue'));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Please fill in your name and email');
    expect(within(dialog()).getByText('2 of 6')).toBeTruthy();
    expect(profileWrites()).toEqual([]);
  });

  it('formats the phone as (XXX) XXX-XXXX while typing', async () => {
    newUser();
    await toStep1();
    await userEvent.type(field('Phone'), '555123456789');
    expect(field('Phone').value).toBe('(555) 123-4567');
    expect(field('Email').type).toBe('email');
    expect(field('Website').type).toBe('url');
  });

  it('steps 2, 3 and 4 each refuse missing required fields with the spec message', async () => {
    newUser();
    await toStep1();
    await fillAccount();
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('3 of 6');
    await userEvent.click(primary('Save & Continue'));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Please fill in search name and location');
    await userEvent.type(field('Search name'), 'Dallas flips');
    await userEvent.type(location(), 'Dallas, TX');
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('4 of 6');
    await userEvent.clear(field('Email'));
    await userEvent.click(primary('Save & Continue'));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Please fill in your name and email');
    await userEvent.type(field('Email'), 'bea@homes.test');
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('5 of 6');
    await userEvent.click(primary('Save & Continue'));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(server.writes.map((write) => write.call)).toEqual([
      `PATCH ${MY_PROFILE_PATH}`,
      'POST /api/v1/me/saved-searches',
      'POST /api/v1/me/business-cards',
    ]);
  });

  it('refuses an image of 5MB or more before uploading', async () => {
    newUser();
    await toStep1();
    await fillAccount();
    await userEvent.click(primary('Save & Continue'));
    await userEvent.type(await within(dialog()).findByLabelText('Search name', { exact: false }), 'Dallas');
    await userEvent.type(location(), 'Dallas, TX');
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('4 of 6');
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(field('Company logo'), big);
    expect((await within(dialog()).findAllByText('Image must be less than 5MB')).length).toBeGreaterThan(0);
    expect(client.uploads.upload).not.toHaveBeenCalled();
  });
});

describe('saving', () => {
  it('saves each step in order, shows the success toasts, publishes the profile and ends on /dashboard', async () => {
    newUser();
    const onComplete = vi.fn();
    const { router, services } = renderApp('/privacy-policy', { client });
    await wizard();
    // The automatic opening has no callback; reopening with one shows finishing calls it.
    services.onboarding.openTour({ onComplete });
    await userEvent.click(primary("Let's Get Started"));
    await fillAccount();
    await userEvent.click(primary('Save & Continue'));
    expect(await screen.findByText('Account information saved!')).toBeTruthy();
    await userEvent.type(field('Search name'), 'Dallas flips');
    await userEvent.type(location(), 'Dallas, TX');
    await userEvent.selectOptions(field('Min price'), '$50K');
    await userEvent.selectOptions(field('Max price'), '$200K');
    await userEvent.selectOptions(field('Property type'), 'single_family');
    await userEvent.click(primary('Save & Continue'));
    expect(
      await screen.findByText("Saved search created! You'll get alerts for matching properties."),
    ).toBeTruthy();
    await userEvent.click(primary('Save & Continue'));
    expect(await screen.findByText('Business card created! Share it with your network.')).toBeTruthy();
    await userEvent.type(field('Bio'), 'I buy houses in Dallas.');
    await userEvent.selectOptions(field('Profile type'), 'attract_sellers');
    await userEvent.click(primary('Save & Continue'));
    expect(await screen.findByText('Profile created! Your public profile is now live.')).toBeTruthy();
    expect(within(dialog()).getByText('6 of 6')).toBeTruthy();
    await userEvent.click(primary('Finish! Go to the product'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: /Welcome|all set/ })).toBeNull();

    expect(server.writes).toEqual([
      {
        call: `PATCH ${MY_PROFILE_PATH}`,
        json: {
          fullName: 'Bea Buyer',
          email: 'buyer@dealloop.local',
          phone: '(555) 123-4567',
          companyName: 'Bea Homes',
          website: null,
          address: null,
        },
      },
      {
        call: 'POST /api/v1/me/saved-searches',
        json: {
          name: 'Dallas flips',
          criteria: {
            location: 'Dallas, TX',
            minPrice: 50_000,
            maxPrice: 200_000,
            propertyType: 'single_family',
          },
        },
      },
      {
        call: 'POST /api/v1/me/business-cards',
        json: {
          fullName: 'Bea Buyer',
          email: 'buyer@dealloop.local',
          phoneNumber: '(555) 123-4567',
          companyName: 'Bea Homes',
        },
      },
      {
        call: `PATCH ${MY_PROFILE_PATH}`,
        json: expect.objectContaining({
          fullName: 'Bea Buyer',
          bio: 'I buy houses in Dallas.',
          profileTemplate: 'attract_sellers',
          profilePublished: true,
          specialty: null,
          avatarUrl: null,
        }),
      },
      { call: `PATCH ${MY_PROFILE_PATH}`, json: { onboardingCompleted: true } },
    ]);
    expect(client.profileOf(BUYER)).toMatchObject({ onboardingCompleted: true, profilePublished: true });
    // Reopened later, it starts again at step 0.
    services.onboarding.openTour();
    expect(within(await wizard()).getByText('1 of 6')).toBeTruthy();
  });

  it('stays on the step with the failure toast when saving fails, and advances once it works', async () => {
    newUser();
    await toStep1();
    await fillAccount();
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('3 of 6');
    server.failing = '/api/v1/me/saved-searches';
    await userEvent.type(field('Search name'), 'Dallas flips');
    await userEvent.type(location(), 'Dallas, TX');
    await userEvent.click(primary('Save & Continue'));
    expect(await screen.findByText('Failed to create saved search')).toBeTruthy();
    expect(within(dialog()).getByText('3 of 6')).toBeTruthy();
    expect(field('Search name').value).toBe('Dallas flips');
    server.failing = null;
    await userEvent.click(primary('Save & Continue'));
    expect(await within(dialog()).findByText('4 of 6')).toBeTruthy();
  });
});

describe('closing and reopening', () => {
  it('Skip Tour marks onboarding completed and closes; after a reload it stays closed', async () => {
    newUser();
    const { unmount } = renderApp('/privacy-policy', { client });
    await userEvent.click(within(await wizard()).getByRole('button', { name: 'Skip Tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(client.profileOf(BUYER).onboardingCompleted).toBe(true));
    unmount();
    const lookups = () => vi.mocked(client.request).mock.calls.filter((call) => call[0] === 'GET').length;
    const before = lookups();
    renderApp('/privacy-policy', { client });
    await waitFor(() => expect(lookups()).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape dismisses it and marks onboarding completed', async () => {
    newUser();
    renderApp('/privacy-policy', { client });
    await wizard();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(client.profileOf(BUYER).onboardingCompleted).toBe(true));
  });

  it("the avatar menu's Getting Started Tour opens it again", async () => {
    client.startSignedIn(BUYER);
    renderApp('/privacy-policy', { client });
    await waitFor(() => expect(client.request).toHaveBeenCalledWith('GET', MY_PROFILE_PATH, {}));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: /^Account menu for / }));
    await userEvent.click(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Getting Started Tour' }),
    );
    expect(within(await wizard()).getByText('1 of 6')).toBeTruthy();
  });
});

describe('issue 20: field reasons, re-runs and the welcome list', () => {
  it("shows the API's reason under the refused field, with the failure toast", async () => {
    newUser();
    await toStep1();
    await userEvent.type(field('Website'), 'walkercap.example');
    server.failing = MY_PROFILE_PATH;
    server.failure = new ApiError(
      400,
      'invalid_request',
      'website: Enter a website address starting with http:// or https://.',
    );
    await userEvent.click(primary('Save & Continue'));
    expect(await screen.findByText('Failed to save account information')).toBeTruthy();
    const website = field('Website');
    expect(website.getAttribute('aria-invalid')).toBe('true');
    const described = (website.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Enter a website address starting with http:// or https://.');
    expect(field('Full name').getAttribute('aria-invalid')).not.toBe('true');
    expect(within(dialog()).getByText('2 of 6')).toBeTruthy();
  });

  it('a second run of the tour shows and updates the saved search and card of the first', async () => {
    newUser();
    const { services } = renderApp('/privacy-policy', { client });
    await wizard();
    await userEvent.click(primary("Let's Get Started"));
    await fillAccount();
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('3 of 6');
    await userEvent.type(field('Search name'), 'Dallas flips');
    await userEvent.type(location(), 'Dallas, TX');
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('4 of 6');
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('5 of 6');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Skip Tour' }));

    services.onboarding.openTour();
    await wizard();
    await userEvent.click(primary("Let's Get Started"));
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('3 of 6');
    expect(field('Search name').value).toBe('Dallas flips');
    await userEvent.clear(field('Search name'));
    await userEvent.type(field('Search name'), 'Dallas rentals');
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('4 of 6');
    expect(field('Company name').value).toBe('Bea Homes');
    await userEvent.click(primary('Save & Continue'));
    await within(dialog()).findByText('5 of 6');

    expect(server.searches).toHaveLength(1);
    expect(server.searches[0]).toMatchObject({ name: 'Dallas rentals' });
    expect(server.cards).toHaveLength(1);
    const calls = server.writes.map((write) => write.call).filter((call) => !call.includes('/me/profile'));
    expect(calls).toEqual([
      'POST /api/v1/me/saved-searches',
      'POST /api/v1/me/business-cards',
      `PATCH /api/v1/me/saved-searches/${server.searches[0]!.id}`,
      `PATCH /api/v1/me/business-cards/${server.cards[0]!.id}`,
    ]);
  });

  it('the welcome step lists what the tour sets up, none of it ticked', async () => {
    newUser();
    renderApp('/privacy-policy', { client });
    const list = within(await wizard()).getByRole('list', { name: 'What we will set up' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(list.querySelector('[data-icon="check"]')).toBeNull();
  });
});
