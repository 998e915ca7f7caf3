// Crash safety: the real server killed with SIGKILL while clients write listings and offers; after each restart the
// database is sound and every write answered 2xx is there. Also that the checks themselves see a lost write, a
// broken foreign key and an offer without its alert. `pnpm crash-test` runs many more kills on both databases.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseReader } from '../scripts/crash-safety/crash-database';
import { runCrashCycles } from '../scripts/crash-safety/crash-run';
import { emptyLedger } from '../scripts/crash-safety/crash-writers';
import { integrityProblems, missingAcknowledged } from '../scripts/crash-safety/integrity-checks';
import { isoNow } from '../src/db/time';
import { dealFixtures } from './support/deal-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const dialect = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

describe('the crash checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pass on a sound database, then name a lost write, an orphaned row and an offer without its alert', async () => {
    const f = await dealFixtures(t);
    const seller = await t.signUp();
    const buyer = await t.signUp();
    const listing = await f.publishedListing(seller);
    const offer = await f.makeOffer(buyer, listing.id);
    const reader = databaseReader(dialect, t.config.databaseUrl);
    const ledger = emptyLedger();
    ledger.listings.set(listing.id, { ownerId: seller.user.id });
    ledger.published.add(listing.id);
    ledger.offers.set(offer.id, { propertyId: listing.id, buyerId: buyer.user.id, sellerId: seller.user.id });

    expect(await integrityProblems(reader)).toEqual([]);
    expect(await missingAcknowledged(reader, ledger)).toEqual([]);

    const lost = '00000000-0000-7000-8000-00000000dead';
    ledger.offers.set(lost, { propertyId: listing.id, buyerId: buyer.user.id, sellerId: seller.user.id });
    expect(await missingAcknowledged(reader, ledger)).toEqual([`offer ${lost} (answered 201) is missing`]);

    // A role of a user who does not exist, written with foreign keys switched off, and an offer's alert deleted.
    const orphan = { user_id: lost, role: 'moderator' as const, created_at: isoNow() };
    if (dialect === 'sqlite') {
      await sql`pragma foreign_keys = off`.execute(t.db);
      await t.db.insertInto('user_roles').values(orphan).execute();
      await sql`pragma foreign_keys = on`.execute(t.db);
    } else {
      await t.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await trx.insertInto('user_roles').values(orphan).execute();
      });
    }
    await t.db.deleteFrom('alerts').where('offer_id', '=', offer.id).execute();
    const problems = await integrityProblems(reader);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/foreign_key_check: a row of user_roles|foreign key .*user_roles/);
    expect(problems[1]).toMatch(/^every offer has its offerReceived alert .*: broken by 1/);
  });
});

describe('SIGKILL while writing', () => {
  it('leaves a sound database holding every acknowledged listing, publish and offer after each restart', async () => {
    const result = await runCrashCycles({ dialect, cycles: 3, killAfterMs: [200, 800] });
    expect(result.problems).toEqual([]);
    // Only "no answer" (the server was being killed or was down) and the expected 2xx: never an error answer.
    expect(result.unexpected).toEqual({});
    expect(result.listings).toBeGreaterThan(0);
    expect(result.published).toBeGreaterThan(0);
    expect(result.offers).toBeGreaterThan(0);
    expect(result.restartMs).toHaveLength(4);
  }, 120_000);
});
