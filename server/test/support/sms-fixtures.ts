// SMS helpers of the API tests: a Twilio-compatible provider double (a real node:http server speaking the
// Messages API), signed webhook calls, the worker's dependencies and a verified phone for a user.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSmsSender } from '../../src/sms/sms-sender';
import { deliverDueTexts, type SmsWorkerDeps } from '../../src/sms/sms-worker';
import { twilioSignature } from '../../src/sms/twilio-signature';
import type { TestApp } from './test-app';

export const SMS_SID = 'AC_test_account';
export const SMS_TOKEN = 'test-auth-token-0123456789';
export const SMS_FROM = '+15005550006';

/** A message the double accepted. */
export interface DoubleMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  status: string;
  date_created: string;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the provider double; `failNext(...statuses)` answers the next sends with those HTTP statuses. */
export async function startSmsProviderDouble() {
  const messages: DoubleMessage[] = [];
  const failures: number[] = [];
  const requests: { method: string; path: string; authorized: boolean }[] = [];
  const path = `/2010-04-01/Accounts/${SMS_SID}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${SMS_SID}:${SMS_TOKEN}`).toString('base64')}`;
  let counter = 0;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://double');
    const authorized = req.headers.authorization === expectedAuth;
    requests.push({ method: req.method ?? '', path: url.pathname, authorized });
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== path) return answer(404, { code: 20404, message: 'not found' });
    if (!authorized) return answer(401, { code: 20003, message: 'Authenticate' });
    if (req.method === 'GET') {
      const to = url.searchParams.get('To');
      return answer(200, { messages: messages.filter((message) => !to || message.to === to) });
    }
    const form = new URLSearchParams(await readBody(req));
    const failure = failures.shift();
    if (failure) return answer(failure, { code: failure, message: `failure ${failure}` });
    const to = form.get('To') ?? '';
    if (!/^\+1\d{10}$/.test(to))
      return answer(400, { code: 21211, message: "The 'To' number is not valid." });
    counter += 1;
    const message: DoubleMessage = {
      sid: `SM${String(counter).padStart(32, '0')}`,
      to,
      from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
      body: form.get('Body') ?? '',
      statusCallback: form.get('StatusCallback'),
      status: 'queued',
      date_created: new Date().toISOString(),
    };
    messages.push(message);
    return answer(201, message);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    messages,
    requests,
    failNext: (...statuses: number[]) => failures.push(...statuses),
    /** The env that points the app at this double. */
    env: { SMS_ACCOUNT_SID: SMS_SID, SMS_AUTH_TOKEN: SMS_TOKEN, SMS_FROM, SMS_API_BASE: base },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Posts a provider webhook, signed with the token (or a given signature; null: none). */
export function postWebhook(
  t: TestApp,
  path: '/api/v1/sms/status' | '/api/v1/sms/inbound',
  params: Record<string, string>,
  signature?: string | null,
) {
  const sig =
    signature === undefined ? twilioSignature(SMS_TOKEN, `${t.config.publicUrl}${path}`, params) : signature;
  return t.call('POST', path, {
    body: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(sig !== null && { 'x-twilio-signature': sig }),
    },
  });
}

/** The SMS worker's dependencies over the app's configured sender. */
export const smsWorkerDeps = (t: TestApp, sender = createSmsSender(t.config)): SmsWorkerDeps => ({
  db: t.db,
  dialect: t.deps.dialect,
  logger: t.deps.logger,
  sender,
  publicUrl: t.config.publicUrl,
});

/** Runs the SMS worker at `now`. */
export const deliverTexts = (t: TestApp, now = new Date()) => deliverDueTexts(smsWorkerDeps(t), now);

/** The last code texted to `phone`, read from the outbox. */
export async function lastCodeTo(t: TestApp, phone: string): Promise<string> {
  const row = await t.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('to_phone', '=', phone)
    .where('kind', '=', 'verification')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /code is (\d{6})/.exec(row.body)?.[1] ?? '';
}

/** Verifies `phone` for the account (sends a code, reads it from the outbox, enters it). */
export async function verifyPhone(t: TestApp, token: string, phone: string) {
  const sent = await t.call('POST', '/api/v1/me/sms/phone', {
    token,
    json: {
      phone,
      consentText: 'Yes, text me DealLoop alerts. Reply STOP to cancel.',
      page: '/account/notifications',
    },
  });
  if (sent.status !== 202) throw new Error(`code not sent: ${sent.status} ${sent.text}`);
  const code = await lastCodeTo(t, sent.data.phone);
  const verified = await t.call('POST', '/api/v1/me/sms/verify', { token, json: { code } });
  if (verified.status !== 200) throw new Error(`not verified: ${verified.status} ${verified.text}`);
  return verified.data;
}
