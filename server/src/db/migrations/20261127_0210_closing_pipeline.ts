// The closing pipeline (issue 27): each contract's stage, when it last moved and its earnest money deadline; each
// listing's earnest money terms; every move recorded (the deal's audit trail); one row per deadline notice sent.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('contracts')
    .addColumn('closing_stage', 'text', (col) => col.notNull().defaultTo('contract_signed'))
    .execute();
  await db.schema.alterTable('contracts').addColumn('closing_stage_at', t.timestamp).execute();
  await db.schema.alterTable('contracts').addColumn('earnest_due_at', t.timestamp).execute();
  await db.schema.alterTable('contracts').addColumn('earnest_window_hours', 'integer').execute();
  // Contracts made before the pipeline: completed ones are closed, cancelled ones cancelled, live ones signed
  // (no deadline runs for them; the seller or an admin may start one).
  await sql`update contracts set closing_stage = 'closed' where status = 'completed'`.execute(db);
  await sql`update contracts set closing_stage = 'cancelled' where status = 'cancelled'`.execute(db);
  await sql`update contracts set closing_stage_at = updated_at`.execute(db);
  await db.schema
    .createIndex('contracts_earnest_due')
    .on('contracts')
    .columns(['closing_stage', 'earnest_due_at'])
    .execute();

  await db.schema.alterTable('properties').addColumn('earnest_amount', 'integer').execute();
  await db.schema.alterTable('properties').addColumn('earnest_window_hours', 'integer').execute();

  await db.schema
    .createTable('closing_moves')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('contract_id', 'text', (col) => col.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('from_stage', 'text', (col) => col.notNull())
    .addColumn('to_stage', 'text', (col) => col.notNull())
    // seller, buyer, admin, title or system; the user is null for the title officer's link and the system.
    .addColumn('actor_kind', 'text', (col) => col.notNull())
    .addColumn('actor_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('closing_date', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('closing_moves_contract')
    .on('closing_moves')
    .columns(['contract_id', 'created_at'])
    .execute();

  // One row per deadline notice of a contract (earnest_24h, earnest_2h, earnest_late): the key makes each once.
  await db.schema
    .createTable('closing_notices')
    .addColumn('contract_id', 'text', (col) => col.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('closing_notices_pk', ['contract_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('closing_notices').execute();
  await db.schema.dropTable('closing_moves').execute();
  await db.schema.alterTable('properties').dropColumn('earnest_window_hours').execute();
  await db.schema.alterTable('properties').dropColumn('earnest_amount').execute();
  await db.schema.dropIndex('contracts_earnest_due').execute();
  await db.schema.alterTable('contracts').dropColumn('earnest_window_hours').execute();
  await db.schema.alterTable('contracts').dropColumn('earnest_due_at').execute();
  await db.schema.alterTable('contracts').dropColumn('closing_stage_at').execute();
  await db.schema.alterTable('contracts').dropColumn('closing_stage').execute();
}
