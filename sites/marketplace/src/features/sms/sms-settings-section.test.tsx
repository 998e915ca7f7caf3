// Notification Settings' text-message section: phone and consent -> texted code -> verified, with the exact
// consent wording shown sent along; errors under their fields; per-kind switches and the time zone saved; Stop all
// texts; the "Texts stopped" state; and the admin's outbox.
import { SMS_CONSENT_TEXT, SMS_SETTINGS_TEXTS, SMS_TEXTS } from '@dealloop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealClient, renderWithServices, toastMessages } from '../../deals/deal-test-support';
import { screen, userEvent, waitFor, within } from '../../test/dom';
import type { FakeApiClient } from '../../test/fake-api-client';
import { callsTo } from '../../test/property-fixtures';
import { SmsAccountSection } from './sms-account-section';
import { SmsOutbox } from './sms-outbox';
import { SmsSettingsSection } from './sms-settings-section';
import {
  GOOD_CODE,
  makeOutboxText,
  makeSmsSettings,
  SMS_PHONE_API,
  SMS_SETTINGS_API,
  serveSms,
  verifiedSmsSettings,
} from './sms-test-support';

const PATH = '/email-preferences';
let client: FakeApiClient;

beforeEach(() => {
  client = createDealClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const renderSection = () =>
  renderWithServices(<SmsSettingsSection userId="user-1" />, { client, path: PATH });

/** The text of the element(s) that describe a field (its hint and error, by aria-describedby). */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Text messages section', () => {
  it('verifies a phone: number and consent, then the texted code; the consent wording shown is sent', async () => {
    const server = serveSms(client);
    const { services } = renderSection();
    const phone = await screen.findByLabelText(SMS_SETTINGS_TEXTS.phoneLabel);
    await userEvent.type(phone, '8085550123');
    expect((phone as HTMLInputElement).value).toBe('(808) 555-0123');
    const consent = screen.getByRole('checkbox', { name: SMS_CONSENT_TEXT });
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: SMS_SETTINGS_TEXTS.sendCode }));

    expect(await screen.findByText(SMS_SETTINGS_TEXTS.codeSent('(808) 555-0123'))).toBeTruthy();
    expect(server.verificationRequests).toEqual([
      { phone: '(808) 555-0123', consentText: SMS_CONSENT_TEXT, page: PATH },
    ]);
    // The wording sent is, character for character, the label the user checked.
    expect(consent.closest('label')?.textContent).toBe(server.verificationRequests[0]!.consentText);

    const code = screen.getByLabelText(SMS_SETTINGS_TEXTS.codeLabel);
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: SMS_SETTINGS_TEXTS.verify }));
    await waitFor(() => expect(descriptionOf(code)).toContain(SMS_TEXTS.invalidCode(4)));
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(code);
    await userEvent.type(code, GOOD_CODE);
    await userEvent.click(screen.getByRole('button', { name: SMS_SETTINGS_TEXTS.verify }));
    expect(await screen.findByText(SMS_SETTINGS_TEXTS.verified('(808) 555-0123'))).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Saved-search texts' })).toBeTruthy();
    expect(toastMessages(services)).toContain(SMS_SETTINGS_TEXTS.verifiedToast);
    expect(server.settings.consent?.text).toBe(SMS_CONSENT_TEXT);
  });

  it('shows problems under their fields: a short number, no consent, and the API refusing the number', async () => {
    const server = serveSms(client);
    renderSection();
    const phone = await screen.findByLabelText(SMS_SETTINGS_TEXTS.phoneLabel);
    await userEvent.type(phone, '808555');
    await userEvent.click(screen.getByRole('button', { name: SMS_SETTINGS_TEXTS.sendCode }));
    expect(descriptionOf(phone)).toContain(SMS_TEXTS.invalidPhone);
    const consent = screen.getByRole('checkbox', { name: SMS_CONSENT_TEXT });
    expect(descriptionOf(consent)).toBe(SMS_SETTINGS_TEXTS.consentRequired);
    expect(callsTo(client, SMS_PHONE_API)).toHaveLength(0);

    // The fake refuses 555 numbers the way the API does: its message goes under the field.
    await userEvent.clear(phone);
    await userEvent.type(phone, '5552234567');
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: SMS_SETTINGS_TEXTS.sendCode }));
    await waitFor(() => expect(server.verificationRequests).toHaveLength(1));
    await waitFor(() => expect(descriptionOf(phone)).toContain(SMS_TEXTS.invalidPhone));
    expect(descriptionOf(consent)).toBe('');
    expect(screen.queryByLabelText(SMS_SETTINGS_TEXTS.codeLabel)).toBeNull();
  });

  it('continues with a code already texted, and goes back to another number', async () => {
    serveSms(client, {
      settings: makeSmsSettings({
        pending: { phone: '+18085550123', phoneDisplay: '(808) 555-0123', expiresAt: '2026-11-27T10:10:00Z' },
      }),
    });
    renderSection();
    expect(await screen.findByText(SMS_SETTINGS_TEXTS.codeSent('(808) 555-0123'))).toBeTruthy();
    const code = screen.getByLabelText(SMS_SETTINGS_TEXTS.codeLabel);
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: SMS_SETTINGS_TEXTS.verify }));
    expect(descriptionOf(code)).toContain(SMS_SETTINGS_TEXTS.codeInvalid);
    await userEvent.click(screen.getByRole('button', { name: SMS_SETTINGS_TEXTS.changeNumber }));
    expect(screen.getByLabelText(SMS_SETTINGS_TEXTS.phoneLabel)).toBeTruthy();
  });

  it('saves the per-kind switches and the time zone of a verified number', async () => {
    const server = serveSms(client, { settings: verifiedSmsSettings() });
    const { services } = renderSection();
    const save = await screen.findByRole('button', { name: SMS_SETTINGS_TEXTS.save });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Saved-search texts' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Offer texts' }));
    const zone = screen.getByLabelText(SMS_SETTINGS_TEXTS.timeZoneLabel) as HTMLSelectElement;
    expect(zone.value).toBe('');
    expect(within(zone).getByRole('option', { name: "From my phone's area code (Hawaii)" })).toBeTruthy();
    await userEvent.selectOptions(zone, 'Pacific/Honolulu');
    await userEvent.click(save);
    await waitFor(() => expect(toastMessages(services)).toContain(SMS_SETTINGS_TEXTS.saved));
    const patch = callsTo(client, SMS_SETTINGS_API).find((call) => call[0] === 'PATCH');
    expect(patch?.[2]).toEqual({
      json: {
        kinds: { savedSearch: true, offers: true, contracts: false, deals: false },
        timeZone: 'Pacific/Honolulu',
      },
    });
    expect(server.settings.timeZone).toBe('Pacific/Honolulu');

    // Back to the area code: sent as null.
    await userEvent.selectOptions(zone, '');
    await userEvent.click(screen.getByRole('button', { name: SMS_SETTINGS_TEXTS.save }));
    await waitFor(() => expect(server.settings.timeZone).toBeNull());
  });

  it('stops all texts after confirming', async () => {
    const server = serveSms(client, { settings: verifiedSmsSettings() });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: SMS_SETTINGS_TEXTS.stopAll }));
    const dialog = await screen.findByRole('dialog', { name: SMS_SETTINGS_TEXTS.stopAllConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: SMS_SETTINGS_TEXTS.stopAll }));
    await waitFor(() =>
      expect(callsTo(client, SMS_SETTINGS_API).some((call) => call[0] === 'DELETE')).toBe(true),
    );
    expect(await screen.findByLabelText(SMS_SETTINGS_TEXTS.phoneLabel)).toBeTruthy();
    expect(server.settings.canReceive).toBe(false);
  });

  it('shows "Texts stopped" for a number that replied STOP, and turns texts back on with consent', async () => {
    const server = serveSms(client, {
      settings: verifiedSmsSettings({
        suppressed: true,
        suppressedAt: '2026-11-20T15:00:00.000Z',
        canReceive: false,
      }),
    });
    renderSection();
    expect(
      await screen.findByText(
        'Texts stopped: you replied STOP on Nov 20, 2026. Reply START or turn texts back on here.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText(SMS_SETTINGS_TEXTS.phoneLabel) as HTMLInputElement).value).toBe(
      '(808) 555-0123',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: SMS_CONSENT_TEXT }));
    await userEvent.click(screen.getByRole('button', { name: SMS_SETTINGS_TEXTS.turnBackOn }));
    await waitFor(() => expect(server.verificationRequests).toHaveLength(1));
    expect(await screen.findByLabelText(SMS_SETTINGS_TEXTS.codeLabel)).toBeTruthy();
  });
});

