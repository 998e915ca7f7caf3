// Fuzzes every endpoint of the route table with fast-check: generated bad bodies, query parameters, headers and
// path parameters, as anonymous and signed-in callers. Properties: never a 5xx; under /api/ every 4xx carries
// `{ error: { code, message } }`; a request that is not answered 2xx leaves the database as it was.
// Cases: FUZZ_RUNS in total (default 10,000 on SQLite, 1,000 on Postgres), spread evenly over the routes;
// FUZZ_SEED replays a run. `pnpm fuzz` runs many more.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { signStripePayload } from '../../src/billing/stripe-signature';
import { routeKey, routeTable } from '../support/route-table';
import { type ArbitraryContext, type BodySpec, caseArbitrary, type FuzzCase } from './arbitraries';
import { createFuzzWorld, SIGNED_IN_CALLERS, STRIPE_WEBHOOK_SECRET } from './fuzz-world';
import { changedTables, createStateDigester, type StateDigest } from './state-digest';
import { STRIPE_WEBHOOK_ROUTE, stripeEvent } from './stripe-events';

const world = await createFuzzWorld();
afterAll(() => world.close());

const { t } = world;
const routes = routeTable(t.app);
const doc = t.app.getOpenAPI31Document({
  openapi: '3.1.0',
  info: { title: 'DealLoop API', version: 'fuzz' },
});
const ctx: ArbitraryContext = {
  doc: doc as ArbitraryContext['doc'],
  ids: world.ids,
  idsByResource: world.idsByResource,
  badTokenCount: world.badTokens.length,
};
const digester = await createStateDigester(t.db, t.dialect);

const totalRuns = Number(process.env.FUZZ_RUNS ?? (t.dialect === 'postgres' ? 1_000 : 10_000));
/**
 * Routes whose answer costs far more than the rest and hardly depends on the input (the OpenAPI document is built
 * per request) get an eighth of the cases; the others share the remainder, so the total stays at least FUZZ_RUNS.
 */
const EXPENSIVE_ROUTES = new Set(['GET /api/v1/openapi.json']);
const expensiveCount = routes.filter((route) => EXPENSIVE_ROUTES.has(routeKey(route))).length;
const runsPerRoute = Math.ceil(
  (totalRuns - expensiveCount * Math.ceil(totalRuns / routes.length / 8)) / (routes.length - expensiveCount),
);
const runsOf = (key: string) =>
  EXPENSIVE_ROUTES.has(key) ? Math.ceil(totalRuns / routes.length / 8) : runsPerRoute;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const ANSWER_TIMEOUT_MS = 10_000;

/** Bodies of routes without an OpenAPI body schema: Stripe events for the webhook (signed by `send`). */
const bodyValuesOf = (key: string) =>
  key === STRIPE_WEBHOOK_ROUTE ? stripeEvent(world.idsByResource.users ?? []) : undefined;

