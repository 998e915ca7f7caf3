// Backup offers (issue 27): offers may take the status `backup` and carry their rank (1 is next in line), unique
// among a listing's backups. SQLite cannot change a CHECK constraint in place, so it rebuilds `offers` the way
// SQLite documents (foreign keys off, copy, drop, rename, indexes back, foreign keys checked and on again).
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../is-postgres';

const STATUSES = `'pending', 'countered', 'accepted', 'rejected', 'withdrawn', 'expired', 'declined'`;
const WITH_BACKUP = `${STATUSES}, 'backup'`;
const COLUMNS =
  'id, property_id, buyer_id, seller_id, amount, earnest_money, closing_date, financing_type, message, ' +
  'proof_upload_id, status, counter_amount, counter_message, expires_at, created_at, updated_at';

/** The indexes `offers` has (migrations 0009 and 0017), rebuilt after SQLite's table rebuild. */
async function createOfferIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('offers_one_open_per_buyer')
    .on('offers')
    .columns(['property_id', 'buyer_id'])
    .unique()
    .where(sql<boolean>`status in ('pending', 'countered')`)
    .execute();
  await db.schema.createIndex('offers_property').on('offers').columns(['property_id', 'status']).execute();
  await db.schema.createIndex('offers_buyer').on('offers').columns(['buyer_id', 'created_at']).execute();
  await db.schema.createIndex('offers_seller').on('offers').columns(['seller_id', 'created_at']).execute();
  await db.schema.createIndex('offers_open_expiry').on('offers').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('offers_created').on('offers').column('created_at').execute();
}

/** Rebuilds SQLite's `offers` with these statuses, with or without the backup_rank column. */
async function rebuildSqliteOffers(db: Kysely<unknown>, statuses: string, withRank: boolean): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql
      .raw(`
      create table offers_rebuilt (
        id text primary key,
        property_id text not null references properties(id) on delete cascade,
        buyer_id text not null references users(id) on delete cascade,
        seller_id text not null references users(id) on delete cascade,
        amount integer not null check (amount > 0),
        earnest_money integer not null check (earnest_money > 0),
        closing_date text not null,
        financing_type text not null
          check (financing_type in ('cash', 'hard_money', 'private_money', 'conventional', 'other')),
        message text,
        proof_upload_id text references uploads(id) on delete set null,
        status text not null check (status in (${statuses})),
        counter_amount integer check (counter_amount > 0),
        counter_message text,
        expires_at text not null,
        created_at text not null,
        updated_at text not null,
        ${withRank ? 'backup_rank integer check (backup_rank > 0),' : ''}
        constraint offers_earnest_within_amount check (earnest_money <= amount)
      )`)
      .execute(db);
    await sql.raw(`insert into offers_rebuilt (${COLUMNS}) select ${COLUMNS} from offers`).execute(db);
    await sql`drop table offers`.execute(db);
    await sql`alter table offers_rebuilt rename to offers`.execute(db);
    await createOfferIndexes(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length) throw new Error('offers rebuild broke a foreign key');
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table offers drop constraint offers_status_check`.execute(db);
    await sql
      .raw(`alter table offers add constraint offers_status_check check (status in (${WITH_BACKUP}))`)
      .execute(db);
    await sql`alter table offers add column backup_rank integer check (backup_rank > 0)`.execute(db);
  } else {
    await rebuildSqliteOffers(db, WITH_BACKUP, true);
  }
  // A listing's backups have one rank each; a backup has a rank (others may keep an old one: it means nothing).
  await db.schema
    .createIndex('offers_one_backup_per_rank')
    .on('offers')
    .columns(['property_id', 'backup_rank'])
    .unique()
    .where(sql<boolean>`status = 'backup'`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update offers set status = 'declined' where status = 'backup'`.execute(db);
  await db.schema.dropIndex('offers_one_backup_per_rank').execute();
  if (isPostgres(db)) {
    await sql`alter table offers drop column backup_rank`.execute(db);
    await sql`alter table offers drop constraint offers_status_check`.execute(db);
    await sql
      .raw(`alter table offers add constraint offers_status_check check (status in (${STATUSES}))`)
      .execute(db);
  } else {
    await rebuildSqliteOffers(db, STATUSES, false);
  }
}
