// Double opt-in of the public join page: a join waits as a request (off the list) and emails a link; opening the
// link and confirming puts the buyer on the list. Tokens are stored as SHA-256 only; one email per address and
// list per BUYERS_LIST_CONFIRM_RESEND_MINUTES.
import {
  BUYERS_LIST_CONFIRM_DAYS,
  BUYERS_LIST_CONFIRM_RESEND_MINUTES,
  BUYERS_LIST_TEXTS,
  type BuyerFields,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import { uuidv7 } from '../db/ids';
import type { Database } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { upsertBuyer } from './buyers-list-repo';

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = BUYERS_LIST_CONFIRM_DAYS * DAY_MS;
/** The least time between two confirmation emails to one address for one list. */
export const CONFIRM_RESEND_MS = BUYERS_LIST_CONFIRM_RESEND_MINUTES * 60 * 1000;

/** The page a confirmation email links to. */
export const confirmJoinUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/buyers-list/confirm?token=${encodeURIComponent(token)}`;

/**
 * Records a join as waiting for confirmation (the latest form's fields win) and, unless an email went to this
 * address for this list within the resend interval, queues one with a new link. Requests whose last join is
 * older than a link's life are cleared first (no live link names them). Answers whether an email was queued;
 * the caller tells the visitor the same either way.
 */
export async function requestJoin(
  trx: Db,
  options: { ownerId: string; ownerName: string; fields: BuyerFields; publicUrl: string; now?: Date },
): Promise<{ emailed: boolean }> {
  const { ownerId, fields } = options;
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  await trx
    .deleteFrom('buyers_list_join_requests')
    .where('updated_at', '<', new Date(now.getTime() - CONFIRM_TTL_MS).toISOString())
    .execute();
  const columns = {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    buyer_markets: JSON.stringify(fields.markets),
    min_price: fields.minPrice,
    max_price: fields.maxPrice,
    buyer_property_types: JSON.stringify(fields.propertyTypes),
    has_proof_of_funds: fields.proofOfFunds,
    consented_at: nowIso,
    updated_at: nowIso,
  };
  const request = await trx
    .insertInto('buyers_list_join_requests')
    .values({
      id: uuidv7(),
      owner_id: ownerId,
      email_key: fields.email.toLowerCase(),
      ...columns,
      last_sent_at: null,
      created_at: nowIso,
    })
    .onConflict((oc) => oc.columns(['owner_id', 'email_key']).doUpdateSet(columns))
    .returning('id')
    .executeTakeFirstOrThrow();
  // Claims the send: one statement, so two joins at once queue one email.
  const claimed = await trx
    .updateTable('buyers_list_join_requests')
    .set({ last_sent_at: nowIso })
    .where('id', '=', request.id)
    .where((eb) =>
      eb.or([
        eb('last_sent_at', 'is', null),
        eb('last_sent_at', '<=', new Date(now.getTime() - CONFIRM_RESEND_MS).toISOString()),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return { emailed: false };
  const token = newOpaqueToken();
  await trx
    .insertInto('buyers_list_join_tokens')
    .values({
      id: uuidv7(),
      owner_id: ownerId,
      request_id: request.id,
      token_hash: hashToken(token),
      created_at: nowIso,
      expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  const ownerName = options.ownerName.trim() || 'A DealLoop investor';
  await enqueueEmail(trx, {
    userId: null,
    to: fields.email,
    kind: 'buyers_list_confirm',
    subject: BUYERS_LIST_TEXTS.confirmEmailSubject(ownerName),
    text: BUYERS_LIST_TEXTS.confirmEmailText(ownerName, confirmJoinUrl(options.publicUrl, token)),
    secret: token,
  });
  return { emailed: true };
}

/** Where a confirmation link stands: waiting, already used, or expired. */
export type ConfirmationState = 'pending' | 'confirmed' | 'expired';

/** A link's list owner and state, or undefined for an unknown token. Changes nothing. */
export async function confirmationOfToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ ownerId: string; ownerName: string; state: ConfirmationState } | undefined> {
  const row = await db
    .selectFrom('buyers_list_join_tokens')
    .leftJoin('profiles', 'profiles.user_id', 'buyers_list_join_tokens.owner_id')
    .select([
      'buyers_list_join_tokens.owner_id',
      'buyers_list_join_tokens.request_id',
      'buyers_list_join_tokens.expires_at',
      'buyers_list_join_tokens.used_at',
      'profiles.full_name',
    ])
    .where('buyers_list_join_tokens.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const state: ConfirmationState = row.used_at
    ? 'confirmed'
    : row.request_id && row.expires_at > now.toISOString()
      ? 'pending'
      : 'expired';
  return { ownerId: row.owner_id, ownerName: row.full_name ?? '', state };
}

/** What confirming did. */
export type ConfirmOutcome =
  | { outcome: 'confirmed'; ownerId: string; created: boolean }
  | { outcome: 'already' | 'expired'; ownerId: string }
  | { outcome: 'unknown' };

/**
 * Confirms the join a link names: its request's fields go onto the owner's list (a buyer already there is
 * updated), the request is deleted and every link of it counts as used. Run it in a transaction.
 */
export async function confirmJoin(trx: Db, token: string, now = new Date()): Promise<ConfirmOutcome> {
  const nowIso = now.toISOString();
  // Uses the link in one statement: of two confirmations at once, one wins and the other finds it used.
  const used = await trx
    .updateTable('buyers_list_join_tokens')
    .set({ used_at: nowIso })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('request_id', 'is not', null)
    .where('expires_at', '>', nowIso)
    .returning(['owner_id', 'request_id'])
    .executeTakeFirst();
  if (!used?.request_id) {
    const found = await confirmationOfToken(trx, token, now);
    if (!found) return { outcome: 'unknown' };
    return { outcome: found.state === 'confirmed' ? 'already' : 'expired', ownerId: found.ownerId };
  }
  const request = await trx
    .selectFrom('buyers_list_join_requests')
    .selectAll()
    .where('id', '=', used.request_id)
    .executeTakeFirstOrThrow();
  const { created } = await upsertBuyer(
    trx,
    request.owner_id,
    {
      name: request.name,
      email: request.email,
      phone: request.phone,
      markets: request.buyer_markets,
      minPrice: request.min_price,
      maxPrice: request.max_price,
      propertyTypes: request.buyer_property_types as BuyerFields['propertyTypes'],
      proofOfFunds: request.has_proof_of_funds,
    },
    'join',
  );
  await trx
    .updateTable('buyers_list_join_tokens')
    .set({ used_at: nowIso })
    .where('request_id', '=', request.id)
    .where('used_at', 'is', null)
    .execute();
  await trx.deleteFrom('buyers_list_join_requests').where('id', '=', request.id).execute();
  return { outcome: 'confirmed', ownerId: request.owner_id, created };
}
