// Helpers of the title and deal document tests: a title contact body, the officer's token from the outbox, a PDF.
import type { Kysely } from 'kysely';
import { moveDeal } from '../../src/closing/closing-moves';
import type { Database } from '../../src/db/schema';
import type { AuthorizationWorld } from './authorization-fixtures';

/** A valid title contact; `overrides` replace fields. */
export const titleContactBody = (overrides: Record<string, unknown> = {}) => ({
  officerName: 'Tia Title',
  company: 'Lone Star Title',
  email: `tia-${Math.random().toString(36).slice(2, 8)}@title.test`,
  phone: '(214) 555-0142',
  notes: 'Please open title this week.',
  ...overrides,
});

/** The token of the latest title link emailed to `address` (kept in the outbox row's secret until sent). */
export async function titleTokenSentTo(db: Kysely<Database>, address: string): Promise<string> {
  const row = await db
    .selectFrom('email_outbox')
    .select(['secret', 'text_body'])
    .where('to_address', '=', address)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  if (!row.secret || !row.text_body.includes(`/title/${row.secret}`))
    throw new Error('no title link emailed');
  return row.secret;
}

/** A plain one-page PDF. */
export const plainPdf = () =>
  new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A multipart body of a deal document upload. */
export function documentForm(
  bytes: Uint8Array,
  name = 'Purchase agreement.pdf',
  kind = 'purchase_agreement',
) {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  body.append('kind', kind);
  return body;
}

/**
 * A new contract of the world's owner (seller) with a title contact, answering the officer's token; with
 * `clearToClose` the contract is approved and moved to clear to close (the officer may then set the date).
 */
export async function titleTokenOfNewDeal(w: AuthorizationWorld, options: { clearToClose?: boolean } = {}) {
  const { id } = await w.newContract();
  if (options.clearToClose) {
    await w.post(w.owner, `/api/v1/contracts/${id}/actions`, { action: 'seller_approve' }, 200);
    await w.post(w.admin, `/api/v1/contracts/${id}/actions`, { action: 'approve' }, 200);
    const seller = { kind: 'seller' as const, userId: w.owner.user.id };
    await moveDeal(w.t.deps, id, seller, { to: 'earnest_money_received' });
    await moveDeal(w.t.deps, id, seller, { to: 'title_opened' });
    await moveDeal(w.t.deps, id, seller, { to: 'clear_to_close' });
  }
  const body = titleContactBody();
  const res = await w.t.call('PUT', `/api/v1/contracts/${id}/title-contact`, {
    token: w.owner.accessToken,
    json: body,
  });
  if (res.status !== 200) throw new Error(res.text);
  return titleTokenSentTo(w.t.db, body.email);
}
