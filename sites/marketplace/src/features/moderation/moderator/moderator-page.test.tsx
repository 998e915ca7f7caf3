// /moderator: "Moderators only" for members, the queue (oldest first, photos, owner, price, age) with publish,
// decline with a required reason and hold, bulk decisions in one request, and the paged audit log.
import { ApiError } from '@dealloop/client';
import { MODERATION_TEXTS, RAFFLE_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietStorage, toastMessages } from '../../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../../test/dom';
import {
  ADMIN,
  BUYER,
  createFakeApiClient,
  type FakeApiClient,
  MODERATOR,
} from '../../../test/fake-api-client';
import { answerRequests, callsTo, callsToUrl } from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import {
  applicationDecisionPath,
  MODERATION_AUDIT_API,
  MODERATION_DECISIONS_API,
  MODERATOR_APPLICATIONS_API,
  type PendingModeratorApplication,
  RAFFLES_API,
} from '../moderation-api';
import { type FakeModeration, fakeModerationApi, pendingItem } from '../moderation-test-support';

const PATH = '/moderator';
let client: FakeApiClient;
let moderation: FakeModeration;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  client = createFakeApiClient();
  moderation = {
    queue: [pendingItem('Oldest ranch', 30), pendingItem('Newer duplex', 2)],
    audit: [],
    decisions: [],
    failNext: null,
  };
  answerRequests(client, (method, path, options) =>
    fakeModerationApi(client, moderation, method, path, options),
  );
});
afterEach(() => vi.restoreAllMocks());

const queueItems = async () => within(await screen.findByRole('list', { name: MODERATION_TEXTS.queueTitle }));

