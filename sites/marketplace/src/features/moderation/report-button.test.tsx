// Report listing / profile: shown to signed-in non-owners only; sends core's reason and the details once;
// a report already open reads "You already reported this".
import { ApiError } from '@dealloop/client';
import { MODERATION_TEXTS, REPORT_REASONS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices, SELLER, toastMessages, userIdOf } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import { BUYER, createFakeApiClient, type FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, callsTo } from '../../test/property-fixtures';
import { REPORTS_API } from './moderation-api';
import { ReportButton } from './report-button';

let client: FakeApiClient;
let reported: unknown[];

beforeEach(() => {
  reported = [];
  client = createFakeApiClient([BUYER, SELLER]);
  answerRequests(client, (method, path, options) => {
    if (method !== 'POST' || path !== REPORTS_API) return undefined;
    if (reported.length > 0) {
      throw new ApiError(409, 'report_open', 'You already reported this. Our moderators will review it.');
    }
    reported.push(options?.json);
    return { id: 'report-1', status: 'open' };
  });
});
afterEach(() => vi.restoreAllMocks());

const button = <ReportButton targetType="listing" targetId="listing-1" ownerId={userIdOf(SELLER)} />;

describe('ReportButton', () => {
  it('is not offered to signed-out visitors or to the owner', () => {
    const first = renderWithServices(button, { client });
    expect(screen.queryByRole('button', { name: MODERATION_TEXTS.reportListing })).toBeNull();
    first.unmount();
    client.startSignedIn(SELLER);
    renderWithServices(button, { client });
    expect(screen.queryByRole('button', { name: MODERATION_TEXTS.reportListing })).toBeNull();
  });

  it('sends the chosen reason and details, then says an open report is already there', async () => {
    client.startSignedIn(BUYER);
    const { services } = renderWithServices(button, { client });
    await userEvent.click(screen.getByRole('button', { name: MODERATION_TEXTS.reportListing }));
    const dialog = await screen.findByRole('dialog', { name: MODERATION_TEXTS.reportListing });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: MODERATION_TEXTS.reportReasonLabel }),
      REPORT_REASONS.misleading,
    );
    await userEvent.type(
      within(dialog).getByLabelText(MODERATION_TEXTS.reportDetailsLabel),
      'The ARV is invented',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reported).toEqual([
      { targetType: 'listing', targetId: 'listing-1', reason: 'misleading', details: 'The ARV is invented' },
    ]);
    expect(toastMessages(services)).toContain(MODERATION_TEXTS.reportSent);

    await userEvent.click(screen.getByRole('button', { name: MODERATION_TEXTS.reportListing }));
    const again = await screen.findByRole('dialog');
    await userEvent.selectOptions(
      within(again).getByRole('combobox', { name: MODERATION_TEXTS.reportReasonLabel }),
      REPORT_REASONS.spam,
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toastMessages(services)).toContain(MODERATION_TEXTS.reportAlreadyOpen));
    expect(callsTo(client, REPORTS_API)).toHaveLength(2);
    expect(reported).toHaveLength(1);
  });

  it('chooses no reason for the reporter and sends nothing until one is chosen', async () => {
    client.startSignedIn(BUYER);
    renderWithServices(button, { client });
    await userEvent.click(screen.getByRole('button', { name: MODERATION_TEXTS.reportListing }));
    const dialog = await screen.findByRole('dialog', { name: MODERATION_TEXTS.reportListing });
    const select = within(dialog).getByRole('combobox', {
      name: MODERATION_TEXTS.reportReasonLabel,
    }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe(MODERATION_TEXTS.reportReasonPlaceholder);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(MODERATION_TEXTS.reportReasonRequired)).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(client, REPORTS_API)).toHaveLength(0);
  });
});
