// The clients of a crash run: concurrent loops writing listings (a moderator publishes each through the API) and
// offers on them, recording every write the server answered 2xx with its id, through kills and restarts.

/** Every write the server acknowledged, and what became of the others. */
export interface Ledger {
  /** Listings answered 201, by id, with their owner. */
  readonly listings: Map<string, { ownerId: string }>;
  /** Listings whose publish was answered 200. */
  readonly published: Set<string>;
  /** Offers answered 201, by id. */
  readonly offers: Map<string, { propertyId: string; buyerId: string; sellerId: string }>;
  /** Requests that got no answer (refused connection, reset, cut off): their writes may or may not be there. */
  unanswered: number;
  /** Answers other than the expected 2xx, by status and error code. */
  readonly unexpected: Map<string, number>;
}

export interface Account {
  readonly userId: string;
  readonly token: string;
}

export const emptyLedger = (): Ledger => ({
  listings: new Map(),
  published: new Set(),
  offers: new Map(),
  unanswered: 0,
  unexpected: new Map(),
});

const REQUEST_TIMEOUT_MS = 15_000;
const OFFLINE_PAUSE_MS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let ipCounter = 0;
/** A distinct client address per account (TRUST_PROXY=true), so sign-up throttling never answers 429. */
const nextIp = () => `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

/** The parts of answers the writers read. */
type Body = {
  id?: string;
  user?: { id: string };
  session?: { accessToken: string };
  error?: { code?: string };
} | null;
type Answer = { status: number; data: Body } | null;

/** POSTs JSON; null when no whole answer came (the server was down or died while answering). */
export async function postJson(url: string, body: unknown, token?: string, ip?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (ip) headers['x-forwarded-for'] = ip;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, data: text ? JSON.parse(text) : null };
  } catch {
    return null;
  }
}

/** GETs JSON as `token`; null when no answer came. */
export async function getJson(url: string, token: string): Promise<Answer> {
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, data: (await response.json()) as Body };
  } catch {
    return null;
  }
}

/** Signs up an account through the API (retrying while the server is unreachable). */
export async function signUp(baseUrl: string, name: string): Promise<Account> {
  const ip = nextIp();
  const email = `${name}-${Date.now().toString(36)}-${ipCounter}@crash.test`;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await postJson(
      `${baseUrl}/api/v1/auth/sign-up`,
      { email, password: 'crash test password', fullName: name },
      undefined,
      ip,
    );
    if (answer?.status === 201)
      return { userId: answer.data!.user!.id, token: answer.data!.session!.accessToken };
    if (answer) throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(answer.data)}`);
    await sleep(OFFLINE_PAUSE_MS);
  }
  throw new Error('sign-up got no answer');
}

const LOCATIONS = [
  '9 Elm St, Dallas, TX 75201',
  '120 Oak Ave, Houston, TX 77002',
  '44 Pine Rd, Austin, TX 78701',
  '7 Lake Dr, Phoenix, AZ 85004',
] as const;

/** The running loops; `stop()` ends them after their current request. */
export interface Writers {
  stop(): Promise<void>;
}

/**
 * Starts `sellers.length` listing loops (create, then `moderator` publishes) and `buyers.length` offer loops (each
 * buyer offers once on every published listing in turn). Writes keep going while the server is down: they fail
 * fast and are counted as unanswered.
 */
export function startWriters(
  baseUrl: string,
  accounts: { sellers: Account[]; buyers: Account[]; moderator: Account },
  ledger: Ledger,
  onNewAccount: (account: Account) => void = () => {},
): Writers {
  const api = `${baseUrl}/api/v1`;
  let running = true;
  /**
   * An account that used up its day's quota of listings or offers (core's PLAN_QUOTAS, 429 quota_exceeded) hands
   * over to a new account, so the writes go on as long as the run does (null once the run stops).
   */
  const quotaUsedUp = (answer: Answer) =>
    answer?.status === 429 && answer.data?.error?.code === 'quota_exceeded';
  const successor = async (name: string): Promise<Account | null> => {
    // The server may be killed meanwhile: keep trying (each try waits for it a moment) until the run stops.
    while (running) {
      try {
        const account = await signUp(baseUrl, name);
        onNewAccount(account);
        return account;
      } catch {
        await sleep(OFFLINE_PAUSE_MS);
      }
    }
    return null;
  };
  /** Published listings in the order their publish was acknowledged, with their owner. */
  const publishedOrder: { id: string; ownerId: string }[] = [];

  /** Handles an answer: true for `expected`; counts the rest. */
  const accept = (answer: Answer, expected: number) => {
    if (answer === null) {
      ledger.unanswered += 1;
      return false;
    }
    if (answer.status === expected) return true;
    const key = `${answer.status} ${answer.data?.error?.code ?? ''}`.trim();
    ledger.unexpected.set(key, (ledger.unexpected.get(key) ?? 0) + 1);
    return false;
  };

  async function sellerLoop(first: Account, index: number) {
    let seller = first;
    let n = 0;
    while (running) {
      n += 1;
      const created = await postJson(
        `${api}/properties`,
        {
          title: `Crash test listing ${index}-${n}`,
          location: LOCATIONS[n % LOCATIONS.length],
          price: 100_000 + n * 1000,
          beds: 3,
          baths: 2,
          propertyType: 'single_family',
        },
        seller.token,
      );
      if (quotaUsedUp(created)) {
        seller = (await successor(`seller${index}-${n}`)) ?? seller;
        continue;
      }
      if (!accept(created, 201)) {
        if (created === null) await sleep(OFFLINE_PAUSE_MS);
        continue;
      }
      const id = created!.data!.id!;
      ledger.listings.set(id, { ownerId: seller.userId });
      // The publish is retried while unanswered: publishing twice is harmless (the second changes nothing).
      while (running) {
        const published = await postJson(
          `${api}/properties/${id}/moderation`,
          { action: 'publish' },
          accounts.moderator.token,
        );
        if (accept(published, 200)) {
          ledger.published.add(id);
          publishedOrder.push({ id, ownerId: seller.userId });
          break;
        }
        if (published !== null) break;
        await sleep(OFFLINE_PAUSE_MS);
      }
    }
  }

  async function buyerLoop(first: Account, index: number) {
    let buyer = first;
    // Each buyer offers once on each listing: a second open offer on the same listing would be refused (409).
    let cursor = 0;
    while (running) {
      const listing = publishedOrder[cursor];
      if (!listing) {
        await sleep(20);
        continue;
      }
      cursor += 1;
      const offer = await postJson(
        `${api}/properties/${listing.id}/offers`,
        {
          amount: 90_000 + cursor * 100,
          earnestMoney: 5_000,
          closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          financingType: 'cash',
          message: 'Crash test offer.',
        },
        buyer.token,
      );
      if (quotaUsedUp(offer)) {
        buyer = (await successor(`buyer${index}-${cursor}`)) ?? buyer;
        cursor -= 1;
        continue;
      }
      if (accept(offer, 201)) {
        ledger.offers.set(offer!.data!.id!, {
          propertyId: listing.id,
          buyerId: buyer.userId,
          sellerId: listing.ownerId,
        });
      } else if (offer === null) {
        await sleep(OFFLINE_PAUSE_MS);
      }
    }
  }

  const loops = [
    ...accounts.sellers.map((seller, index) => sellerLoop(seller, index)),
    ...accounts.buyers.map((buyer, index) => buyerLoop(buyer, index)),
  ];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
