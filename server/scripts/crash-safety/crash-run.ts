// One crash run on one database: the real server as a child process, writers posting listings and offers, and
// SIGKILL at random moments, again and again; after each restart the integrity checks and every acknowledged write.
// Shared by `pnpm crash-test` (server/scripts/crash-test.ts) and server/test/crash-safety.test.ts.
import { type CrashDialect, createCrashDatabase } from './crash-database';
import { freePort, serverProcess } from './crash-server';
import { type Account, emptyLedger, getJson, type Ledger, signUp, startWriters } from './crash-writers';
import { integrityProblems, missingAcknowledged } from './integrity-checks';

export interface CrashRunOptions {
  dialect: CrashDialect;
  cycles: number;
  /** A kill comes at a random moment between these many milliseconds after the server answered health. */
  killAfterMs?: readonly [number, number];
  sellers?: number;
  buyers?: number;
  /** Progress lines (one per cycle). */
  log?: (line: string) => void;
}

export interface CrashRunResult {
  dialect: CrashDialect;
  cycles: number;
  listings: number;
  published: number;
  offers: number;
  unanswered: number;
  /** Answers that were neither the expected 2xx nor no answer, by status and error code. */
  unexpected: Record<string, number>;
  /** Integrity problems and missing acknowledged writes, each prefixed with the cycle that found it. */
  problems: string[];
  restartMs: number[];
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const API_SAMPLE = 5;

function sample<T>(items: T[], count: number): T[] {
  const picked: T[] = [];
  for (let i = 0; i < count && items.length; i += 1) {
    picked.push(items[Math.floor(Math.random() * items.length)]!);
  }
  return picked;
}

/** A few acknowledged writes read back through the API, as their owners (the database check covers all). */
async function apiReadBackProblems(url: string, ledger: Ledger, tokens: Map<string, string>) {
  const problems: string[] = [];
  for (const [id, offer] of sample([...ledger.offers], API_SAMPLE)) {
    const answer = await getJson(`${url}/api/v1/offers/${id}`, tokens.get(offer.buyerId)!);
    if (answer?.status !== 200 || answer.data?.id !== id) {
      problems.push(`GET /offers/${id} answered ${answer?.status ?? 'nothing'}`);
    }
  }
  for (const [id, listing] of sample([...ledger.listings], API_SAMPLE)) {
    const answer = await getJson(`${url}/api/v1/properties/${id}`, tokens.get(listing.ownerId)!);
    if (answer?.status !== 200 || answer.data?.id !== id) {
      problems.push(`GET /properties/${id} answered ${answer?.status ?? 'nothing'}`);
    }
  }
  return problems;
}

/** Runs the cycles and answers what was written, what was lost and what broke. */
export async function runCrashCycles(options: CrashRunOptions): Promise<CrashRunResult> {
  const started = performance.now();
  const [killMin, killMax] = options.killAfterMs ?? [300, 1500];
  const log = options.log ?? (() => {});
  const database = await createCrashDatabase(options.dialect);
  const server = serverProcess(await freePort(), { DATA_DIR: database.dataDir, DATABASE_URL: database.url });
  const ledger = emptyLedger();
  const problems: string[] = [];
  const restartMs: number[] = [];
  let writers: { stop(): Promise<void> } | null = null;
  try {
    restartMs.push(await server.start());
    const moderator = await signUp(server.url, 'moderator');
    await database.grantRole(moderator.userId, 'moderator');
    const sellers: Account[] = [];
    for (let i = 0; i < (options.sellers ?? 3); i += 1) sellers.push(await signUp(server.url, `seller${i}`));
    const buyers: Account[] = [];
    for (let i = 0; i < (options.buyers ?? 3); i += 1) buyers.push(await signUp(server.url, `buyer${i}`));
    const tokens = new Map([...sellers, ...buyers].map((account) => [account.userId, account.token]));
    writers = startWriters(server.url, { sellers, buyers, moderator }, ledger, (account) =>
      tokens.set(account.userId, account.token),
    );

    for (let cycle = 1; cycle <= options.cycles; cycle += 1) {
      await sleep(killMin + Math.random() * (killMax - killMin));
      await server.kill();
      // Everything acknowledged so far was answered by the process just killed.
      const acknowledged: Ledger = {
        ...ledger,
        listings: new Map(ledger.listings),
        published: new Set(ledger.published),
        offers: new Map(ledger.offers),
      };
      const ms = await server.start();
      restartMs.push(ms);
      const found = [
        ...(await integrityProblems(database)),
        ...(await missingAcknowledged(database, acknowledged)),
        ...(await apiReadBackProblems(server.url, acknowledged, tokens)),
      ];
      problems.push(...found.map((problem) => `cycle ${cycle}: ${problem}`));
      log(
        `${options.dialect} cycle ${cycle}/${options.cycles}: restarted in ${(ms / 1000).toFixed(1)} s; acknowledged ${acknowledged.listings.size} listings (${acknowledged.published.size} published), ${acknowledged.offers.size} offers; ${found.length ? `${found.length} PROBLEMS` : 'all there, checks pass'}`,
      );
    }
    await writers.stop();
    writers = null;
    // The last word: everything acknowledged, after a final kill, with the server gone.
    await server.kill();
    problems.push(
      ...(await integrityProblems(database)).map((problem) => `after the last kill: ${problem}`),
      ...(await missingAcknowledged(database, ledger)).map((problem) => `after the last kill: ${problem}`),
    );
  } finally {
    await writers?.stop();
    await server.kill();
    await database.drop();
  }
  return {
    dialect: options.dialect,
    cycles: options.cycles,
    listings: ledger.listings.size,
    published: ledger.published.size,
    offers: ledger.offers.size,
    unanswered: ledger.unanswered,
    unexpected: Object.fromEntries(ledger.unexpected),
    problems,
    restartMs,
    seconds: (performance.now() - started) / 1000,
  };
}
