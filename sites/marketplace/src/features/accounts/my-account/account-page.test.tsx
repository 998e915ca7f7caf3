// My Account: signed-out visitors go to sign in; the profile saves; the email change shows the server's conflict;
// sessions list with "This device" and sign out one or all others; the data downloads; deletion needs DELETE and
// the password, then signs out and goes home.
import { type ApiClient, ApiError } from '@dealloop/client';
import type { ActiveSession } from '@dealloop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../../app/services';
import { ServicesProvider } from '../../../app/services-context';
import { ToastRegion } from '../../../layout/toast-region';
import { createMemoryRouter, RouterProvider, useLocation } from '../../../router';
import { render, screen, userEvent, waitFor, within } from '../../../test/dom';
import {
  BUYER,
  createFakeApiClient,
  createMemoryStorage,
  type FakeApiClient,
} from '../../../test/fake-api-client';
import AccountPage from './account-page';
import { ACCOUNT_TEXTS, describeUserAgent } from './account-texts';

let client: FakeApiClient;
let sessions: ActiveSession[];
let writes: string[];

const session = (id: string, current: boolean, userAgent: string | null): ActiveSession => ({
  id,
  userAgent,
  ipAddress: '203.0.113.7',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-22T10:00:00.000Z',
  current,
});

beforeEach(() => {
  client = createFakeApiClient();
  sessions = [
    session('s-1', true, 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36'),
    session('s-2', false, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1'),
    session('s-3', false, null),
  ];
  writes = [];
  const original = vi.mocked(client.request).getMockImplementation()!;
  vi.mocked(client.request).mockImplementation((async (
    method: string,
    path: string,
    options?: { json?: Record<string, string> },
  ) => {
    if (method !== 'GET') writes.push(`${method} ${path}`);
    if (method === 'GET' && path === '/api/v1/auth/sessions') return { items: sessions };
    if (method === 'DELETE' && path.startsWith('/api/v1/auth/sessions/')) {
      sessions = sessions.filter((s) => s.id !== path.split('/').pop());
      return undefined as never;
    }
    if (method === 'POST' && path === '/api/v1/auth/sessions/sign-out-others') {
      const count = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return { signedOut: count };
    }
    if (method === 'POST' && path === '/api/v1/auth/email') {
      if (options?.json?.newEmail === 'taken@example.com') {
        throw new ApiError(409, 'email_taken', 'An account with this email already exists.');
      }
      return { email: options?.json?.newEmail };
    }
    if (method === 'POST' && path === '/api/v1/me/export') {
      if (options?.json?.currentPassword !== BUYER.password) {
        throw new ApiError(400, 'invalid_password', 'Your current password is not correct.');
      }
      return { account: { id: 'x' } };
    }
    if (method === 'DELETE' && path === '/api/v1/me') {
      if (options?.json?.currentPassword !== BUYER.password) {
        throw new ApiError(400, 'invalid_password', 'Your current password is not correct.');
      }
      return undefined as never;
    }
    return original(method, path, options);
  }) as ApiClient['request']);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders the page at /dashboard/account, with probes where it may send the user, and the toasts. */
function renderPage() {
  const services = createServices({
    client,
    config: { supportEmail: 'help@dealloop.test', publicUrl: 'https://dealloop.test' },
    storage: createMemoryStorage(),
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Probe /> },
      { path: '/auth', element: <Probe /> },
      { path: '/dashboard/account', element: <AccountPage /> },
    ],
    { initialEntries: ['/dashboard/account'] },
  );
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
      <ToastRegion />
    </ServicesProvider>,
  );
  return { router };
}

function open() {
  client.startSignedIn(BUYER);
  return renderPage();
}

describe('My Account', () => {
  it('sends signed-out visitors to sign in, coming back here', async () => {
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/dashboard/account')}`);
  });

  it('shows the profile and saves changes with PATCH /me/profile', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    const name = (await within(profile).findByLabelText(/Full name/)) as HTMLInputElement;
    expect(name.value).toBe('Bea Buyer');
    await userEvent.type(within(profile).getByLabelText('Phone'), '5551234567');
    await userEvent.type(within(profile).getByLabelText('Company name'), 'Bea Homes');
    await userEvent.click(within(profile).getByRole('button', { name: ACCOUNT_TEXTS.profileSave }));
    expect(await screen.findByText(ACCOUNT_TEXTS.profileSaved)).toBeTruthy();
    expect(client.profileOf(BUYER)).toMatchObject({ phone: '(555) 123-4567', companyName: 'Bea Homes' });
  });

  it('changes the email, and shows the conflict when another account has it', async () => {
    open();
    const email = screen.getByRole('region', { name: 'Email' });
    expect(within(email).getByText('You sign in with buyer@dealloop.local.')).toBeTruthy();
    await userEvent.type(within(email).getByLabelText('New email'), 'taken@example.com');
    await userEvent.type(within(email).getByLabelText('Current password'), BUYER.password);
    await userEvent.click(within(email).getByRole('button', { name: ACCOUNT_TEXTS.emailSave }));
    expect((await within(email).findByRole('alert')).textContent).toBe(
      'An account with this email already exists.',
    );
    await userEvent.clear(within(email).getByLabelText('New email'));
    await userEvent.type(within(email).getByLabelText('New email'), 'new@example.com');
    await userEvent.click(within(email).getByRole('button', { name: ACCOUNT_TEXTS.emailSave }));
    expect(await screen.findByText(ACCOUNT_TEXTS.emailChanged)).toBeTruthy();
    expect(client.request).toHaveBeenCalledWith('POST', '/api/v1/auth/email', {
      json: { newEmail: 'new@example.com', currentPassword: BUYER.password },
    });
  });

  it('checks the new password before calling the API', async () => {
    open();
    const form = screen.getByRole('region', { name: 'Password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'old password');
    await userEvent.type(within(form).getByLabelText('New password'), 'long enough 1');
    await userEvent.type(within(form).getByLabelText('Repeat new password'), 'different 1');
    await userEvent.click(within(form).getByRole('button', { name: ACCOUNT_TEXTS.passwordSave }));
    expect(within(form).getByRole('alert').textContent).toBe('The passwords do not match.');
    expect(client.auth.changePassword).not.toHaveBeenCalled();
    await userEvent.clear(within(form).getByLabelText('Repeat new password'));
    await userEvent.type(within(form).getByLabelText('Repeat new password'), 'long enough 1');
    await userEvent.click(within(form).getByRole('button', { name: ACCOUNT_TEXTS.passwordSave }));
    await waitFor(() =>
      expect(client.auth.changePassword).toHaveBeenCalledWith('old password', 'long enough 1'),
    );
  });

  it('lists the sessions, signs one out, then all the others', async () => {
    open();
    const list = await screen.findByRole('list', { name: ACCOUNT_TEXTS.sessionsHeading });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Chrome on Windows');
    expect(rows[0]!.textContent).toContain(ACCOUNT_TEXTS.thisDevice);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(writes).toContain('DELETE /api/v1/auth/sessions/s-2');
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.signOutOthers }));
    expect(await screen.findByText('Signed out 1 other session.')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('downloads the data as a JSON file once the password is given', async () => {
    const created = vi.fn(() => 'blob:data');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open();
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.download }));
    const dialog = screen.getByRole('dialog', { name: ACCOUNT_TEXTS.downloadDialogTitle });
    const confirm = within(dialog).getByRole('button', { name: ACCOUNT_TEXTS.downloadConfirm });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'wrong password');
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your current password is not correct.',
    );
    expect(clicked).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByLabelText('Current password'));
    await userEvent.type(within(dialog).getByLabelText('Current password'), BUYER.password);
    await userEvent.click(confirm);
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(client.request).toHaveBeenCalledWith('POST', '/api/v1/me/export', {
      json: { currentPassword: BUYER.password },
    });
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^dealloop-data-.+\.json$/);
  });

  it('deletes the account only after DELETE and the password, then signs out and goes home', async () => {
    const { router } = open();
    await userEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXTS.deleteButton }));
    const dialog = screen.getByRole('dialog', { name: ACCOUNT_TEXTS.deleteDialogTitle });
    const confirm = within(dialog).getByRole('button', { name: ACCOUNT_TEXTS.deleteConfirm });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'wrong password');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(ACCOUNT_TEXTS.deleteConfirmLabel), 'DELETE');
    await userEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your current password is not correct.',
    );
    expect(client.auth.getSession()).not.toBeNull();
    await userEvent.clear(within(dialog).getByLabelText('Current password'));
    await userEvent.type(within(dialog).getByLabelText('Current password'), BUYER.password);
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(client.auth.getSession()).toBeNull();
    expect(await screen.findByText(ACCOUNT_TEXTS.deleted)).toBeTruthy();
  });
});

describe('describeUserAgent', () => {
  it('names the browser and system, and falls back for unknown agents', () => {
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/130.0')).toBe(
      'Firefox on macOS',
    );
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(describeUserAgent(null)).toBe('Unknown device');
    expect(describeUserAgent('curl/8.0')).toBe('curl/8.0');
  });
});
