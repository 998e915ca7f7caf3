// /admin/users: admins only; search and filters in the URL sent to the API, Show more by cursor, role changes,
// suspension with a required reason, restore, the history, and what an admin may not do to themselves.

import type { AdminUser } from '@dealloop/contract';
import { ADMIN_MESSAGES } from '@dealloop/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage, toastMessages, userIdOf } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { ADMIN, BUYER } from '../../test/fake-api-client';
import { callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';
import { ADMIN_USERS_API, answerAdminApi, makeAdminUser } from './admin-test-support';

afterEach(() => vi.restoreAllMocks());

const ADMIN_ID = userIdOf(ADMIN);

function renderUsers(path: string, users: AdminUser[], pageSize?: number) {
  const client = createDealClient();
  client.startSignedIn(ADMIN);
  answerAdminApi(client, users, {
    adminId: ADMIN_ID,
    adminName: 'Ada Admin',
    ...(pageSize ? { pageSize } : {}),
  });
  return renderApp(path, { client, storage: quietStorage() });
}

const card = (name: string) => screen.findByRole('article', { name: new RegExp(`^${name}`) });

describe('Admin users', () => {
  it("tells a signed-in non-admin they don't have access and loads nothing", async () => {
    const client = createDealClient();
    client.startSignedIn(BUYER);
    renderApp('/admin/users', { client, storage: quietStorage() });
    expect(await screen.findByText(ADMIN_MESSAGES.noAccess)).toBeTruthy();
    expect(callsTo(client, ADMIN_USERS_API)).toHaveLength(0);
  });

  it('searches with the filters of the URL, keeps new ones in the URL, and shows more by cursor', async () => {
    const users = Array.from({ length: 3 }, (_, i) => makeAdminUser({ id: `pat${i}`, fullName: `Pat ${i}` }));
    const { client, router } = renderUsers('/admin/users?q=pat&role=moderator&status=bogus', users, 2);
    await screen.findByText(ADMIN_MESSAGES.noUsers);
    expect(callsTo(client, ADMIN_USERS_API)[0]?.[2]).toEqual({
      query: { q: 'pat', role: 'moderator', status: undefined, cursor: undefined },
    });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(ADMIN_MESSAGES.roleFilter), ADMIN_MESSAGES.anyRole);
    await waitFor(() => expect(router.state.location.search).toBe('?q=pat&status=bogus'));
    const list = await screen.findByRole('list', { name: ADMIN_MESSAGES.usersTitle });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: ADMIN_MESSAGES.showMore }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(callsTo(client, ADMIN_USERS_API).at(-1)?.[2]).toEqual({
      query: { q: 'pat', role: undefined, status: undefined, cursor: '2' },
    });
    expect(screen.queryByRole('button', { name: ADMIN_MESSAGES.showMore })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: ADMIN_MESSAGES.searchLabel }));
    await user.type(screen.getByRole('searchbox', { name: ADMIN_MESSAGES.searchLabel }), 'Pat 2{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Pat+2&status=bogus'));
  });

  it('makes a user a moderator and shows the change in the history', async () => {
    const users = [makeAdminUser({ id: 'sam', fullName: 'Sam Seller' })];
    const { services } = renderUsers('/admin/users', users);
    const item = await card('Sam Seller');
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Make moderator' }));
    await waitFor(() => expect(toastMessages(services)).toContain('Sam Seller is now a moderator.'));
    expect(within(item).getByText('Moderator')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Remove moderator' })).toBeTruthy();
    expect(within(item).getByText(ADMIN_MESSAGES.historyCount(1))).toBeTruthy();
    expect(within(item).getByText('Granted role Moderator')).toBeTruthy();
  });

  it('suspends only with a reason, then restores', async () => {
    const users = [makeAdminUser({ id: 'sam', fullName: 'Sam Seller' })];
    const { services, client } = renderUsers('/admin/users', users);
    const item = await card('Sam Seller');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: ADMIN_MESSAGES.suspendAction }));
    const dialog = await screen.findByRole('dialog', { name: ADMIN_MESSAGES.suspendTitle('Sam Seller') });
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.confirmSuspend }));
    expect(within(dialog).getByText(ADMIN_MESSAGES.reasonRequired)).toBeTruthy();
    expect(vi.mocked(client.request).mock.calls.some(([method]) => method === 'POST')).toBe(false);
    await user.type(
      within(dialog).getByRole('textbox', { name: ADMIN_MESSAGES.reasonLabel }),
      '  Fake listings ',
    );
    await user.click(within(dialog).getByRole('button', { name: ADMIN_MESSAGES.confirmSuspend }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastMessages(services)).toContain(ADMIN_MESSAGES.suspended('Sam Seller'));
    expect(vi.mocked(client.request).mock.calls.find(([method]) => method === 'POST')?.[2]).toEqual({
      json: { reason: 'Fake listings' },
    });
    // The note on the card and the entry of the history.
    expect(within(item).getAllByText(ADMIN_MESSAGES.suspensionNote('Fake listings'))).toHaveLength(2);
    expect(within(item).getByText('Suspended')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: ADMIN_MESSAGES.restoreAction }));
    await waitFor(() => expect(toastMessages(services)).toContain(ADMIN_MESSAGES.restored('Sam Seller')));
    expect(within(item).getByText('Active')).toBeTruthy();
  });

  it('offers an admin neither removing their own admin role nor suspending themselves', async () => {
    const users = [makeAdminUser({ id: ADMIN_ID, fullName: 'Ada Admin', roles: ['admin'] })];
    renderUsers('/admin/users', users);
    const item = await card('Ada Admin');
    expect(within(item).getByText(ADMIN_MESSAGES.you)).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Remove admin' })).toBeNull();
    expect(within(item).queryByRole('button', { name: ADMIN_MESSAGES.suspendAction })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Make moderator' })).toBeTruthy();
  });

  it("shows the server's refusal as a toast and leaves the user as they were", async () => {
    const users = [makeAdminUser({ id: 'other', fullName: 'Otto Admin', roles: ['admin'] })];
    const { services, client } = renderUsers('/admin/users', users);
    const item = await card('Otto Admin');
    vi.mocked(client.request).mockRejectedValueOnce(new Error('offline'));
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Remove admin' }));
    await waitFor(() => expect(toastMessages(services)).toContain(ADMIN_MESSAGES.actionFailed));
    expect(within(item).getByText('Admin')).toBeTruthy();
  });
});
