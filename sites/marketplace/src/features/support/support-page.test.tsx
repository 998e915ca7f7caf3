// /support: the form checks core's rule before sending; signed in, the new request joins "My support requests";
// signed out, an email is needed and the page moves to the request's own link; admins answer at ?view=admin;
// ?ticket= shows one request with its answer, or says it cannot be seen.
import type { SupportTicket } from '@dealloop/contract';
import { ADMIN_MESSAGES, SUPPORT_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietStorage, toastMessages } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { ADMIN, BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { renderApp } from '../../test/render-app';

/** Where the support API answers (the tests assert the wire). */
const SUPPORT_TICKETS_API = '/api/v1/support/tickets';
const MY_SUPPORT_TICKETS_API = '/api/v1/me/support/tickets';
const supportTicketApiPath = (id: string) => `${SUPPORT_TICKETS_API}/${encodeURIComponent(id)}`;
const answerTicketApiPath = (id: string) => `${supportTicketApiPath(id)}/answer`;

const ticket = (fields: Partial<SupportTicket> = {}): SupportTicket => ({
  id: 't-1',
  requesterId: 'user-1',
  email: 'bea@example.com',
  name: null,
  subject: 'Photos will not upload',
  category: 'bug',
  message: 'Uploading stops half way.',
  status: 'open',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...fields,
});

let client: FakeApiClient;
let mine: SupportTicket[];
let all: SupportTicket[];
/** The admins' second page (after cursor `c1`); empty: one page only. */
let more: SupportTicket[];
let sent: unknown[];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  mine = [];
  all = [ticket({ id: 't-9', subject: 'Where is my listing?', email: 'sam@example.com', name: 'Sam' })];
  more = [];
  sent = [];
  client = createFakeApiClient();
  answerRequests(client, (method, path, options) => {
    if (path === MY_SUPPORT_TICKETS_API) return { items: mine };
    if (path === SUPPORT_TICKETS_API && method === 'POST') {
      sent.push(options?.json);
      const body = options?.json as Partial<SupportTicket>;
      return {
        ticket: ticket({ id: 't-new', subject: body.subject, message: body.message }),
        accessKey: body.email ? 'key-1' : null,
      };
    }
    if (path === SUPPORT_TICKETS_API) {
      const cursor = (options?.query as { cursor?: string } | undefined)?.cursor;
      if (cursor === 'c1') return { items: more, nextCursor: null };
      return { items: all, nextCursor: more.length ? 'c1' : null };
    }
    if (path === answerTicketApiPath('t-9')) {
      const { answer } = (options?.json ?? {}) as { answer: string };
      return { ...all[0]!, status: 'answered', answer };
    }
    if (path === supportTicketApiPath('t-1') && options?.query?.key === 'good') {
      return ticket({ status: 'answered', answer: 'Try a smaller photo.' });
    }
    return undefined;
  });
});
afterEach(() => vi.restoreAllMocks());

async function fill(fields: { email?: string } = {}) {
  if (fields.email) await userEvent.type(screen.getByLabelText(SUPPORT_TEXTS.emailLabel), fields.email);
  await userEvent.type(screen.getByLabelText(SUPPORT_TEXTS.subjectLabel), 'Cannot sign in');
  await userEvent.selectOptions(screen.getByLabelText(SUPPORT_TEXTS.categoryLabel), 'account');
  await userEvent.type(
    screen.getByLabelText(SUPPORT_TEXTS.messageLabel),
    'The page says my password is wrong.',
  );
}