describe('Moderator Dashboard', () => {
  it('tells a member without the role that it is for moderators, and loads nothing', async () => {
    client.startSignedIn(BUYER);
    renderApp(PATH, { client, storage: quietStorage() });
    expect(
      await screen.findByRole('heading', { level: 1, name: MODERATION_TEXTS.dashboardTitle }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(MODERATION_TEXTS.staffOnly);
    expect(
      vi.mocked(client.request).mock.calls.some((call) => call[1].startsWith('/api/v1/moderation')),
    ).toBe(false);
  });

  it('sends a signed-out visitor to sign in', async () => {
    const { router } = renderApp(PATH, { client, storage: quietStorage() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('lists pending listings oldest first with owner, price, location and age', async () => {
    client.startSignedIn(MODERATOR);
    renderApp(PATH, { client, storage: quietStorage() });
    const list = await queueItems();
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Oldest ranch', 'Newer duplex']);
    expect(items[0]!.textContent).toContain('Olive Owner (olive@example.com)');
    expect(items[0]!.textContent).toContain('$125,000');
    expect(items[0]!.textContent).toContain('Austin, TX 78701');
    expect(items[0]!.textContent).toContain('Submitted 1 day ago');
    expect(items[1]!.textContent).toContain('Submitted 2 hours ago');
  });

  it('searches the queue', async () => {
    client.startSignedIn(MODERATOR);
    renderApp(PATH, { client, storage: quietStorage() });
    await queueItems();
    await userEvent.type(screen.getByLabelText('Search the queue'), 'duplex');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: MODERATION_TEXTS.queueTitle }))
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Newer duplex']),
    );
    expect(callsToUrl(client, '/api/v1/moderation/queue?limit=25&offset=0&q=duplex')).toHaveLength(1);
  });

  it('publishes one listing, removes it from the queue and shows it in the audit log', async () => {
    client.startSignedIn(MODERATOR);
    const { services } = renderApp(PATH, { client, storage: quietStorage() });
    const list = await queueItems();
    await userEvent.click(list.getByRole('button', { name: 'Publish Oldest ranch' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: MODERATION_TEXTS.queueTitle })).queryByText('Oldest ranch'),
      ).toBeNull(),
    );
    expect(moderation.decisions).toEqual([
      { propertyIds: [moderation.audit[0]!.targetId], action: 'publish' },
    ]);
    expect(toastMessages(services)).toContain('1 listing published.');
    const log = await screen.findByRole('list', { name: MODERATION_TEXTS.auditTitle });
    expect(log.textContent).toContain('Mo Derator · Published · Oldest ranch');
  });

  it('asks for a reason before declining, and sends the reason', async () => {
    client.startSignedIn(MODERATOR);
    renderApp(PATH, { client, storage: quietStorage() });
    const list = await queueItems();
    await userEvent.click(list.getByRole('button', { name: 'Decline Newer duplex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText(MODERATION_TEXTS.reasonRequired)).toBeTruthy();
    expect(callsTo(client, MODERATION_DECISIONS_API)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(MODERATION_TEXTS.reasonLabel), 'Photos are missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moderation.decisions).toEqual([
      { propertyIds: [expect.any(String)], action: 'decline', reason: 'Photos are missing' },
    ]);
    const log = await screen.findByRole('list', { name: MODERATION_TEXTS.auditTitle });
    expect(log.textContent).toContain('Photos are missing');
  });

  it('decides the selected listings in one request', async () => {
    client.startSignedIn(ADMIN);
    const { services } = renderApp(PATH, { client, storage: quietStorage() });
    const list = await queueItems();
    const ids = moderation.queue.map((item) => item.listing.id);
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(
      (within(bar).getByRole('button', { name: 'Put on hold selected' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(list.getByRole('checkbox', { name: 'Select Oldest ranch' }));
    await userEvent.click(list.getByRole('checkbox', { name: 'Select Newer duplex' }));
    expect(bar.textContent).toContain('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Put on hold selected' }));
    await screen.findByText(MODERATION_TEXTS.queueEmpty);
    expect(moderation.decisions).toEqual([{ propertyIds: ids, action: 'hold' }]);
    expect(callsTo(client, MODERATION_DECISIONS_API)).toHaveLength(1);
    expect(toastMessages(services)).toContain('2 listings put on hold.');
  });

  it("leaves a moderator's own listing to another moderator: no selection, no decision buttons", async () => {
    const own = pendingItem('My own duplex', 5);
    own.listing = { ...own.listing, ownerId: `user-${MODERATOR.email}` };
    moderation.queue.push(own);
    client.startSignedIn(MODERATOR);
    renderApp(PATH, { client, storage: quietStorage() });
    const list = await queueItems();
    const mine = within(list.getByRole('listitem', { name: 'My own duplex' }));
    expect(mine.getByText(MODERATION_TEXTS.ownListingInQueue)).toBeTruthy();
    expect(mine.queryByRole('button')).toBeNull();
    expect((mine.getByRole('checkbox', { name: 'Select My own duplex' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('toolbar', { name: 'Bulk actions' }).textContent).toContain('2 selected');
    const other = within(list.getByRole('listitem', { name: 'Oldest ranch' }));
    expect(other.getByRole('button', { name: 'Publish Oldest ranch' })).toBeTruthy();
  });

  it('keeps the queue and says so when a decision fails', async () => {
    moderation.failNext = new ApiError(404, 'not_found', 'These listings do not exist: x.');
    client.startSignedIn(MODERATOR);
    const { services } = renderApp(PATH, { client, storage: quietStorage() });
    const list = await queueItems();
    await userEvent.click(list.getByRole('button', { name: 'Put on hold Oldest ranch' }));
    await waitFor(() => expect(toastMessages(services)).toContain('These listings do not exist: x.'));
    expect(screen.getByText('Oldest ranch')).toBeTruthy();
  });

  it('pages the audit log', async () => {
    moderation.queue = [];
    moderation.audit = Array.from({ length: 25 }, (_, n) => ({
      id: `audit-${n}`,
      action: 'publish',
      targetType: 'listing',
      targetId: `listing-${n}`,
      targetLabel: `Listing ${n}`,
      actor: { id: 'm', name: 'Mo Derator', email: 'moderator@dealloop.local' },
      subjectUserId: 'owner-1',
      reason: null,
      createdAt: '2026-11-23T10:00:00.000Z',
    }));
    client.startSignedIn(MODERATOR);
    renderApp(PATH, { client, storage: quietStorage() });
    const log = await screen.findByRole('list', { name: MODERATION_TEXTS.auditTitle });
    expect(within(log).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: MODERATION_TEXTS.auditTitle })).getAllByRole('listitem'),
      ).toHaveLength(5),
    );
    expect(callsToUrl(client, `${MODERATION_AUDIT_API}?limit=20&offset=20`)).toHaveLength(1);
  });

  describe('applications (admins)', () => {
    const pending: PendingModeratorApplication = {
      id: 'app-1',
      userId: 'user-9',
      why: 'I check listings for my investor club every week.',
      experience: 'Eight years wholesaling',
      markets: ['TX', 'OK'],
      status: 'pending',
      decisionReason: null,
      decidedAt: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      applicant: { id: 'user-9', name: 'Al Applicant', email: 'al@example.com' },
    };
    let decisions: { path: string; json: unknown }[];

    beforeEach(() => {
      decisions = [];
      let items = [pending];
      answerRequests(client, (method, path, options) => {
        if (method === 'GET' && path === MODERATOR_APPLICATIONS_API) return { items };
        if (method === 'POST' && path === applicationDecisionPath('app-1')) {
          decisions.push({ path, json: options?.json });
          items = [];
          return { ...pending, status: 'approved' };
        }
        return fakeModerationApi(client, moderation, method, path, options);
      });
    });

    it('shows no applications tab to moderators', async () => {
      client.startSignedIn(MODERATOR);
      renderApp(`${PATH}?tab=applications`, { client, storage: quietStorage() });
      await queueItems();
      expect(screen.queryByRole('tab', { name: MODERATION_TEXTS.applicationsTitle })).toBeNull();
      expect(callsTo(client, MODERATOR_APPLICATIONS_API)).toEqual([]);
    });

    it('lets an admin approve an application from ?tab=applications', async () => {
      client.startSignedIn(ADMIN);
      const { services } = renderApp(`${PATH}?tab=applications`, { client, storage: quietStorage() });
      const list = await screen.findByRole('list', { name: MODERATION_TEXTS.applicationsTitle });
      expect(list.textContent).toContain('Texas, Oklahoma');
      await userEvent.click(within(list).getByRole('button', { name: 'Approve Al Applicant' }));
      await screen.findByText(MODERATION_TEXTS.applicationsEmpty);
      expect(decisions).toEqual([{ path: applicationDecisionPath('app-1'), json: { decision: 'approve' } }]);
      expect(toastMessages(services)).toContain(MODERATION_TEXTS.applicationApproved);
    });

    it('asks the admin for a reason to decline', async () => {
      client.startSignedIn(ADMIN);
      renderApp(`${PATH}?tab=applications`, { client, storage: quietStorage() });
      const list = await screen.findByRole('list', { name: MODERATION_TEXTS.applicationsTitle });
      await userEvent.click(within(list).getByRole('button', { name: 'Decline Al Applicant' }));
      const dialog = await screen.findByRole('dialog', { name: 'Decline this application' });
      await userEvent.type(within(dialog).getByRole('textbox'), 'We need Florida moderators');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
      await waitFor(() => expect(decisions).toHaveLength(1));
      expect(decisions[0]!.json).toEqual({ decision: 'decline', reason: 'We need Florida moderators' });
    });
  });

  it('lets an admin create a raffle from ?tab=raffles and opens its page', async () => {
    const created: unknown[] = [];
    answerRequests(client, (method, path, options) => {
      if (method === 'POST' && path === RAFFLES_API) {
        created.push(options?.json);
        return { id: 'r9' };
      }
      return fakeModerationApi(client, moderation, method, path, options);
    });
    client.startSignedIn(ADMIN);
    const { router } = renderApp(`${PATH}?tab=raffles`, { client, storage: quietStorage() });
    const form = await screen.findByRole('form', { name: RAFFLE_TEXTS.createTitle });
    await userEvent.type(within(form).getByLabelText('Title'), 'November raffle');
    await userEvent.type(within(form).getByLabelText('Prize'), 'Gift card');
    await userEvent.click(within(form).getByRole('button', { name: 'Create raffle' }));
    expect(within(form).getByText(RAFFLE_TEXTS.periodInvalid)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Reviews from'), '2026-11-01T00:00');
    await userEvent.type(within(form).getByLabelText('Reviews until'), '2026-12-01T00:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create raffle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/raffle/r9'));
    expect(created).toEqual([
      {
        title: 'November raffle',
        prize: 'Gift card',
        periodStart: new Date('2026-11-01T00:00').toISOString(),
        periodEnd: new Date('2026-12-01T00:00').toISOString(),
      },
    ]);
  });
});
