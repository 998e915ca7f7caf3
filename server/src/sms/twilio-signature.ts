// The provider's webhook signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth token, of the full
// public URL followed by every POST parameter sorted by name, each name then value.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature of a webhook to `url` with form `params`. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `signature` is the right one (compared in constant time); a missing signature is never right. */
export function twilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined | null,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
