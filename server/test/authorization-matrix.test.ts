// The authorization matrix: every endpoint of the API (and the stored-file route) called by five callers
// (anonymous, a signed-in stranger, the owner or party, a moderator, an admin), each answered with its exact status.
// The endpoints come from the app's route table: a new route without an expectation fails the first test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { AUTHORIZATION_EXPECTATIONS, type Probe, type Statuses } from './support/authorization-expectations';
import {
  type Account,
  type AuthorizationWorld,
  CALLERS,
  createAuthorizationWorld,
} from './support/authorization-fixtures';
import { routeKey, routeTable } from './support/route-table';
import { nextIp } from './support/test-app';

/** The endpoints with an access rule: the API's, and the stored files (private objects must never leak). */
const coveredRoutes = (app: App) =>
  routeTable(app).filter((route) => route.path.startsWith('/api/') || route.path.startsWith('/storage/'));

/** Whether a request path (query aside) is one the route pattern answers. */
function matchesPattern(pattern: string, url: string): boolean {
  const path = url.split('?')[0]!;
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/\./g, '\\.'),
    )
    .join('/');
  return new RegExp(`^${source}$`).test(path);
}

let w: AuthorizationWorld;
beforeAll(async () => {
  w = await createAuthorizationWorld();
}, 120_000);
afterAll(() => w?.close());

/** Sends a probe as `account` (null: anonymous); an event stream is cancelled once its status is known. */
async function send(method: string, probe: Probe, account: Account | null) {
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp(), ...probe.headers };
  if (account) headers.authorization = `Bearer ${account.accessToken}`;
  let body = probe.body;
  if (probe.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(probe.json);
  }
  const response = await w.t.app.request(probe.path, { method, headers, body });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '' };
  }
  return { status: response.status, text: await response.text() };
}

describe('authorization matrix', () => {
  it('has an expectation for every endpoint of the route table, and none for a route that is gone', () => {
    const keys = coveredRoutes(w.t.app).map(routeKey);
    const missing = keys.filter((key) => !(key in AUTHORIZATION_EXPECTATIONS));
    const stale = Object.keys(AUTHORIZATION_EXPECTATIONS).filter((key) => !keys.includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it.each(Object.keys(AUTHORIZATION_EXPECTATIONS))('%s', { timeout: 60_000 }, async (key) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const expectation = AUTHORIZATION_EXPECTATIONS[key]!;
    const actual = {} as Statuses;
    const surprises: string[] = [];
    for (const caller of CALLERS) {
      const probe = await expectation.probe(w, caller);
      expect(matchesPattern(pattern, probe.path), `${probe.path} is not ${pattern}`).toBe(true);
      const account = caller === 'anonymous' ? null : probe.as !== undefined ? probe.as : w.accounts[caller];
      const res = await send(method, probe, account);
      actual[caller] = res.status;
      if (res.status !== expectation.statuses[caller]) {
        surprises.push(`${caller}: ${res.status} ${res.text.slice(0, 300)}`);
      }
    }
    expect(actual, surprises.join('\n')).toEqual(expectation.statuses);
  });
});
