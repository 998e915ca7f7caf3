// Alerts in the database: write those a transaction raised (at its end, in per-user id order), read a user's
// latest, replay what a stream missed, and mark them read. Plain functions over db or a transaction.
import {
  ALERTS,
  type AlertText,
  alertLink,
  type DealAlertKind,
  type DealParty,
  dealAlertText,
  type GeneralAlertKind,
  messageWithReason,
  NOTIFICATION_LIMIT,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { Alert, Database } from '../db/schema';
import { isoNow } from '../db/time';
import { lockAlertOrder, takeAlertIds } from './alert-ids';

/** Whom an alert goes to and what it is about. */
interface AlertTarget {
  userId: string;
  propertyId?: string | null;
  offerId?: string | null;
  contractId?: string | null;
}

/**
 * What a change says about whom when it raises an alert; texts and link come from core: ALERTS for a general
 * kind, DEAL_ALERTS for a deal step (by the recipient's party, naming the property).
 */
export type AlertInput = AlertTarget &
  (
    | {
        kind: GeneralAlertKind;
        /** A moderator's reason, appended to the message ("... Reason: photos missing"). */
        reason?: string | null;
      }
    | {
        kind: DealAlertKind;
        party: DealParty;
        propertyTitle: string;
        /** A backup offer's rank, for the texts that name it. */
        rank?: number;
        /** Why a deal was cancelled, appended to the message. */
        reason?: string | null;
      }
  );

/** The title, message and tone of an alert. */
function alertText(input: AlertInput): AlertText {
  if (!('party' in input)) {
    const text = ALERTS[input.kind];
    return { ...text, message: messageWithReason(text.message, input.reason) };
  }
  const text = dealAlertText(input.kind, input.party, input.propertyTitle, input.rank, input.reason);
  if (!text) throw new Error(`The ${input.party} gets no ${input.kind} alert.`);
  return text;
}

/** An alert raised in a transaction and not written yet: everything but its id. */
export type PendingAlert = Omit<Alert, 'id'>;

/** The alert `input` raises, now (its text from core); throws when the recipient's party gets no such alert. */
export function pendingAlert(input: AlertInput): PendingAlert {
  const text = alertText(input);
  return {
    user_id: input.userId,
    kind: input.kind,
    tone: text.tone,
    title: text.title,
    message: text.message,
    link: alertLink(input.kind, input.propertyId),
    property_id: input.propertyId ?? null,
    offer_id: input.offerId ?? null,
    contract_id: input.contractId ?? null,
    read: false,
    created_at: isoNow(),
  };
}

/**
 * Writes the alerts a transaction raised, in the order raised. Call it at the end of that transaction, after the
 * change's own writes: it locks the recipients' alert order, then takes the ids (`alert-ids.ts`), so those locks
 * are held only from here to the commit.
 */
export async function recordAlerts(
  trx: Kysely<Database>,
  pending: readonly PendingAlert[],
): Promise<Alert[]> {
  if (!pending.length) return [];
  await lockAlertOrder(
    trx,
    pending.map((alert) => alert.user_id),
  );
  const ids = await takeAlertIds(trx, pending.length);
  const alerts = pending.map((alert, i): Alert => ({ id: ids[i]!, ...alert }));
  await trx.insertInto('alerts').values(alerts).execute();
  return alerts;
}

/** The user's latest alerts, newest first (the bell shows NOTIFICATION_LIMIT). */
export function latestAlerts(
  db: Kysely<Database>,
  userId: string,
  limit = NOTIFICATION_LIMIT,
): Promise<Alert[]> {
  return db
    .selectFrom('alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** How many of the user's alerts are unread. */
export async function unreadAlertCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The user's alerts with ids above `afterId`, oldest first: what a reconnecting stream missed. */
export function alertsAfter(
  db: Kysely<Database>,
  userId: string,
  afterId: number,
  limit: number,
): Promise<Alert[]> {
  return db
    .selectFrom('alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** One alert of the user, or undefined when it is not theirs. */
export function findUserAlert(db: Kysely<Database>, userId: string, id: number): Promise<Alert | undefined> {
  return db
    .selectFrom('alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks one of the user's alerts read; answers it, or undefined when it is not theirs. */
export async function markAlertRead(
  db: Kysely<Database>,
  userId: string,
  id: number,
): Promise<Alert | undefined> {
  await db
    .updateTable('alerts')
    .set({ read: true })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
  return findUserAlert(db, userId, id);
}

/** Marks every unread alert of the user read; answers how many changed. */
export async function markAllAlertsRead(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db
    .updateTable('alerts')
    .set({ read: true })
    .where('user_id', '=', userId)
    .where('read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
