// At most one live (pending or approved) contract per property, held by a partial unique index on both dialects.
import { type Kysely, sql } from 'kysely';

const LIVE = sql<boolean>`status in ('pending', 'approved')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // A property contracted twice before this index (the owner reactivated it under a live contract) keeps its
  // oldest live contract; the later ones are cancelled so the index can be built.
  await sql`
    update contracts set status = 'cancelled'
    where status in ('pending', 'approved')
      and exists (
        select 1 from contracts older
        where older.property_id = contracts.property_id
          and older.status in ('pending', 'approved')
          and (older.created_at < contracts.created_at
            or (older.created_at = contracts.created_at and older.id < contracts.id))
      )
  `.execute(db);
  await db.schema
    .createIndex('contracts_one_live_per_property')
    .on('contracts')
    .column('property_id')
    .unique()
    .where(LIVE)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contracts_one_live_per_property').execute();
}
