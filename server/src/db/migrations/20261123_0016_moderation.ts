// Moderation: the audit log of every moderator decision, users' reports of listings and profiles, and the
// applications to become a moderator, and moderator raffles. One open report per reporter and target, one pending
// application per user.
import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  // The review queue: listings waiting for a moderator, oldest first.
  await db.schema
    .createIndex('properties_pending_review')
    .on('properties')
    .columns(['created_at', 'id'])
    .where(sql<boolean>`listing_status = 'pending_review' and archived_at is null`)
    .execute();
  await db.schema
    .createTable('moderation_actions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('actor_id', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('subject_user_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_actions_newest')
    .on('moderation_actions')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('moderation_actions_target')
    .on('moderation_actions')
    .columns(['target_type', 'target_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('content_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reporter_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('resolved_by', 'text', (col) => col.references('users.id'))
    .addColumn('resolution_note', 'text')
    .addColumn('resolved_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('content_reports_one_open')
    .on('content_reports')
    .columns(['reporter_id', 'target_type', 'target_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('content_reports_open_target')
    .on('content_reports')
    .columns(['status', 'target_type', 'target_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('moderator_applications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('why', 'text', (col) => col.notNull())
    .addColumn('experience', 'text', (col) => col.notNull())
    .addColumn('market_states', t.json, (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'text', (col) => col.references('users.id'))
    .addColumn('decided_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('moderator_applications_one_pending')
    .on('moderator_applications')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('moderator_applications_status')
    .on('moderator_applications')
    .columns(['status', 'created_at'])
    .execute();

  // Moderator raffles: the commitment (SHA-256 of the seed) is public from creation; the seed stays secret until
  // the draw, which freezes the tickets and names the winner.
  await db.schema
    .createTable('raffles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('prize', 'text', (col) => col.notNull())
    .addColumn('period_start', t.timestamp, (col) => col.notNull())
    .addColumn('period_end', t.timestamp, (col) => col.notNull())
    .addColumn('commitment', 'text', (col) => col.notNull())
    .addColumn('seed', 'text', (col) => col.notNull())
    .addColumn('raffle_tickets', t.json)
    .addColumn('winner_ticket', 'text')
    .addColumn('winner_user_id', 'text', (col) => col.references('users.id'))
    .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', t.timestamp, (col) => col.notNull())
    .addColumn('drawn_at', t.timestamp)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('raffles').execute();
  await db.schema.dropTable('moderator_applications').execute();
  await db.schema.dropTable('content_reports').execute();
  await db.schema.dropTable('moderation_actions').execute();
  await db.schema.dropIndex('properties_pending_review').execute();
}
