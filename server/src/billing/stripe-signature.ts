// Checks the Stripe-Signature header of a webhook: HMAC-SHA256 of `{t}.{payload}` with the endpoint's secret,
// compared in constant time with each v1 signature, and the timestamp within the tolerance (replays of old
// deliveries fail).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance: five minutes either side of now. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Why a signature was refused, or ok. */
export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'expired' };

/** The header value Stripe would send for this payload at `timestamp` (seconds); tests sign with it. */
export function signStripePayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Verifies a webhook delivery's raw body against its Stripe-Signature header. */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
  toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest();
  // Compare with every v1 (Stripe sends several while a secret is being rolled), never stopping early.
  let matched = false;
  for (const signature of signatures) {
    if (signature.length === expected.length && timingSafeEqual(signature, expected)) matched = true;
  }
  if (!matched) return { ok: false, reason: 'mismatch' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, reason: 'expired' };
  return { ok: true };
}
