// Test support for text messages: settings as the API answers them, and a fake server for the SMS calls on the fake
// client's `request` (the code "123456" verifies; other paths go to `also`, else 404). Tests only.
import { ApiError } from '@dealloop/client';
import { SMS_TEXTS } from '@dealloop/core';
import type { FakeApiClient } from '../../test/fake-api-client';
import { answerRequests, type RequestHandler } from '../../test/property-fixtures';
import type { SmsOutboxMessage, SmsSettings } from './sms-api';

/** Where the SMS calls are on the wire (the tests assert it, so they name it themselves). */
export const SMS_SETTINGS_API = '/api/v1/me/sms';
export const SMS_PHONE_API = '/api/v1/me/sms/phone';
export const SMS_VERIFY_API = '/api/v1/me/sms/verify';
export const SMS_OUTBOX_API = '/api/v1/admin/sms-outbox';

/** The code the fake server accepts. */
export const GOOD_CODE = '123456';

/** Settings of a user without a phone; `overrides` change any field. */
export function makeSmsSettings(overrides: Partial<SmsSettings> = {}): SmsSettings {
  return {
    phone: null,
    phoneDisplay: null,
    verified: false,
    pending: null,
    consent: null,
    kinds: { savedSearch: false, offers: false, contracts: false, deals: false },
    timeZone: null,
    effectiveTimeZone: 'America/New_York',
    suppressed: false,
    suppressedAt: null,
    canReceive: false,
    ...overrides,
  };
}

/** Settings of a user whose number is verified and may be texted. */
export function verifiedSmsSettings(overrides: Partial<SmsSettings> = {}): SmsSettings {
  return makeSmsSettings({
    phone: '+18085550123',
    phoneDisplay: '(808) 555-0123',
    verified: true,
    consent: {
      phone: '+18085550123',
      text: 'I agree.',
      page: '/email-preferences',
      consentedAt: '2026-11-20T10:00:00.000Z',
    },
    effectiveTimeZone: 'Pacific/Honolulu',
    canReceive: true,
    ...overrides,
  });
}

export interface FakeSmsServer {
  settings: SmsSettings;
  outbox: SmsOutboxMessage[];
  /** Every body of POST /me/sms/phone, in order. */
  verificationRequests: { phone: string; consentText: string; page: string }[];
}

const display = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** Answers the SMS calls of `client` from a fake server state, and `also` for the others. */
export function serveSms(
  client: FakeApiClient,
  initial: Partial<FakeSmsServer> = {},
  also: RequestHandler = () => undefined,
): FakeSmsServer {
  const server: FakeSmsServer = {
    settings: makeSmsSettings(),
    outbox: [],
    verificationRequests: [],
    ...initial,
  };
  answerRequests(client, (method, path, options) => {
    const body = (options?.json ?? {}) as Record<string, unknown>;
    if (path === SMS_SETTINGS_API && method === 'GET') return server.settings;
    if (path === SMS_PHONE_API && method === 'POST') {
      const request = body as FakeSmsServer['verificationRequests'][number];
      server.verificationRequests.push(request);
      const digits = request.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
      if (digits.startsWith('555')) throw new ApiError(400, 'invalid_phone', SMS_TEXTS.invalidPhone);
      const pending = {
        phone: `+1${digits}`,
        phoneDisplay: display(digits),
        expiresAt: '2026-11-27T10:10:00.000Z',
      };
      server.settings = { ...server.settings, pending };
      return { sent: true, ...pending };
    }
    if (path === SMS_VERIFY_API && method === 'POST') {
      const pending = server.settings.pending;
      if (!pending) throw new ApiError(404, 'no_pending_code', SMS_TEXTS.noPendingCode);
      if (body.code !== GOOD_CODE) throw new ApiError(400, 'invalid_code', SMS_TEXTS.invalidCode(4));
      server.settings = {
        ...server.settings,
        phone: pending.phone,
        phoneDisplay: pending.phoneDisplay,
        pending: null,
        verified: true,
        consent: {
          phone: pending.phone,
          text: server.verificationRequests.at(-1)?.consentText ?? '',
          page: server.verificationRequests.at(-1)?.page ?? '',
          consentedAt: '2026-11-27T10:01:00.000Z',
        },
        suppressed: false,
        suppressedAt: null,
        canReceive: true,
      };
      return server.settings;
    }
    if (path === SMS_SETTINGS_API && method === 'PATCH') {
      const changes = body as { kinds?: Partial<SmsSettings['kinds']>; timeZone?: string | null };
      server.settings = {
        ...server.settings,
        kinds: { ...server.settings.kinds, ...changes.kinds },
        ...(changes.timeZone === undefined ? {} : { timeZone: changes.timeZone }),
      };
      return server.settings;
    }
    if (path === SMS_SETTINGS_API && method === 'DELETE') {
      server.settings = makeSmsSettings();
      return server.settings;
    }
    if (path === SMS_OUTBOX_API && method === 'GET') {
      return { items: server.outbox, total: server.outbox.length };
    }
    return also(method, path, options);
  });
  return server;
}

/** A text of the outbox; `overrides` change any field. */
export function makeOutboxText(overrides: Partial<SmsOutboxMessage> = {}): SmsOutboxMessage {
  return {
    id: 'text-1',
    to: '+18085550123',
    kind: 'verification',
    body: 'DealLoop: your verification code is 123456. It expires in 10 minutes. Reply STOP to opt out.',
    status: 'sent',
    attempts: 1,
    lastError: null,
    transport: 'outbox',
    providerId: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    sendAfter: '2026-11-27T10:00:00.000Z',
    sentAt: '2026-11-27T10:00:01.000Z',
    ...overrides,
  };
}
