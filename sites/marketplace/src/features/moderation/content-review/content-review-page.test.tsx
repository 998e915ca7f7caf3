// /moderator-content-review: "Moderators only" for members; open reports grouped by target; a note is required
// to resolve; dismiss and act send the resolution and the group leaves the list.
import { MODERATION_TEXTS, REPORT_REASONS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietStorage, toastMessages } from '../../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient, MODERATOR } from '../../../test/fake-api-client';
import { answerRequests, callsTo } from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import {
  MODERATION_REPORTS_API,
  RESOLVE_REPORTS_API,
  type ReportGroup,
  type ResolveRequest,
} from '../moderation-api';

const PATH = '/moderator-content-review';
let client: FakeApiClient;
let groups: ReportGroup[];
let resolutions: ResolveRequest[];

const reporter = { id: 'r1', name: 'Rita Reporter', email: 'rita@example.com' };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resolutions = [];
  groups = [
    {
      targetType: 'listing',
      targetId: 'listing-1',
      label: 'Scam ranch',
      ownerId: 'owner-1',
      targetState: 'published',
      firstReportedAt: '2026-11-22T10:00:00.000Z',
      reports: [
        {
          id: 'a',
          reason: 'spam',
          details: 'Asks for a wire first',
          reporter,
          createdAt: '2026-11-22T10:00:00.000Z',
        },
        { id: 'b', reason: 'misleading', details: null, reporter, createdAt: '2026-11-22T11:00:00.000Z' },
      ],
    },
    {
      targetType: 'profile',
      targetId: 'user-9',
      label: 'Fake Investor',
      ownerId: 'user-9',
      targetState: 'published',
      firstReportedAt: '2026-11-22T12:00:00.000Z',
      reports: [
        { id: 'c', reason: 'impersonation', details: null, reporter, createdAt: '2026-11-22T12:00:00.000Z' },
      ],
    },
  ];
  client = createFakeApiClient();
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === MODERATION_REPORTS_API) return { items: groups };
    if (method === 'POST' && path === RESOLVE_REPORTS_API) {
      const body = options?.json as ResolveRequest;
      resolutions.push(body);
      groups = groups.filter((group) => group.targetId !== body.targetId);
      return { resolved: 1 };
    }
    return undefined;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Content Review page', () => {
  it('tells a member it is for moderators and loads nothing', async () => {
    client.startSignedIn(BUYER);
    renderApp(PATH, { client, storage: quietStorage() });
    expect(
      await screen.findByRole('heading', { level: 1, name: MODERATION_TEXTS.contentReviewTitle }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(MODERATION_TEXTS.staffOnly);
    expect(callsTo(client, MODERATION_REPORTS_API)).toEqual([]);
  });

  it('lists the reports of each target with reason, reporter and details', async () => {
    client.startSignedIn(MODERATOR);
    renderApp(PATH, { client, storage: quietStorage() });
    const listing = await screen.findByRole('listitem', { name: 'Scam ranch' });
    expect(listing.textContent).toContain('2 reports');
    expect(listing.textContent).toContain(REPORT_REASONS.spam);
    expect(listing.textContent).toContain('Asks for a wire first');
    expect(listing.textContent).toContain('Rita Reporter');
    const profile = screen.getByRole('listitem', { name: 'Fake Investor' });
    expect(within(profile).getByRole('button', { name: MODERATION_TEXTS.unpublishProfile })).toBeTruthy();
  });

  it('needs a note, then hides the listing and drops the group', async () => {
    client.startSignedIn(MODERATOR);
    const { services } = renderApp(PATH, { client, storage: quietStorage() });
    const listing = await screen.findByRole('listitem', { name: 'Scam ranch' });
    await userEvent.click(within(listing).getByRole('button', { name: MODERATION_TEXTS.hideListing }));
    expect(within(listing).getByText(MODERATION_TEXTS.resolutionNoteRequired)).toBeTruthy();
    expect(resolutions).toEqual([]);
    await userEvent.type(within(listing).getByRole('textbox'), 'Wire fraud attempt');
    await userEvent.click(within(listing).getByRole('button', { name: MODERATION_TEXTS.hideListing }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Scam ranch' })).toBeNull());
    expect(resolutions).toEqual([
      { targetType: 'listing', targetId: 'listing-1', resolution: 'act', note: 'Wire fraud attempt' },
    ]);
    expect(toastMessages(services)).toContain(MODERATION_TEXTS.reportsResolved);
  });

  it('dismisses the reports of a profile', async () => {
    client.startSignedIn(MODERATOR);
    renderApp(PATH, { client, storage: quietStorage() });
    const profile = await screen.findByRole('listitem', { name: 'Fake Investor' });
    await userEvent.type(within(profile).getByRole('textbox'), 'Verified with the company');
    await userEvent.click(within(profile).getByRole('button', { name: MODERATION_TEXTS.dismissReports }));
    await waitFor(() => expect(resolutions).toHaveLength(1));
    expect(resolutions[0]).toMatchObject({
      targetType: 'profile',
      targetId: 'user-9',
      resolution: 'dismiss',
    });
  });
});
