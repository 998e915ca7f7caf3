// The caller's own text settings (phone verification with a one-time code, consent, per-kind switches, time zone,
// withdrawal) and the admin's SMS outbox. A user only ever reads or changes their own row.
import { smsContract as routes } from '@dealloop/contract';
import { displayUsPhone, isTimeZone, SMS_LIMITS, SMS_TEXTS, smsTimeZone, toUsE164 } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { requireAuth, requireRole } from '../auth/auth-middleware';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { clientIp } from '../http/client-info';
import { createRouter } from '../http/router';
import { enqueueText } from './sms-outbox';
import { serializeOutboxText, serializeSmsSettings } from './sms-serializer';
import {
  codeHash,
  codesSentSince,
  countAttempt,
  ensureSettings,
  insertVerification,
  latestVerification,
  newCode,
  pendingVerification,
  recordVerifiedConsent,
  SWITCH_COLUMNS,
  settingsRow,
  withdrawConsent,
} from './sms-settings-repo';

const HOUR_MS = 60 * 60 * 1000;

/** The text settings and admin outbox routes, mounted at /api/v1. */
export function smsRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;

  async function settingsOf(userId: string, now = new Date()) {
    const [row, pending] = await Promise.all([settingsRow(db, userId), pendingVerification(db, userId, now)]);
    const suppression = row?.phone
      ? await db
          .selectFrom('sms_suppressions')
          .select('suppressed_at')
          .where('phone', '=', row.phone)
          .executeTakeFirst()
      : undefined;
    return serializeSmsSettings(row, pending, suppression);
  }

  return createRouter()
    .openapi(routes.settings, async (c) => {
      const { user } = requireAuth(c);
      return c.json(await settingsOf(user.id), 200);
    })
    .openapi(routes.startVerification, async (c) => {
      const { user } = requireAuth(c);
      const body = c.req.valid('json');
      const phone = toUsE164(body.phone);
      if (!phone) throw badRequest(SMS_TEXTS.invalidPhone, 'invalid_phone');
      const now = new Date();
      if ((await codesSentSince(db, user.id, new Date(now.getTime() - HOUR_MS))) >= SMS_LIMITS.codesPerHour) {
        throw new ApiError(429, 'too_many_codes', SMS_TEXTS.tooManyCodes, { 'Retry-After': '3600' });
      }
      const code = newCode();
      const ip = clientIp(c, config.trustProxy);
      const sent = await db.transaction().execute(async (trx) => {
        const settings = await ensureSettings(trx, user.id, now);
        const verification = await insertVerification(trx, {
          userId: user.id,
          phone,
          code,
          consentText: body.consentText,
          page: body.page,
          ip,
          now,
        });
        await enqueueText(trx, {
          userId: user.id,
          to: phone,
          kind: 'verification',
          body: SMS_TEXTS.verificationCode(code),
          idempotencyKey: `verify:${verification.id}`,
          timeZone: smsTimeZone(settings.time_zone, phone),
          now,
          publicUrl: config.publicUrl,
        });
        return verification;
      });
      return c.json(
        { sent: true as const, phone, phoneDisplay: displayUsPhone(phone), expiresAt: sent.expiresAt },
        202,
      );
    })
    .openapi(routes.verify, async (c) => {
      const { user } = requireAuth(c);
      const { code } = c.req.valid('json');
      const now = new Date();
      const latest = await latestVerification(db, user.id);
      if (!latest || latest.used_at) throw notFound(SMS_TEXTS.noPendingCode, 'no_pending_code');
      if (latest.expires_at <= now.toISOString())
        throw new ApiError(410, 'code_expired', SMS_TEXTS.codeExpired);
      if (Number(latest.attempts) >= SMS_LIMITS.codeAttempts) {
        throw new ApiError(429, 'too_many_attempts', SMS_TEXTS.tooManyAttempts);
      }
      const used = await countAttempt(db, latest.id);
      if (used === null) throw new ApiError(429, 'too_many_attempts', SMS_TEXTS.tooManyAttempts);
      if (codeHash(user.id, code) !== latest.code_hash) {
        const left = SMS_LIMITS.codeAttempts - used;
        if (left <= 0) throw new ApiError(429, 'too_many_attempts', SMS_TEXTS.tooManyAttempts);
        throw badRequest(SMS_TEXTS.invalidCode(left), 'invalid_code');
      }
      await db.transaction().execute((trx) => recordVerifiedConsent(trx, latest, now));
      return c.json(await settingsOf(user.id, now), 200);
    })
    .openapi(routes.update, async (c) => {
      const { user } = requireAuth(c);
      const body = c.req.valid('json');
      if (body.timeZone && !isTimeZone(body.timeZone))
        throw badRequest(SMS_TEXTS.invalidTimeZone, 'invalid_time_zone');
      const now = new Date();
      await ensureSettings(db, user.id, now);
      const changes: Record<string, number | string | null> = { updated_at: now.toISOString() };
      for (const [kind, column] of Object.entries(SWITCH_COLUMNS)) {
        const value = body.kinds?.[kind as keyof typeof SWITCH_COLUMNS];
        if (value !== undefined) changes[column] = value ? 1 : 0;
      }
      if (body.timeZone !== undefined) changes.time_zone = body.timeZone;
      await db.updateTable('sms_settings').set(changes).where('user_id', '=', user.id).execute();
      return c.json(await settingsOf(user.id, now), 200);
    })
    .openapi(routes.withdraw, async (c) => {
      const { user } = requireAuth(c);
      const now = new Date();
      await db.transaction().execute((trx) => withdrawConsent(trx, user.id, now));
      return c.json(await settingsOf(user.id, now), 200);
    })
    .openapi(routes.outbox, async (c) => {
      requireRole(c, 'admin');
      const { limit, offset, to } = c.req.valid('query');
      let query = db.selectFrom('sms_outbox');
      if (to) query = query.where('to_phone', '=', to);
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return c.json({ items: rows.map(serializeOutboxText), total: Number(total.n) }, 200);
    });
}
