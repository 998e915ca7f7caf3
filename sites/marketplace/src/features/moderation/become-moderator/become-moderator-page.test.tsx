// /become-moderator: the form checks core's rules before sending, sends why, experience and markets once, then
// shows the pending state; moderators are told they already are; a declined applicant reads the reason.
import { MODERATION_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietStorage, toastMessages } from '../../../deals/deal-test-support';
import { screen, userEvent, waitFor } from '../../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../../test/fake-api-client';
import { answerRequests, callsTo } from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import {
  type ModeratorApplication,
  MY_MODERATOR_APPLICATION_API,
  type MyModeratorApplication,
} from '../moderation-api';

const PATH = '/become-moderator';
let client: FakeApiClient;
let mine: MyModeratorApplication;
let sent: unknown[];

const application = (fields: Partial<ModeratorApplication>): ModeratorApplication => ({
  id: 'app-1',
  userId: 'user-buyer@dealloop.local',
  why: 'x',
  experience: 'y',
  markets: ['TX'],
  status: 'pending',
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...fields,
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  mine = { isModerator: false, application: null };
  sent = [];
  client = createFakeApiClient();
  answerRequests(client, (method, path, options) => {
    if (path !== MY_MODERATOR_APPLICATION_API) return undefined;
    if (method === 'GET') return mine;
    sent.push(options?.json);
    return application({ ...(options?.json as object), status: 'pending' });
  });
  client.startSignedIn(BUYER);
});
afterEach(() => vi.restoreAllMocks());

describe('Become a Moderator page', () => {
  it('checks the answers, sends them once and then shows the application as pending', async () => {
    const { services } = renderApp(PATH, { client, storage: quietStorage() });
    const why = await screen.findByLabelText(MODERATION_TEXTS.applicationWhyLabel);
    await userEvent.click(screen.getByRole('button', { name: MODERATION_TEXTS.applicationSubmit }));
    expect(screen.getByText(MODERATION_TEXTS.applicationWhyTooShort)).toBeTruthy();
    expect(screen.getByText(MODERATION_TEXTS.applicationExperienceRequired)).toBeTruthy();
    expect(screen.getByText(MODERATION_TEXTS.applicationMarketsRequired)).toBeTruthy();
    expect(callsTo(client, MY_MODERATOR_APPLICATION_API).filter((call) => call[0] === 'POST')).toEqual([]);

    await userEvent.type(why, 'I check listings for my investor club every week.');
    await userEvent.type(
      screen.getByLabelText(MODERATION_TEXTS.applicationExperienceLabel),
      'Eight years wholesaling',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Texas' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Oklahoma' }));
    await userEvent.click(screen.getByRole('button', { name: MODERATION_TEXTS.applicationSubmit }));
    await screen.findByText(MODERATION_TEXTS.applicationPending);
    expect(sent).toEqual([
      {
        why: 'I check listings for my investor club every week.',
        experience: 'Eight years wholesaling',
        markets: ['TX', 'OK'],
      },
    ]);
    expect(toastMessages(services)).toContain(MODERATION_TEXTS.applicationSent);
  });

  it('lists the states by name, not by postal code', async () => {
    renderApp(PATH, { client, storage: quietStorage() });
    await screen.findByLabelText(MODERATION_TEXTS.applicationWhyLabel);
    const names = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(names.slice(0, 5)).toEqual(['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California']);
    expect(names.indexOf('Iowa')).toBeLessThan(names.indexOf('Kansas'));
    expect(names.at(-1)).toBe('Wyoming');
  });

  it('shows a pending application instead of the form', async () => {
    mine = { isModerator: false, application: application({}) };
    renderApp(PATH, { client, storage: quietStorage() });
    expect(await screen.findByText(MODERATION_TEXTS.applicationPending)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MODERATION_TEXTS.applicationSubmit })).toBeNull();
  });

  it('tells a moderator they already are one', async () => {
    mine = { isModerator: true, application: null };
    renderApp(PATH, { client, storage: quietStorage() });
    expect(await screen.findByText(MODERATION_TEXTS.applicationAlreadyModerator)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Moderator Dashboard' }).getAttribute('href')).toBe(
      '/moderator',
    );
  });

  it('shows the reason of a declined application and the form again', async () => {
    mine = {
      isModerator: false,
      application: application({ status: 'declined', decisionReason: 'We need Florida moderators' }),
    };
    renderApp(PATH, { client, storage: quietStorage() });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('We need Florida moderators'),
    );
    expect(screen.getByRole('button', { name: MODERATION_TEXTS.applicationSubmit })).toBeTruthy();
  });
});
