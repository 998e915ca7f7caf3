// Helpers of the title and deal document tests: a title contact body, the officer's token from the outbox, a PDF.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

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