let ipCounter = 0;
/** A client address no other case of this run used, so rate limits answer 429 only where a case earns it. */
const freshIp = () => {
  const n = ipCounter++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function bodyInit(body: BodySpec | null, headers: Record<string, string>): BodyInit | undefined {
  if (!body) return undefined;
  if (body.kind === 'multipart') {
    const form = new FormData();
    for (const part of body.parts) {
      if (typeof part.value === 'string') form.append(part.name, part.value);
      else
        form.append(
          part.name,
          new File([new Uint8Array(part.value.bytes)], part.value.file, { type: part.value.type }),
        );
    }
    return form;
  }
  if (body.contentType !== null) headers['content-type'] = body.contentType;
  if (body.kind === 'text') return body.text;
  return JSON.stringify(body.value) ?? '';
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Sends one case in-process; an event stream is closed unread (it would never end). */
async function send(method: string, fuzzCase: FuzzCase): Promise<Answer> {
  const headers: Record<string, string> = { ...fuzzCase.headers };
  headers['x-forwarded-for'] = fuzzCase.ip === 'fresh' ? freshIp() : fuzzCase.ip;
  const { auth, caller } = fuzzCase;
  if (auth.kind === 'badToken') headers.authorization = `Bearer ${world.badTokens[auth.index]}`;
  else if (auth.kind === 'header') headers.authorization = auth.value;
  else if (caller !== 'anonymous') headers.authorization = `Bearer ${world.callers[caller].accessToken}`;
  const body = bodyInit(fuzzCase.body, headers);
  if (fuzzCase.signed && typeof body === 'string') {
    headers['stripe-signature'] = signStripePayload(
      body,
      STRIPE_WEBHOOK_SECRET,
      Math.floor(Date.now() / 1000),
    );
  }
  const url = `http://localhost${fuzzCase.path}${fuzzCase.query ? `?${fuzzCase.query}` : ''}`;
  const answer = (async () => {
    const response = await t.app.request(url, { method, headers, body });
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, contentType, text: '' };
    }
    return { status: response.status, contentType, text: await response.text() };
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a 4xx body is the API's error shape. */
function isErrorShape(answer: Answer): boolean {
  if (!answer.contentType.includes('application/json')) return false;
  try {
    const data = JSON.parse(answer.text);
    return (
      typeof data?.error?.code === 'string' &&
      data.error.code !== '' &&
      typeof data.error.message === 'string'
    );
  } catch {
    return false;
  }
}

const clip = (value: unknown, max = 400) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
};

/** What every answered case is tallied as, for the checks that the fuzzer reaches past validation. */
const statusesByRoute = new Map<string, Map<number, number>>();
const unauthorizedBySignedInCaller = { proper: 0, rejected: 0 };

/** The digest of the state before the next case, when the last case left it unchanged (else taken again). */
let knownState: StateDigest | null = null;

async function checkCase(method: string, key: string, fuzzCase: FuzzCase) {
  const before = knownState ?? (await digester.digest());
  knownState = null;
  const answer = await send(method, fuzzCase);
  const tally = statusesByRoute.get(key) ?? new Map<number, number>();
  tally.set(answer.status, (tally.get(answer.status) ?? 0) + 1);
  statusesByRoute.set(key, tally);
  if (fuzzCase.auth.kind === 'proper' && fuzzCase.caller !== 'anonymous') {
    unauthorizedBySignedInCaller.proper += 1;
    if (answer.status === 401) unauthorizedBySignedInCaller.rejected += 1;
  }

  const where = () =>
    `${method} ${clip(fuzzCase.path, 200)}${fuzzCase.query ? `?${clip(fuzzCase.query, 200)}` : ''} as ${fuzzCase.caller} ` +
    `(${fuzzCase.auth.kind}) answered ${answer.status}: ${clip(answer.text)}\nbody: ${clip(fuzzCase.body)}`;
  if (answer.status >= 500) throw new Error(`5xx: ${where()}`);
  const pathname = new URL(`http://localhost${fuzzCase.path}`).pathname;
  if (pathname.startsWith('/api/') && answer.status >= 400 && answer.status < 500 && !isErrorShape(answer)) {
    throw new Error(`4xx without the error shape: ${where()}`);
  }
  const succeeded = answer.status >= 200 && answer.status < 300;
  if (!succeeded) {
    const after = await digester.digest();
    const changed = changedTables(before, after);
    if (changed.length) throw new Error(`rejected request changed ${changed.join(', ')}: ${where()}`);
    knownState = after;
  } else if (method !== 'GET') {
    await world.heal();
  }
}

describe(`endpoint fuzzing (${t.dialect}, ${runsPerRoute} cases per route)`, () => {
  it('covers every route of the table, each with an operation or a known exception', () => {
    expect(routes.length).toBeGreaterThan(100);
    // Every API route but the API reference's own files is documented, so bodies and queries come from schemas.
    const undocumented = routes
      .filter((route) => route.path.startsWith('/api/'))
      .filter((route) => !doc.paths?.[route.path.replace(/:(\w+)/g, '{$1}')])
      .map(routeKey);
    expect(undocumented).toEqual([
      'GET /api/v1/docs',
      'GET /api/v1/docs/init.js',
      'GET /api/v1/docs/assets/:name',
      'GET /api/v1/openapi.json',
    ]);
  });

  it('has a state digest that sees a changed row and a rolled-back change as none', async () => {
    const before = await digester.digest();
    const owner = world.callers.owner.userId;
    const bio = await t.db
      .selectFrom('profiles')
      .select('bio')
      .where('user_id', '=', owner)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('profiles').set({ bio: 'changed' }).where('user_id', '=', owner).execute();
    expect(changedTables(before, await digester.digest())).toEqual(['profiles']);
    await t.db.updateTable('profiles').set({ bio: bio.bio }).where('user_id', '=', owner).execute();
    expect(changedTables(before, await digester.digest())).toEqual([]);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('favorites').execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(changedTables(before, await digester.digest())).toEqual([]);
  });

  for (const route of routes) {
    const key = routeKey(route);
    it(key, async () => {
      await fc.assert(
        fc.asyncProperty(caseArbitrary(route, ctx, bodyValuesOf(key)), (fuzzCase) =>
          checkCase(route.method, key, fuzzCase),
        ),
        { numRuns: runsOf(key), seed, endOnFailure: true },
      );
    }, 300_000);
  }

  it('reaches past validation: signed-in callers stay signed in and many routes answer 2xx', () => {
    const cases = [...statusesByRoute.values()].reduce(
      (sum, tally) => sum + [...tally.values()].reduce((a, b) => a + b, 0),
      0,
    );
    expect(cases).toBeGreaterThanOrEqual(totalRuns);
    expect(unauthorizedBySignedInCaller.rejected).toBeLessThan(unauthorizedBySignedInCaller.proper * 0.2);
    const answered2xx = [...statusesByRoute.entries()].filter(([, tally]) =>
      [...tally.keys()].some((status) => status >= 200 && status < 300),
    );
    expect(answered2xx.length).toBeGreaterThan(routes.length / 3);
    for (const name of SIGNED_IN_CALLERS) expect(world.callers[name].accessToken).toBeTruthy();
    if (process.env.FUZZ_REPORT) {
      for (const [key, tally] of statusesByRoute) {
        console.info(key, JSON.stringify(Object.fromEntries([...tally].sort(([a], [b]) => a - b))));
      }
    }
  });
});
