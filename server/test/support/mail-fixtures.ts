// Mail helpers of the API tests: a transport that records (and can fail) and the worker's dependencies.
import type { OutgoingEmail } from '../../src/mail/compose-email';
import type { OutboxWorkerDeps } from '../../src/mail/outbox-worker';
import type { MailTransport } from '../../src/mail/transport';
import type { TestApp } from './test-app';

/** A transport that keeps every message it accepts; `failNext` makes the next sends reject. */
export function recordingTransport() {
  const sent: OutgoingEmail[] = [];
  let failures = 0;
  const transport: MailTransport & { sent: OutgoingEmail[]; failNext(times: number): void } = {
    name: 'test',
    isLocalMailbox: false,
    sent,
    failNext(times) {
      failures = times;
    },
    async send(email) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('SMTP 451 try again later');
      }
      sent.push(email);
    },
    async close() {},
  };
  return transport;
}

/** The worker's dependencies over a test app and a transport. */
export const workerDeps = (t: TestApp, transport: MailTransport): OutboxWorkerDeps => ({
  db: t.db,
  dialect: t.deps.dialect,
  logger: t.deps.logger,
  transport,
  publicUrl: t.config.publicUrl,
  mailFrom: t.config.mailFrom,
  postalAddress: t.config.mailPostalAddress,
});
