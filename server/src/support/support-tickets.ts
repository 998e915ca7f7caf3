// Support tickets: opening one (checked by core's rule, with its confirmation email in the same transaction),
// who may read one (the requester, the holder of its emailed access key, admins), admins' answers (emailed) and
// closing. Emails go through the outbox as kind `support`.
import {
  SUPPORT_TEXTS,
  type SupportCategory,
  type SupportTicketInput,
  type SupportTicketStatus,
  supportAnswerProblem,
  supportTicketPath,
  supportTicketProblem,
} from '@dealloop/core';
import type { Kysely } from 'kysely';
import { hashToken, newOpaqueToken } from '../auth/opaque-tokens';
import type { SupportTicket } from '../db/billing-support-schema';
import { uuidv7 } from '../db/ids';
import { beyondCursor, decodeCursor, pageOf } from '../db/keyset-cursor';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { badRequest, conflict, notFound } from '../http/api-error';
import { enqueueEmail } from '../mail/outbox';

type Db = Kysely<Database>;

/** The most tickets a requester's list, or one page of the admins' list, answers. */
export const TICKET_LIST_LIMIT = 100;

/** Who asks: a signed-in user (with whether they are an admin) or nobody. */
export interface TicketViewer {
  userId: string | null;
  email: string | null;
  isAdmin: boolean;
}

/** A ticket as the API answers it. */
export interface TicketView {
  id: string;
  requesterId: string | null;
  email: string;
  name: string | null;
  subject: string;
  category: SupportCategory;
  message: string;
  status: SupportTicketStatus;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The API view of a row (never its access key hash or the answering admin). */
export const ticketView = (row: SupportTicket): TicketView => ({
  id: row.id,
  requesterId: row.user_id,
  email: row.email,
  name: row.name,
  subject: row.subject,
  category: row.category,
  message: row.message,
  status: row.status,
  answer: row.answer,
  answeredAt: row.answered_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const NOT_FOUND = () => notFound(SUPPORT_TEXTS.ticketNotFound);

/**
 * Opens a ticket and queues its confirmation email, in one transaction. A signed-in requester's address is their
 * account's; a signed-out one gives an email and gets the access key (in the answer and the email's link).
 */
export async function openTicket(
  db: Db,
  publicUrl: string,
  viewer: TicketViewer,
  input: SupportTicketInput,
): Promise<{ ticket: TicketView; accessKey: string | null }> {
  const signedIn = viewer.userId !== null;
  const problem = supportTicketProblem(input, signedIn);
  if (problem) throw badRequest(problem);
  const key = newOpaqueToken();
  const now = isoNow();
  const row: SupportTicket = {
    id: uuidv7(),
    user_id: viewer.userId,
    email: signedIn ? (viewer.email as string) : (input.email ?? '').trim(),
    name: input.name?.trim() || null,
    subject: input.subject.trim(),
    category: input.category as SupportCategory,
    message: input.message.trim(),
    status: 'open',
    access_key_hash: hashToken(key),
    answer: null,
    answered_by: null,
    answered_at: null,
    created_at: now,
    updated_at: now,
  };
  const accessKey = signedIn ? null : key;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('support_tickets').values(row).execute();
    await enqueueEmail(trx, {
      userId: row.user_id,
      to: row.email,
      kind: 'support',
      subject: SUPPORT_TEXTS.confirmationSubject(row.subject),
      text: SUPPORT_TEXTS.confirmationText(
        row.subject,
        publicUrl + supportTicketPath(row.id, accessKey ?? undefined),
      ),
      dedupeKey: `support-ticket:${row.id}:opened`,
      ...(accessKey ? { secret: accessKey } : {}),
    });
  });
  return { ticket: ticketView(row), accessKey };
}

/** Whether the viewer (or the holder of `key`) may read the ticket. */
function mayRead(row: SupportTicket, viewer: TicketViewer, key: string | undefined): boolean {
  if (viewer.isAdmin) return true;
  if (viewer.userId !== null && row.user_id === viewer.userId) return true;
  return key !== undefined && key !== '' && hashToken(key) === row.access_key_hash;
}

/** One ticket for its requester, its key holder or an admin; 404 for anyone else (its existence stays hidden). */
export async function readTicket(
  db: Db,
  viewer: TicketViewer,
  id: string,
  key?: string,
): Promise<TicketView> {
  const row = await db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !mayRead(row, viewer, key)) throw NOT_FOUND();
  return ticketView(row);
}

/** The user's own tickets, newest first. */
export async function ticketsOf(db: Db, userId: string): Promise<TicketView[]> {
  const rows = await db
    .selectFrom('support_tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(TICKET_LIST_LIMIT)
    .execute();
  return rows.map(ticketView);
}

/**
 * One page of every ticket (or those of one status) for admins, open ones oldest first, others newest first, after
 * `cursor`; with the cursor of the next page (null on the last).
 */
export async function allTickets(
  db: Db,
  { status, cursor }: { status?: SupportTicketStatus | undefined; cursor?: string | undefined },
): Promise<{ items: TicketView[]; nextCursor: string | null }> {
  let query = db.selectFrom('support_tickets').selectAll();
  if (status) query = query.where('status', '=', status);
  const order = status === 'open' ? 'asc' : 'desc';
  if (cursor) {
    const after = decodeCursor(cursor, 'timestamp');
    query = query.where((eb) => beyondCursor(eb, ['created_at', 'id'], after, order));
  }
  const rows = await query
    .orderBy('created_at', order)
    .orderBy('id', order)
    .limit(TICKET_LIST_LIMIT + 1)
    .execute();
  const { page, nextCursor } = pageOf(rows, TICKET_LIST_LIMIT, (row) => ({
    value: row.created_at,
    id: row.id,
  }));
  return { items: page.map(ticketView), nextCursor };
}

/** An admin answers (or answers again) a ticket not closed; the requester is emailed the answer. */
export async function answerTicket(
  db: Db,
  publicUrl: string,
  adminId: string,
  id: string,
  answer: string,
): Promise<TicketView> {
  const problem = supportAnswerProblem(answer);
  if (problem) throw badRequest(problem);
  return db.transaction().execute(async (trx) => {
    const now = isoNow();
    const row = await trx
      .updateTable('support_tickets')
      .set({
        answer: answer.trim(),
        status: 'answered',
        answered_by: adminId,
        answered_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '!=', 'closed')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('support_tickets')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      throw exists ? conflict(SUPPORT_TEXTS.alreadyClosed, 'ticket_closed') : NOT_FOUND();
    }
    await enqueueEmail(trx, {
      userId: row.user_id,
      to: row.email,
      kind: 'support',
      subject: SUPPORT_TEXTS.answerSubject(row.subject),
      // A signed-out requester's key is stored hashed only: their confirmation email's link shows the answer.
      text: SUPPORT_TEXTS.answerText(
        row.answer as string,
        publicUrl + (row.user_id ? supportTicketPath(row.id) : '/support'),
      ),
    });
    return ticketView(row);
  });
}

/** The requester (or key holder) or an admin closes a ticket; 409 when it is closed already. */
export async function closeTicket(
  db: Db,
  viewer: TicketViewer,
  id: string,
  key?: string,
): Promise<TicketView> {
  const row = await db.selectFrom('support_tickets').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !mayRead(row, viewer, key)) throw NOT_FOUND();
  const now = isoNow();
  const closed = await db
    .updateTable('support_tickets')
    .set({ status: 'closed', updated_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'closed')
    .returningAll()
    .executeTakeFirst();
  if (!closed) throw conflict(SUPPORT_TEXTS.alreadyClosed, 'ticket_closed');
  return ticketView(closed);
}
