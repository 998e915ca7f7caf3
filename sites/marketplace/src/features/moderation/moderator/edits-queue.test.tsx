// /moderator's pending edits: each published listing's edit with its diff (field: approved -> edited), Approve
// applying it, and Decline asking for the reason the owner reads; a decided edit leaves the panel.
import { LISTING_EDIT_TEXTS, MODERATION_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietStorage, toastMessages } from '../../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../../test/dom';
import { createFakeApiClient, type FakeApiClient, MODERATOR } from '../../../test/fake-api-client';
import { answerRequests } from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import { type FakeModeration, fakeModerationApi, pendingEdit } from '../moderation-test-support';

let client: FakeApiClient;
let moderation: FakeModeration;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  client = createFakeApiClient();
  moderation = {
    queue: [],
    audit: [],
    decisions: [],
    failNext: null,
    edits: [pendingEdit('Price cut ranch', 150_000, 135_000), pendingEdit('Second duplex', 90_000, 95_000)],
  };
  answerRequests(client, (method, path, options) =>
    fakeModerationApi(client, moderation, method, path, options),
  );
  client.startSignedIn(MODERATOR);
});
afterEach(() => vi.restoreAllMocks());

const editItems = async () =>
  within(await screen.findByRole('list', { name: LISTING_EDIT_TEXTS.queueTitle }));

describe('Moderator Dashboard: edits to review', () => {
  it('lists each pending edit with its owner and the diff of what changed', async () => {
    renderApp('/moderator', { client, storage: quietStorage() });
    const list = await editItems();
    const ranch = list.getByRole('listitem', { name: 'Price cut ranch' });
    expect(ranch.textContent).toContain('Olive Owner (olive@example.com)');
    const changes = within(ranch).getByRole('list', { name: 'Changes to Price cut ranch' });
    expect(changes.textContent).toBe('Price: $150,000 → $135,000');
  });

  it('approves an edit, which leaves the panel', async () => {
    const user = userEvent;
    const { services } = renderApp('/moderator', { client, storage: quietStorage() });
    const list = await editItems();
    await user.click(list.getByRole('button', { name: `${LISTING_EDIT_TEXTS.approve}: Price cut ranch` }));
    await waitFor(() => expect(toastMessages(services)).toContain(LISTING_EDIT_TEXTS.approved));
    expect(moderation.editDecisions).toEqual([{ editId: expect.any(String), action: 'approve' }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Price cut ranch' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Second duplex' })).toBeTruthy();
  });

  it('declines an edit only with a reason, and sends the reason', async () => {
    const user = userEvent;
    const { services } = renderApp('/moderator', { client, storage: quietStorage() });
    const list = await editItems();
    await user.click(list.getByRole('button', { name: `${LISTING_EDIT_TEXTS.decline}: Second duplex` }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: LISTING_EDIT_TEXTS.decline }));
    expect(await dialog.findByText(MODERATION_TEXTS.reasonRequired)).toBeTruthy();
    expect(moderation.editDecisions).toBeUndefined();
    await user.type(dialog.getByLabelText(MODERATION_TEXTS.reasonLabel), 'Photos do not match the address');
    await user.click(dialog.getByRole('button', { name: LISTING_EDIT_TEXTS.decline }));
    await waitFor(() => expect(toastMessages(services)).toContain(LISTING_EDIT_TEXTS.declinedDone));
    expect(moderation.editDecisions).toEqual([
      { editId: expect.any(String), action: 'decline', reason: 'Photos do not match the address' },
    ]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Second duplex' })).toBeNull());
  });

  it('says so when no edit waits', async () => {
    moderation.edits = [];
    renderApp('/moderator', { client, storage: quietStorage() });
    expect(await screen.findByText(LISTING_EDIT_TEXTS.queueEmpty)).toBeTruthy();
  });
});
