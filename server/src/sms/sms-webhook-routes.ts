// The provider's webhooks: delivery status callbacks and inbound texts. Each must carry the provider's signature
// (X-Twilio-Signature over the full public URL and the sorted form fields); a bad or missing one is refused with
// 403 before anything is read or changed. With no provider configured there is no key, so every call is refused.
import { smsContract as routes } from '@dealloop/contract';
import { SMS_TEXTS, toUsE164 } from '@dealloop/core';
import type { Context } from 'hono';
import type { AppDeps } from '../app-env';
import { badRequest, forbidden } from '../http/api-error';
import { createRouter } from '../http/router';
import { handleInboundText, recordDeliveryStatus } from './sms-inbound';
import { twilioSignatureValid } from './twilio-signature';

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** The provider webhook routes, mounted at /api/v1. */
export function smsWebhookRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;

  function verified(c: Context, params: Record<string, string>): void {
    const token = config.sms?.authToken;
    const url = `${config.publicUrl}${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
    if (!token || !twilioSignatureValid(token, url, params, c.req.header('x-twilio-signature'))) {
      throw forbidden(SMS_TEXTS.badSignature, 'bad_signature');
    }
  }

  return createRouter()
    .openapi(routes.deliveryStatus, async (c) => {
      const params = c.req.valid('form');
      verified(c, params);
      const messageSid = params.MessageSid ?? params.SmsSid;
      const status = params.MessageStatus ?? params.SmsStatus;
      if (!messageSid || !status) throw badRequest('MessageSid and MessageStatus are required.');
      await recordDeliveryStatus(db, { messageSid, status, errorCode: params.ErrorCode ?? null }, new Date());
      return c.body(null, 204);
    })
    .openapi(routes.inbound, async (c) => {
      const params = c.req.valid('form');
      verified(c, params);
      const from = toUsE164(params.From ?? '');
      if (!from || params.Body === undefined || !params.MessageSid) {
        throw badRequest('From, Body and MessageSid are required.');
      }
      await handleInboundText(
        db,
        { from, body: params.Body, messageSid: params.MessageSid },
        { now: new Date(), publicUrl: config.publicUrl },
      );
      return c.body(EMPTY_TWIML, 200, { 'content-type': 'text/xml; charset=utf-8' });
    });
}
