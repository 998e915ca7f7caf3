// The one SMS sender interface: a Twilio-compatible REST provider when SMS_* is configured, else the local outbox
// (the text stays in sms_outbox, shown to admins on /test-email).
import type { Config } from '../config';
import { createTwilioSender } from './twilio-sender';

/** A text handed to the sender. */
export interface OutgoingText {
  to: string;
  body: string;
  /** Where the provider posts delivery status (none for the local outbox). */
  statusCallback: string | null;
}

/** What the provider answered: its message id and status ('queued', 'sent', ...). */
export interface AcceptedText {
  providerId: string;
  status: 'queued' | 'sent' | 'delivered';
}

/** A send that failed; `retryable` for 5xx, 429 and network errors, never for other 4xx. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** Sends texts. */
export interface SmsSender {
  /** 'provider' or 'outbox'. */
  readonly name: string;
  send(text: OutgoingText): Promise<AcceptedText>;
  /**
   * A text to `to` with exactly `body` the provider accepted since `since`, if any: lets the worker settle a text
   * whose sender crashed after handing it over, instead of sending it again.
   */
  findAccepted(to: string, body: string, since: Date): Promise<AcceptedText | null>;
}

/** The local outbox: nothing leaves the server; the row itself is the text an admin reads. */
export const localOutboxSender: SmsSender = {
  name: 'outbox',
  async send() {
    return { providerId: '', status: 'sent' };
  },
  async findAccepted() {
    return null;
  },
};

/** The configured sender. */
export function createSmsSender(config: Pick<Config, 'sms'>, fetchImpl: typeof fetch = fetch): SmsSender {
  return config.sms ? createTwilioSender(config.sms, fetchImpl) : localOutboxSender;
}