describe('Support page', () => {
  it('checks the request, sends it once and lists it under my requests', async () => {
    client.startSignedIn(BUYER);
    const { services } = renderApp('/support', { client, storage: quietStorage() });
    const form = await screen.findByRole('form', { name: SUPPORT_TEXTS.formTitle });
    expect(await screen.findByText(SUPPORT_TEXTS.myTicketsEmpty)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: SUPPORT_TEXTS.submit }));
    // Every missing field says so under itself, not only the first.
    const reason = (label: string) => {
      const input = within(form).getByLabelText(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      return document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    };
    expect(reason(SUPPORT_TEXTS.subjectLabel)).toBe(SUPPORT_TEXTS.subjectRequired);
    expect(reason(SUPPORT_TEXTS.categoryLabel)).toBe(SUPPORT_TEXTS.categoryRequired);
    expect(reason(SUPPORT_TEXTS.messageLabel)).toBe(SUPPORT_TEXTS.messageTooShort);
    expect(sent).toEqual([]);
    expect(within(form).queryByLabelText(SUPPORT_TEXTS.emailLabel)).toBeNull();
    await fill();
    await userEvent.click(within(form).getByRole('button', { name: SUPPORT_TEXTS.submit }));
    await screen.findByRole('article', { name: 'Cannot sign in' });
    expect(sent).toEqual([
      { subject: 'Cannot sign in', category: 'account', message: 'The page says my password is wrong.' },
    ]);
    expect(toastMessages(services)).toContain(SUPPORT_TEXTS.sent);
    expect(screen.queryByText(SUPPORT_TEXTS.myTicketsEmpty)).toBeNull();
  });

  it('signed out: needs an email, then shows the request at its own link', async () => {
    const { router } = renderApp('/support', { client, storage: quietStorage() });
    const form = await screen.findByRole('form', { name: SUPPORT_TEXTS.formTitle });
    await fill();
    await userEvent.click(within(form).getByRole('button', { name: SUPPORT_TEXTS.submit }));
    expect(within(form).getByText(SUPPORT_TEXTS.emailRequired)).toBeTruthy();
    expect(within(form).getByLabelText(SUPPORT_TEXTS.emailLabel).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText(SUPPORT_TEXTS.emailLabel), 'vic@example.org');
    await userEvent.click(within(form).getByRole('button', { name: SUPPORT_TEXTS.submit }));
    await waitFor(() => expect(router.state.location.search).toBe('?ticket=t-new&key=key-1'));
    expect(sent).toEqual([expect.objectContaining({ email: 'vic@example.org', name: null })]);
  });

  it('shows a request with its answer by its link, and says when a link does not open one', async () => {
    renderApp('/support?ticket=t-1&key=good', { client, storage: quietStorage() });
    const card = await screen.findByRole('article', { name: 'Photos will not upload' });
    expect(within(card).getByRole('region', { name: SUPPORT_TEXTS.answerHeading }).textContent).toContain(
      'Try a smaller photo.',
    );
    expect(within(card).getByText('Answered')).toBeTruthy();
  });

  it('says a request cannot be seen with a wrong key', async () => {
    renderApp('/support?ticket=t-1&key=bad', { client, storage: quietStorage() });
    expect(await screen.findByText(SUPPORT_TEXTS.ticketNotFound)).toBeTruthy();
  });

  it('lets an admin answer a request at ?view=admin', async () => {
    client.startSignedIn(ADMIN);
    const { services } = renderApp('/support?view=admin', { client, storage: quietStorage() });
    const card = await screen.findByRole('article', { name: 'Where is my listing?' });
    expect(within(card).getByText(/Sam · sam@example.com/)).toBeTruthy();
    const form = within(card).getByRole('form', {
      name: `${SUPPORT_TEXTS.answerLabel}: Where is my listing?`,
    });
    await userEvent.click(within(form).getByRole('button', { name: SUPPORT_TEXTS.sendAnswer }));
    expect(within(form).getByText(SUPPORT_TEXTS.answerRequired)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(SUPPORT_TEXTS.answerLabel), 'It is in review.');
    await userEvent.click(within(form).getByRole('button', { name: SUPPORT_TEXTS.sendAnswer }));
    await waitFor(() => expect(toastMessages(services)).toContain(SUPPORT_TEXTS.answerSent));
    expect(callsTo(client, answerTicketApiPath('t-9')).map((call) => call[2])).toEqual([
      { json: { answer: 'It is in review.' } },
    ]);
    expect(within(card).getByRole('region', { name: SUPPORT_TEXTS.answerHeading }).textContent).toContain(
      'It is in review.',
    );
  });

  it('shows admins further requests with Show more, keeping the status filter', async () => {
    more = [ticket({ id: 't-10', subject: 'Cannot change my email', email: 'kim@example.com' })];
    client.startSignedIn(ADMIN);
    renderApp('/support?view=admin&status=all', { client, storage: quietStorage() });
    await screen.findByRole('article', { name: 'Where is my listing?' });
    expect(screen.queryByRole('article', { name: 'Cannot change my email' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: ADMIN_MESSAGES.showMore }));
    expect(await screen.findByRole('article', { name: 'Cannot change my email' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Where is my listing?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ADMIN_MESSAGES.showMore })).toBeNull();
    const reads = callsTo(client, SUPPORT_TICKETS_API).filter((call) => call[0] === 'GET');
    expect(reads.map((call) => call[2])).toEqual([{ query: {} }, { query: { cursor: 'c1' } }]);
  });

  it('gives other users no admin tab', async () => {
    client.startSignedIn(BUYER);
    renderApp('/support?view=admin', { client, storage: quietStorage() });
    await screen.findByRole('form', { name: SUPPORT_TEXTS.formTitle });
    expect(screen.queryByRole('tab', { name: SUPPORT_TEXTS.adminTab })).toBeNull();
    expect(callsTo(client, SUPPORT_TICKETS_API).filter((call) => call[0] === 'GET')).toEqual([]);
  });
});
