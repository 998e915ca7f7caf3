// The stores without React: auth roles from the client, toasts, and the avatar menu's extension point.
import { describe, expect, it, vi } from 'vitest';
import { createAuthStore, rolesOf } from '../features/accounts/auth-store';
import { avatarMenuItems } from '../layout/avatar-menu-items';
import { ADMIN, BUYER, createFakeApiClient, MODERATOR } from '../test/fake-api-client';
import { createToastStore, MAX_TOASTS } from './toast-store';

describe('auth store', () => {
  it('starts from the stored session and follows the client', () => {
    const client = createFakeApiClient();
    client.startSignedIn(MODERATOR);
    const auth = createAuthStore(client);
    expect(auth.getState()).toMatchObject({ status: 'signed_in', isAdmin: false, isModerator: true });
    const stop = auth.start();
    void client.auth.signOut();
    expect(auth.getState()).toEqual({ status: 'signed_out', user: null, isAdmin: false, isModerator: false });
    stop();
  });

  it('looks the roles up once on start; a failed lookup leaves both false', async () => {
    const client = createFakeApiClient();
    client.startSignedIn(ADMIN);
    client.failRoleLookup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const auth = createAuthStore(client);
    expect(auth.getState().isAdmin).toBe(true);
    auth.start();
    await vi.waitFor(() => expect(auth.getState().isAdmin).toBe(false));
    expect(auth.getState()).toMatchObject({ status: 'signed_in', isModerator: false });
    expect(client.auth.getUser).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('gives core the role names of the flags', () => {
    expect(rolesOf({ isAdmin: true, isModerator: true })).toEqual(['admin', 'moderator']);
    expect(rolesOf({ isAdmin: false, isModerator: false })).toEqual([]);
  });

  it('signs in through the client', async () => {
    const client = createFakeApiClient();
    const auth = createAuthStore(client);
    auth.start();
    await client.auth.signIn({ email: BUYER.email, password: BUYER.password });
    expect(auth.getState().user?.email).toBe(BUYER.email);
  });
});

describe('toast store', () => {
  it('adds toasts with unique ids, dismisses them, and keeps the newest few', () => {
    const toasts = createToastStore();
    const first = toasts.show('success', 'one');
    toasts.show('error', 'two', { title: 'Oops' });
    expect(toasts.getState().toasts.map((toast) => [toast.tone, toast.message])).toEqual([
      ['success', 'one'],
      ['error', 'two'],
    ]);
    toasts.dismiss(first);
    expect(toasts.getState().toasts.map((toast) => toast.message)).toEqual(['two']);
    for (let index = 0; index < MAX_TOASTS + 2; index += 1) toasts.show('info', `n${index}`);
    expect(toasts.getState().toasts).toHaveLength(MAX_TOASTS);
    expect(toasts.getState().toasts.at(-1)?.message).toBe(`n${MAX_TOASTS + 1}`);
  });
});

describe('avatar menu items', () => {
  it('shows an action entry only when it has a handler, so the tour can be added later', () => {
    const navigate = vi.fn();
    const withoutTour = avatarMenuItems([], { 'sign-out': () => {} }, navigate).map((item) => item.label);
    expect(withoutTour).not.toContain('Getting Started Tour');
    const withTour = avatarMenuItems([], { 'sign-out': () => {}, tour: () => {} }, navigate).map(
      (item) => item.label,
    );
    expect(withTour.slice(-2)).toEqual(['Getting Started Tour', 'Sign Out']);
  });

  it('navigates in the app on a plain click and leaves modified clicks to the browser', () => {
    const navigate = vi.fn();
    const account = avatarMenuItems([], {}, navigate).find((item) => item.key === 'account')!;
    const plain = {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      preventDefault: vi.fn(),
    };
    account.onSelect?.(plain as never);
    expect(navigate).toHaveBeenCalledWith('/dashboard/account');
    expect(plain.preventDefault).toHaveBeenCalled();
    const newTab = { ...plain, metaKey: true, preventDefault: vi.fn() };
    account.onSelect?.(newTab as never);
    expect(newTab.preventDefault).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
