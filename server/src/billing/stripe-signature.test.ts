// The Stripe-Signature check: HMAC of `t.payload`, any of several v1 values, the 5-minute tolerance both ways.
import { describe, expect, it } from 'vitest';
import { signStripePayload, verifyStripeSignature } from './stripe-signature';

const payload = '{"id":"evt_1","type":"invoice.paid"}';
const secret = 'whsec_abc';
const t0 = 1_800_000_000;

describe('verifyStripeSignature', () => {
  it('accepts a signature of the payload made with the secret, within the tolerance', () => {
    const header = signStripePayload(payload, secret, t0);
    expect(verifyStripeSignature(payload, header, secret, t0)).toEqual({ ok: true });
    expect(verifyStripeSignature(payload, header, secret, t0 + 300)).toEqual({ ok: true });
    expect(verifyStripeSignature(payload, header, secret, t0 - 300)).toEqual({ ok: true });
  });

  it('refuses an old or future timestamp', () => {
    const header = signStripePayload(payload, secret, t0);
    expect(verifyStripeSignature(payload, header, secret, t0 + 301)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyStripeSignature(payload, header, secret, t0 - 301)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses another secret, another payload or a moved timestamp', () => {
    const header = signStripePayload(payload, secret, t0);
    expect(verifyStripeSignature(payload, header, 'whsec_other', t0)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyStripeSignature(`${payload} `, header, secret, t0)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    const moved = header.replace(`t=${t0}`, `t=${t0 + 1}`);
    expect(verifyStripeSignature(payload, moved, secret, t0)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('accepts any matching v1 among several (a secret being rolled) and ignores other schemes', () => {
    const good = signStripePayload(payload, secret, t0).split(',')[1];
    const header = `t=${t0},v0=${'0'.repeat(64)},v1=${'a'.repeat(64)},${good}`;
    expect(verifyStripeSignature(payload, header, secret, t0)).toEqual({ ok: true });
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyStripeSignature(payload, undefined, secret, t0)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyStripeSignature(payload, 'garbage', secret, t0)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyStripeSignature(payload, `t=${t0},v1=xyz`, secret, t0)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
