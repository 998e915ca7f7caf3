// A listing change visible everywhere (bench-cluster.ts): listings published, then archived, through process A's
// API (a seller creates them, a moderator publishes them), and process B's search polled back to back until it
// shows each change; the delay runs from A's answer to the write (committed by then) to B's first answer that
// shows it. A random pause before each change keeps them from lining up with B's index syncs.
import type { Kysely } from 'kysely';
import { openDatabase } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { grantRole } from '../src/users/users-repo';

export interface ListingChangeFigures {
  changes: number;
  p50: number;
  p99: number;
  max: number;
  /** Changes B had not shown after the polling limit. */
  neverSeen: number;
  polls: number;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long B is polled for one change before it counts as never seen. */
const GIVE_UP_MS = 10_000;

async function call<T>(base: string, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function signUp(base: string, name: string) {
  const answer = await call<{ user: { id: string }; session: { accessToken: string } }>(
    base,
    'POST',
    '/auth/sign-up',
    null,
    { email: `${name}-${Date.now()}@bench.test`, password: 'bench password 1' },
  );
  return { id: answer.user.id, token: answer.session.accessToken };
}

/** `changes` changes (half publishes, half archives) written through `writeUrl`, watched on `searchUrl`. */
export async function measureListingChanges(
  writeUrl: string,
  searchUrl: string,
  databaseUrl: string,
  changes = 50,
): Promise<ListingChangeFigures> {
  const seller = await signUp(writeUrl, 'seller');
  const moderator = await signUp(writeUrl, 'moderator');
  const database = openDatabase(databaseUrl, { poolMax: 1 });
  try {
    await grantRole(database.db as Kysely<Database>, moderator.id, 'moderator');
  } finally {
    await database.close();
  }
  const count = Math.ceil(changes / 2);
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const created = await call<{ id: string }>(writeUrl, 'POST', '/properties', seller.token, {
      title: `Cluster bench listing ${n + 1}`,
      location: `${100 + n} Elm St, Dallas, TX 75201`,
      price: 150_000 + n,
      propertyType: 'single_family',
    });
    ids.push(created.id);
  }
  /** The ids B's search shows among the seller's published listings. */
  const shownOnB = async () => {
    const page = await call<{ items: { id: string }[] }>(
      searchUrl,
      'GET',
      `/properties?lister=${seller.id}&limit=50`,
      null,
    );
    return new Set(page.items.map((item) => item.id));
  };

  const delays: number[] = [];
  let [neverSeen, polls] = [0, 0];
  const watch = async (id: string, shown: boolean, write: () => Promise<unknown>) => {
    await sleep(Math.random() * 1000);
    await write();
    const written = now();
    while (now() - written < GIVE_UP_MS) {
      polls += 1;
      const seen = (await shownOnB()).has(id);
      if (seen === shown) return delays.push(now() - written);
    }
    neverSeen += 1;
    delays.push(Number.POSITIVE_INFINITY);
  };
  for (const id of ids) {
    await watch(id, true, () =>
      call(writeUrl, 'POST', `/properties/${id}/moderation`, moderator.token, { action: 'publish' }),
    );
  }
  for (const id of ids) {
    await watch(id, false, () => call(writeUrl, 'DELETE', `/properties/${id}`, seller.token));
  }
  delays.sort((a, b) => a - b);
  const percentile = (p: number) => delays[Math.min(delays.length - 1, Math.floor(delays.length * p))] ?? 0;
  return {
    changes: ids.length * 2,
    p50: percentile(0.5),
    p99: percentile(0.99),
    max: delays.at(-1) ?? 0,
    neverSeen,
    polls,
  };
}
