// What a crash run checks after each restart: the database is sound (SQLite's integrity and foreign key checks;
// on Postgres every foreign key verified row by row), the rows the app relies on were written together (an offer's
// alert, a published listing's audit entry and alert, the alert id source ahead of every alert id), and every write
// the server acknowledged is there.
import type { CrashDatabase, Query } from './crash-database';
import type { Ledger } from './crash-writers';

type DatabaseReader = Pick<CrashDatabase, 'dialect' | 'read'>;

/** App rules that hold when each transaction was all or nothing; each query answers the rows that break it. */
const APP_RULES: { rule: string; sql: string }[] = [
  {
    rule: 'every offer has its offerReceived alert for the seller (same transaction)',
    sql: `select o.id from offers o where not exists (select 1 from alerts a
            where a.offer_id = o.id and a.kind = 'offerReceived' and a.user_id = o.seller_id)`,
  },
  {
    rule: "every offer's listing and parties exist",
    sql: `select o.id from offers o where not exists (select 1 from properties p where p.id = o.property_id)
            or not exists (select 1 from users u where u.id = o.buyer_id)
            or not exists (select 1 from users u where u.id = o.seller_id)`,
  },
  {
    rule: 'every listing has its owner',
    sql: 'select p.id from properties p where not exists (select 1 from users u where u.id = p.user_id)',
  },
  {
    rule: 'every published listing has its publish audit entry and its propertyPublished alert',
    sql: `select p.id from properties p where p.listing_status = 'published' and (
            not exists (select 1 from moderation_actions m
              where m.target_type = 'listing' and m.target_id = p.id and m.action = 'publish')
            or not exists (select 1 from alerts a where a.property_id = p.id and a.kind = 'propertyPublished'))`,
  },
];

/** Where alert ids come from (decision 0021): the counter row on SQLite, the `alert_ids` sequence on Postgres. */
const ALERT_ID_RULE = {
  rule: 'the alert id source is at or past every alert id (ids are never reused)',
  sqlite: `select c.value from change_counters c where c.name = 'alerts'
            and c.value < (select coalesce(max(a.id), 0) from alerts a)`,
  postgres: `select s.last_value from alert_ids s
            where s.last_value < (select coalesce(max(a.id), 0) from alerts a)`,
} as const;

/** Every foreign key of the public schema, with its columns in order. */
const POSTGRES_FOREIGN_KEYS = `
  select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
    array(select a.attname from unnest(c.conkey) with ordinality k(n, i)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i)::text[] as child_columns,
    array(select a.attname from unnest(c.confkey) with ordinality k(n, i)
      join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i)::text[] as parent_columns
  from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function postgresForeignKeyProblems(query: Query): Promise<string[]> {
  const keys = await query<{
    name: string;
    child: string;
    parent: string;
    child_columns: string[];
    parent_columns: string[];
  }>(POSTGRES_FOREIGN_KEYS);
  const problems: string[] = [];
  for (const key of keys) {
    const present = key.child_columns.map((column) => `c.${quoted(column)} is not null`).join(' and ');
    const matches = key.child_columns
      .map((column, i) => `p.${quoted(key.parent_columns[i]!)} = c.${quoted(column)}`)
      .join(' and ');
    const [row] = await query<{ orphans: number }>(
      `select count(*)::int as orphans from ${key.child} c
        where ${present} and not exists (select 1 from ${key.parent} p where ${matches})`,
    );
    if (row!.orphans) problems.push(`foreign key ${key.name}: ${row!.orphans} rows of ${key.child} orphaned`);
  }
  if (!keys.length) problems.push('no foreign keys found in the public schema');
  return problems;
}

/** Problems with the database's soundness and the app's rules; empty when all hold. */
export async function integrityProblems(database: DatabaseReader): Promise<string[]> {
  return database.read(async (query) => {
    const problems: string[] = [];
    if (database.dialect === 'sqlite') {
      const integrity = await query<{ integrity_check: string }>('pragma integrity_check');
      const verdict = integrity.map((row) => row.integrity_check).join('; ');
      if (verdict !== 'ok') problems.push(`integrity_check: ${verdict}`);
      const foreignKeys = await query<{ table: string; parent: string }>('pragma foreign_key_check');
      for (const row of foreignKeys.slice(0, 5)) {
        problems.push(`foreign_key_check: a row of ${row.table} points to a missing ${row.parent}`);
      }
    } else {
      problems.push(...(await postgresForeignKeyProblems(query)));
    }
    const { rule: idRule, [database.dialect]: idSql } = ALERT_ID_RULE;
    for (const { rule, sql } of [...APP_RULES, { rule: idRule, sql: idSql }]) {
      const broken = await query(sql);
      if (broken.length)
        problems.push(`${rule}: broken by ${broken.length} (e.g. ${JSON.stringify(broken[0])})`);
    }
    return problems;
  });
}

const CHUNK = 500;
function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/** Acknowledged writes missing (or not as acknowledged) from the database; empty when all are there. */
export async function missingAcknowledged(database: DatabaseReader, ledger: Ledger): Promise<string[]> {
  const listings = [...ledger.listings];
  const offers = [...ledger.offers];
  return database.read(async (query) => {
    const missing: string[] = [];
    for (const part of chunks(listings)) {
      const rows = await query<{ id: string; user_id: string; listing_status: string }>(
        `select id, user_id, listing_status from properties where id in (${part.map(() => '?').join(',')})`,
        part.map(([id]) => id),
      );
      const found = new Map(rows.map((row) => [row.id, row]));
      for (const [id, { ownerId }] of part) {
        const row = found.get(id);
        if (!row) missing.push(`listing ${id} (answered 201) is missing`);
        else if (row.user_id !== ownerId) missing.push(`listing ${id} has another owner`);
        else if (ledger.published.has(id) && row.listing_status !== 'published') {
          missing.push(`listing ${id} (publish answered 200) is ${row.listing_status}`);
        }
      }
    }
    for (const part of chunks(offers)) {
      const rows = await query<{ id: string; property_id: string; buyer_id: string }>(
        `select id, property_id, buyer_id from offers where id in (${part.map(() => '?').join(',')})`,
        part.map(([id]) => id),
      );
      const found = new Map(rows.map((row) => [row.id, row]));
      for (const [id, offer] of part) {
        const row = found.get(id);
        if (!row) missing.push(`offer ${id} (answered 201) is missing`);
        else if (row.property_id !== offer.propertyId || row.buyer_id !== offer.buyerId) {
          missing.push(`offer ${id} is on another listing or from another buyer`);
        }
      }
    }
    return missing;
  });
}
