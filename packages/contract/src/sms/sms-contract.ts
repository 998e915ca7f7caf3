// The text-message (SMS) routes: the caller's phone verification, consent and settings, the admin's local
// outbox, and the provider's signed webhooks (delivery status, inbound STOP/HELP/START).
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { smsEndpoints as at } from './sms-endpoints';
import {
  ProviderWebhookForm,
  SmsOutboxPage,
  SmsOutboxQuery,
  SmsSettingsSchema,
  StartVerificationBody,
  UpdateSmsBody,
  VerificationSent,
  VerifyBody,
} from './sms-schemas';

const form = { 'application/x-www-form-urlencoded': { schema: ProviderWebhookForm } };

/** The text-message routes. */
export const smsContract = {
  settings: createRoute({
    ...at.settings,
    summary: "The caller's phone, consent, per-kind text switches, time zone and suppression",
    security: bearer,
    responses: { 200: { description: 'Text settings', content: json(SmsSettingsSchema) }, ...errors(401) },
  }),
  startVerification: createRoute({
    ...at.startVerification,
    summary:
      'Text a 6-digit code to a US number (valid 10 minutes, 5 tries); the consent wording shown is stored once verified',
    security: bearer,
    request: { body: { content: json(StartVerificationBody), required: true } },
    responses: {
      202: { description: 'Code texted', content: json(VerificationSent) },
      ...errors(400, 401, 429),
    },
  }),
  verify: createRoute({
    ...at.verify,
    summary: 'Enter the texted code: the number is verified and the consent recorded',
    security: bearer,
    request: { body: { content: json(VerifyBody), required: true } },
    responses: {
      200: { description: 'Verified', content: json(SmsSettingsSchema) },
      ...errors(400, 401, 404, 410, 429),
    },
  }),
  update: createRoute({
    ...at.update,
    summary: 'Turn kinds of texts on or off, or set the time zone quiet hours use',
    security: bearer,
    request: { body: { content: json(UpdateSmsBody), required: true } },
    responses: {
      200: { description: 'Changed', content: json(SmsSettingsSchema) },
      ...errors(400, 401),
    },
  }),
  withdraw: createRoute({
    ...at.withdraw,
    summary: 'Withdraw text consent: the number is removed and nothing more is texted',
    security: bearer,
    responses: { 200: { description: 'Withdrawn', content: json(SmsSettingsSchema) }, ...errors(401) },
  }),
  outbox: createRoute({
    ...at.outbox,
    summary: 'Admin: every text the outbox holds (kept locally when no SMS provider is configured)',
    security: bearer,
    request: { query: SmsOutboxQuery },
    responses: { 200: { description: 'A page', content: json(SmsOutboxPage) }, ...errors(400, 401, 403) },
  }),
  deliveryStatus: createRoute({
    ...at.deliveryStatus,
    summary: "Provider webhook: a text's delivery status (X-Twilio-Signature required, 403 otherwise)",
    request: { body: { content: form, required: true } },
    responses: { 204: { description: 'Recorded' }, ...errors(400, 403) },
  }),
  inbound: createRoute({
    ...at.inbound,
    summary:
      'Provider webhook: a text from a user (STOP, HELP, START and natural wording); X-Twilio-Signature required',
    request: { body: { content: form, required: true } },
    responses: {
      200: {
        description: 'Empty TwiML (replies go through the outbox)',
        content: { 'text/xml': { schema: z.string() } },
      },
      ...errors(400, 403),
    },
  }),
};

/** The text-message routes' types (import type: the site and SDK take their shapes from here). */
export type SmsContract = typeof smsContract;
