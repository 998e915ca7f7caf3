// A Twilio-compatible Messages API client: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded,
// basic auth; lists recent messages to settle texts a crashed sender may have handed over.
import type { SmsProviderConfig } from '../config';
import { type AcceptedText, type OutgoingText, SmsSendError, type SmsSender } from './sms-sender';

const TIMEOUT_MS = 15_000;

interface ProviderMessage {
  sid?: string;
  status?: string;
  body?: string;
  to?: string;
  date_created?: string;
}

function accepted(message: ProviderMessage): AcceptedText {
  const status = message.status === 'sent' || message.status === 'delivered' ? message.status : 'queued';
  return { providerId: String(message.sid ?? ''), status };
}

/** The Messages API sender for `config`. */
export function createTwilioSender(config: SmsProviderConfig, fetchImpl: typeof fetch): SmsSender {
  const messagesUrl = `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, {
        ...init,
        headers: { ...init.headers, authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new SmsSendError(`network error: ${err instanceof Error ? err.message : String(err)}`, true);
    }
  }

  return {
    name: 'provider',
    async send(text: OutgoingText) {
      const form = new URLSearchParams({ To: text.to, Body: text.body });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else if (config.from) form.set('From', config.from);
      if (text.statusCallback) form.set('StatusCallback', text.statusCallback);
      const res = await call(messagesUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const raw = await res.text();
      if (!res.ok) {
        const retryable = res.status >= 500 || res.status === 429;
        throw new SmsSendError(`provider answered ${res.status}: ${raw.slice(0, 300)}`, retryable);
      }
      let message: ProviderMessage;
      try {
        message = JSON.parse(raw) as ProviderMessage;
      } catch {
        throw new SmsSendError('provider answered with no JSON', true);
      }
      if (!message.sid) throw new SmsSendError('provider answered without a message sid', true);
      return accepted(message);
    },
    async findAccepted(to, body, since) {
      const query = new URLSearchParams({
        To: to,
        'DateSent>': since.toISOString().slice(0, 10),
        PageSize: '100',
      });
      const res = await call(`${messagesUrl}?${query}`, { method: 'GET' });
      if (!res.ok) {
        throw new SmsSendError(
          `provider list answered ${res.status}`,
          res.status >= 500 || res.status === 429,
        );
      }
      const page = (await res.json()) as { messages?: ProviderMessage[] };
      const found = (page.messages ?? []).find(
        (message) =>
          message.to === to &&
          message.body === body &&
          (!message.date_created || new Date(message.date_created).getTime() >= since.getTime() - 60_000),
      );
      return found ? accepted(found) : null;
    },
  };
}
