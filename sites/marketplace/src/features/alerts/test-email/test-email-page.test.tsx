// /test-email: "Admins only" for others; for admins the mailbox (newest first, body on expand, paging) and the
// "Send test email" form with its toast.
import { ApiError } from '@dealloop/client';
import type { MailboxEmail } from '@dealloop/contract';
import { EMAIL_MESSAGES } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, quietStorage, toastMessages } from '../../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../../test/dom';
import { ADMIN, BUYER, type FakeApiClient } from '../../../test/fake-api-client';
import { answerRequests, callsTo } from '../../../test/property-fixtures';
import { renderApp } from '../../../test/render-app';
import { MAILBOX_PAGE_SIZE } from './test-email-page';

const PATH = '/test-email';
const MAILBOX_API = '/api/v1/admin/mailbox';
const TEST_EMAIL_API = '/api/v1/admin/test-email';
let client: FakeApiClient;
let mailbox: MailboxEmail[];
let refuseSend: ApiError | null;

const email = (n: number, fields: Partial<MailboxEmail> = {}): MailboxEmail => ({
  id: `email-${n}`,
  to: `person${n}@example.com`,
  kind: 'offers',
  subject: `Subject ${n}`,
  status: 'sent',
  attempts: 1,
  lastError: null,
  transport: 'mailbox',
  createdAt: '2026-11-23T10:00:00.000Z',
  sentAt: '2026-11-23T10:00:05.000Z',
  text: `Body ${n}\n\n--\nUnsubscribe from these emails: https://dealloop.test/unsubscribe?token=t${n}`,
  html: null,
  headers: {},
  ...fields,
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  mailbox = [];
  refuseSend = null;
  client = createDealClient();
  answerRequests(client, (method, path, options) => {
    if (method === 'GET' && path === MAILBOX_API && options?.query) {
      const offset = Number(options.query.offset);
      const limit = Number(options.query.limit);
      return { items: mailbox.slice(offset, offset + limit), total: mailbox.length };
    }
    if (method === 'POST' && path === TEST_EMAIL_API) {
      if (refuseSend) throw refuseSend;
      const to = (options?.json as { to: string } | undefined)?.to ?? '';
      mailbox.unshift(
        email(mailbox.length + 1, { to, kind: 'test', subject: 'DealLoop test email', status: 'queued' }),
      );
      return { id: 'new', status: 'queued' };
    }
    return undefined;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Email Test page', () => {
  it('tells a signed-in member it is for admins only and loads nothing', async () => {
    client.startSignedIn(BUYER);
    renderApp(PATH, { client, storage: quietStorage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Test' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(EMAIL_MESSAGES.adminsOnly);
    expect(screen.queryByRole('button', { name: EMAIL_MESSAGES.sendTestEmail })).toBeNull();
    expect(vi.mocked(client.request).mock.calls.some((call) => call[1].startsWith(MAILBOX_API))).toBe(false);
  });

  it('shows the mailbox with subject, recipient, kind and status, and the body on expand', async () => {
    mailbox = [
      email(2, { status: 'failed', attempts: 6, lastError: 'SMTP 550 no such user', transport: null }),
      email(1),
    ];
    client.startSignedIn(ADMIN);
    renderApp(PATH, { client, storage: quietStorage() });
    const list = await screen.findByRole('list', { name: 'Mailbox' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Subject 2');
    expect(items[0]!.textContent).toContain('Failed');
    expect(items[0]!.textContent).toContain('To person2@example.com · Offers');
    expect(items[1]!.textContent).toContain('Sent');
    const details = items[1]!.querySelector('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(within(items[1]!).getByText('Subject 1'));
    expect(details.open).toBe(true);
    expect(within(items[1]!).getByText(/Body 1/).textContent).toContain('/unsubscribe?token=t1');
    expect(items[0]!.textContent).toContain('Last error: SMTP 550 no such user');
  });

  it('pages through older emails', async () => {
    mailbox = Array.from({ length: MAILBOX_PAGE_SIZE + 3 }, (_, i) => email(MAILBOX_PAGE_SIZE + 3 - i));
    client.startSignedIn(ADMIN);
    renderApp(PATH, { client, storage: quietStorage() });
    const list = await screen.findByRole('list', { name: 'Mailbox' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(MAILBOX_PAGE_SIZE);
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Mailbox' })).getAllByRole('listitem')).toHaveLength(3),
    );
    expect(screen.getByText(`21–23 of ${MAILBOX_PAGE_SIZE + 3}`)).toBeTruthy();
  });

  it('sends a test email to the address given, with a toast, and shows it in the mailbox', async () => {
    client.startSignedIn(ADMIN);
    const { services } = renderApp(PATH, { client, storage: quietStorage() });
    expect(await screen.findByText(EMAIL_MESSAGES.mailboxEmpty)).toBeTruthy();
    const to = screen.getByLabelText(EMAIL_MESSAGES.testEmailTo) as HTMLInputElement;
    expect(to.value).toBe(ADMIN.email);
    await userEvent.clear(to);
    await userEvent.type(to, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: EMAIL_MESSAGES.sendTestEmail }));
    expect(callsTo(client, TEST_EMAIL_API)).toHaveLength(0);
    await userEvent.clear(to);
    await userEvent.type(to, 'qa@example.com');
    await userEvent.click(screen.getByRole('button', { name: EMAIL_MESSAGES.sendTestEmail }));
    await waitFor(() => expect(toastMessages(services)).toContain(EMAIL_MESSAGES.testEmailQueued));
    expect(callsTo(client, TEST_EMAIL_API)[0]?.[2]).toEqual({ json: { to: 'qa@example.com' } });
    const list = await screen.findByRole('list', { name: 'Mailbox' });
    expect(within(list).getByText('DealLoop test email')).toBeTruthy();
    expect(list.textContent).toContain('Queued');
  });

  it("shows the server's reason when the test email is refused", async () => {
    refuseSend = new ApiError(409, 'email_turned_off', 'This recipient has turned off test emails.');
    client.startSignedIn(ADMIN);
    const { services } = renderApp(PATH, { client, storage: quietStorage() });
    await userEvent.click(await screen.findByRole('button', { name: EMAIL_MESSAGES.sendTestEmail }));
    await waitFor(() =>
      expect(toastMessages(services)).toContain('This recipient has turned off test emails.'),
    );
  });
});