describe("My Account's text messages", () => {
  it('says texts stopped, with the day of the STOP reply and a link to turn them back on', async () => {
    serveSms(client, {
      settings: verifiedSmsSettings({
        suppressed: true,
        suppressedAt: '2026-11-20T15:00:00.000Z',
        canReceive: false,
      }),
    });
    renderWithServices(<SmsAccountSection userId="user-1" />, { client, path: '/dashboard/account' });
    const section = await screen.findByRole('region', { name: 'Text messages' });
    expect(
      within(section).getByText(
        'Texts stopped: you replied STOP on Nov 20, 2026. Reply START or turn texts back on here.',
      ),
    ).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: SMS_SETTINGS_TEXTS.turnBackOn }).getAttribute('href'),
    ).toBe('/email-preferences#text-messages');
  });

  it('names the verified number texts go to', async () => {
    serveSms(client, { settings: verifiedSmsSettings() });
    renderWithServices(<SmsAccountSection userId="user-1" />, { client, path: '/dashboard/account' });
    expect(await screen.findByText(SMS_SETTINGS_TEXTS.verified('(808) 555-0123'))).toBeTruthy();
    expect(screen.getByRole('link', { name: SMS_SETTINGS_TEXTS.accountManage })).toBeTruthy();
  });
});

describe('Text message outbox', () => {
  it('lists the texts with their number, kind, status and body', async () => {
    serveSms(client, {
      outbox: [
        makeOutboxText(),
        makeOutboxText({
          id: 'text-2',
          kind: 'saved_search',
          status: 'failed',
          lastError: 'Provider said 400',
          body: 'DealLoop: new match',
        }),
      ],
    });
    renderWithServices(<SmsOutbox />, { client, path: '/test-email' });
    const list = await screen.findByRole('list', { name: 'Text message outbox' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('To (808) 555-0123');
    expect(first!.textContent).toContain('your verification code is 123456');
    expect(within(second!).getByText('Failed')).toBeTruthy();
    expect(within(second!).getByText('Last error: Provider said 400')).toBeTruthy();
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });
});
