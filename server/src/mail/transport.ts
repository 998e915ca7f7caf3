// Mail transports: SMTP through nodemailer when SMTP_URL is set, otherwise the local mailbox (the outbox itself).
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { OutgoingEmail } from './compose-email';

/** Sends composed messages; `send` rejects when the message was not accepted. */
export interface MailTransport {
  /** Recorded on the outbox row: 'smtp', or 'mailbox' when the message stays in the local mailbox. */
  readonly name: string;
  /**
   * True for the local mailbox: what it keeps is the delivery, so a sent body keeps the secret it carries. Any
   * other transport hands the message on, and the outbox then takes the secret out of the stored body.
   */
  readonly isLocalMailbox: boolean;
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}

/** SMTP through nodemailer; `url` like smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
export function createSmtpTransport(url: string, options: { timeoutMs?: number } = {}): MailTransport {
  const timeout = options.timeoutMs ?? 30_000;
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: 'smtp',
    isLocalMailbox: false,
    async send(email) {
      await transporter.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html === null ? {} : { html: email.html }),
        headers: email.headers,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

/**
 * The local mailbox: nothing leaves the machine; the sent row (with its composed message) is what /test-email
 * shows. A log line names the recipient and subject (never the body: it may hold a reset link).
 */
export function createMailboxTransport(logger: Logger): MailTransport {
  return {
    name: 'mailbox',
    isLocalMailbox: true,
    async send(email) {
      logger.info('email kept in the local mailbox (SMTP_URL is not set; admins see it on /test-email)', {
        to: email.to,
        subject: email.subject,
      });
    },
    async close() {},
  };
}

/** The transport the configuration asks for. */
export function createMailTransport(config: Pick<Config, 'smtpUrl'>, logger: Logger): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createMailboxTransport(logger);
}
