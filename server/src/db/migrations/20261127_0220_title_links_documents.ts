// Title and escrow (issue 27): a contract's title company contact, the title officer's signed links (only the
// SHA-256 of each token is kept; a new contact revokes the old link), every use of a link, and the deal documents
// the parties upload (PDFs in a private bucket).
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('title_contacts')
    .addColumn('contract_id', 'text', (col) =>
      col.primaryKey().references('contracts.id').onDelete('cascade'),
    )
    .addColumn('officer_name', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('updated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('title_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('contract_id', 'text', (col) => col.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('officer_email', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema.createIndex('title_links_contract_id').on('title_links').column('contract_id').execute();

  await db.schema
    .createTable('title_link_uses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('link_id', 'text', (col) => col.notNull().references('title_links.id').onDelete('cascade'))
    // view, confirm_earnest or set_closing_date; outcome: ok or why it was refused.
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('title_link_uses_link_id').on('title_link_uses').column('link_id').execute();

  await db.schema
    .createTable('deal_documents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('contract_id', 'text', (col) => col.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('uploaded_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('object_name', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('deal_documents_contract_id')
    .on('deal_documents')
    .column('contract_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deal_documents').execute();
  await db.schema.dropTable('title_link_uses').execute();
  await db.schema.dropTable('title_links').execute();
  await db.schema.dropTable('title_contacts').execute();
}
