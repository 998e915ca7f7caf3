// Double opt-in for the buyers list join page (issue 19): a join waits here, off the list, until the buyer opens
// the emailed link; each link sent is a row of its own, stored only as the SHA-256 of its token.
import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('buyers_list_join_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The fields of the latest form sent for this owner and address (lower-cased in email_key).
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('buyer_markets', t.json, (col) => col.notNull())
    .addColumn('min_price', 'integer')
    .addColumn('max_price', 'integer')
    .addColumn('buyer_property_types', t.json, (col) => col.notNull())
    .addColumn('has_proof_of_funds', t.boolean, (col) => col.notNull())
    .addColumn('consented_at', t.timestamp, (col) => col.notNull())
    // When the latest confirmation email was queued: the resend throttle.
    .addColumn('last_sent_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('updated_at', t.timestamp, (col) => col.notNull())
    .addUniqueConstraint('buyers_list_join_requests_owner_email', ['owner_id', 'email_key'])
    .execute();
  await db.schema
    .createIndex('buyers_list_join_requests_updated_at')
    .on('buyers_list_join_requests')
    .column('updated_at')
    .execute();

  await db.schema
    .createTable('buyers_list_join_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Null once the request is confirmed (its fields are on the list) or expired and cleared.
    .addColumn('request_id', 'text', (col) =>
      col.references('buyers_list_join_requests.id').onDelete('set null'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('expires_at', t.timestamp, (col) => col.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('buyers_list_join_tokens_request_id')
    .on('buyers_list_join_tokens')
    .column('request_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('buyers_list_join_tokens').execute();
  await db.schema.dropTable('buyers_list_join_requests').execute();
}
