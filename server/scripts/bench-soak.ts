// The soaks of `pnpm bench`, one after the other: the varied listing searches, then the alert-stream load (streams
// held, alerts raised), each at 70% of the maximum just measured, for BENCH_SOAK_SECONDS each (600; 0 skips). Not
// at the same time: two loads at 70% of their own maxima would ask 140% of the one server (and of the machine the
// load runs on too). Figures per minute: search requests, errors and latency, alerts raised, the server's RSS and
// heap after garbage collection; at the end the alerts lost. Called by bench.ts after its search and stream sections.
import autocannon from 'autocannon';
import { startStreamClients } from './bench-stream-clients';

const SOAK_SHARE = 0.7;
const MINUTE_SECONDS = 60;
const CONNECTIONS = 50;
/** Alerts are raised in slices of this many seconds, so neither process keeps a whole soak's list in the server. */
const RAISE_SLICE_SECONDS = 10;
const MB = 1024 * 1024;
/** Memory is stable when the last minute's heap after GC is within this share, or this many bytes, of minute 2's. */
const HEAP_GROWTH_SHARE = 0.1;
const HEAP_GROWTH_BYTES = 20 * MB;

export interface SoakInput {
  url: string;
  serverDir: string;
  /** Next varied search path (the same list the search section cycles through). */
  nextSearch: () => string;
  /** Search req/s measured alone; the soak sends 70% of it. */
  searchRps: number;
  /** Alerts/s the stream section reached at its steady rate; the soak raises 70% of it. */
  alertRate: number;
  /** Streams to hold (distinct users), as in the stream section. */
  streams: number;
}

interface Minute {
  minute: number;
  seconds: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  /** Alerts committed during the minute. */
  alerts: number;
  /** The minute's bounds (epoch ms, the clock alert commits are stamped with). */
  from: number;
  to: number;
  rss: number;
  heap: number;
}

/** What a soak sends: the searches, or the alert-stream load. */
export type SoakLoad = 'searches' | 'alerts';

export interface SoakFigures {
  load: SoakLoad;
  seconds: number;
  searchRate: number;
  alertRate: number;
  streams: number;
  failedOpens: number;
  /** Calls raising alerts that failed (the server did not answer them). */
  raiseErrors: number;
  minutes: Minute[];
  alerts: number;
  lost: number;
  duplicated: number;
  alertP50: number;
  alertP99: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Raised = { id: number; userId: string; at: number }[];

/** Runs the soak of one load; null when BENCH_SOAK_SECONDS is 0. */
export async function runSoak(input: SoakInput, load: SoakLoad): Promise<SoakFigures | null> {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
  if (!(seconds > 0)) return null;
  const searchRate = Math.max(1, Math.round(input.searchRps * SOAK_SHARE));
  const alertRate = Math.max(1, Math.round(input.alertRate * SOAK_SHARE));
  const post = async <T>(action: string) =>
    (await (await fetch(`${input.url}/bench/streams/${action}`, { method: 'POST' })).json()) as T;

  const alerting = load === 'alerts';
  // The streams: new users (the stream section's load processes are gone), held by two load processes.
  const users = alerting
    ? await post<{ userId: string; token: string }[]>(`users?count=${input.streams}`)
    : [];
  const clients = startStreamClients(input.serverDir, alerting ? 2 : 0);
  const { askAll } = clients;
  try {
    const opened = await askAll<{ count: number; failed: number }>(
      (index) => ({
        type: 'open',
        url: input.url,
        streams: users.filter((_, n) => n % clients.count === index),
      }),
      'opened',
    );

    const started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    const raised: Raised = [];
    let raiseErrors = 0;
    const raising = (async () => {
      if (!alerting) return;
      for (let left = seconds - elapsed(); left >= 1; left = seconds - elapsed()) {
        try {
          raised.push(
            ...(await post<Raised>(
              `raise?rate=${alertRate}&seconds=${Math.min(RAISE_SLICE_SECONDS, Math.floor(left))}&soak=1`,
            )),
          );
        } catch {
          raiseErrors += 1;
        }
      }
    })();

    const minutes: Minute[] = [];
    for (let minute = 1; elapsed() < seconds - 0.5; minute += 1) {
      const duration = Math.min(MINUTE_SECONDS, Math.round(seconds - elapsed()));
      if (duration < 1) break;
      const from = Date.now();
      const result = alerting
        ? await sleep(duration * 1000).then(() => null)
        : await autocannon({
            url: input.url,
            connections: CONNECTIONS,
            duration,
            overallRate: searchRate,
            requests: [
              { method: 'GET', setupRequest: (request) => ({ ...request, path: input.nextSearch() }) },
            ],
          });
      const to = Date.now();
      const memory = await post<NodeJS.MemoryUsage>('memory');
      minutes.push({
        minute,
        seconds: duration,
        requests: result?.requests.total ?? 0,
        errors: result ? result.errors + result.timeouts + result.non2xx : 0,
        p50: result?.latency.p50 ?? 0,
        p99: result?.latency.p99 ?? 0,
        alerts: 0,
        from,
        to,
        rss: memory.rss,
        heap: memory.heapUsed + memory.external,
      });
    }
    await raising;
    // Alerts by the minute they committed in (slices straddle minutes).
    for (const alert of raised) {
      const minute = minutes.find((m) => alert.at >= m.from && alert.at < m.to);
      if (minute) minute.alerts += 1;
    }

    // Alerts still on their way get up to 15 s before what never came counts as lost.
    const expected = new Map<string, Set<number>>();
    for (const alert of raised) {
      const ids = expected.get(alert.userId) ?? new Set<number>();
      ids.add(alert.id);
      expected.set(alert.userId, ids);
    }
    const count = async () => {
      const reports = await askAll<{
        arrivals: [number, number][];
        received: { userId: string; ids: number[] }[];
      }>(() => ({ type: 'report' }), 'report');
      let lost = 0;
      let duplicated = 0;
      for (const { userId, ids } of reports.flatMap((report) => report.received)) {
        const seen = new Set<number>();
        for (const id of ids) {
          if (seen.has(id)) duplicated += 1;
          seen.add(id);
        }
        for (const id of expected.get(userId) ?? []) if (!seen.has(id)) lost += 1;
      }
      return { lost, duplicated, arrivals: new Map(reports.flatMap((report) => report.arrivals)) };
    };
    let counted = await count();
    for (let waited = 0; counted.lost > 0 && waited < 15; waited += 1) {
      await sleep(1000);
      counted = await count();
    }
    const latencies = raised
      .map((alert) => (counted.arrivals.get(alert.id) ?? Number.POSITIVE_INFINITY) - alert.at)
      .sort((a, b) => a - b);
    const percentile = (p: number) =>
      latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! : 0;
    return {
      load,
      seconds: elapsed(),
      searchRate,
      alertRate,
      streams: opened.reduce((sum, o) => sum + o.count, 0),
      failedOpens: opened.reduce((sum, o) => sum + o.failed, 0),
      raiseErrors,
      minutes,
      alerts: raised.length,
      lost: counted.lost,
      duplicated: counted.duplicated,
      alertP50: percentile(0.5),
      alertP99: percentile(0.99),
    };
  } finally {
    clients.stop();
  }
}

/** The soak's section of bench-report.md: one table per load. */
export function soakReport(soaks: readonly (SoakFigures | null)[]): string[] {
  const run = soaks.filter((soak): soak is SoakFigures => soak !== null);
  if (run.length === 0)
    return ['## Soak', '', 'Skipped (BENCH_SOAK_SECONDS=0, or BENCH_STREAMS_ONLY=1).', ''];
  return ['## Soak', '', SOAK_INTRO, '', ...run.flatMap(soakTable)];
}

const SOAK_INTRO =
  'Each load at 70% of the maximum measured above, one after the other (at the same time they would ask 140% of the one server). Memory is read after garbage collection at the end of each minute (the reading itself pauses the server for a moment).';

function soakTable(f: SoakFigures): string[] {
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
  const searching = f.load === 'searches';
  const first = f.minutes[0]!;
  // Minute 1 still warms up (caches, JIT, the pool of stream buffers): growth is measured from minute 2.
  const base = f.minutes[1]!;
  const last = f.minutes.at(-1)!;
  const judged = f.minutes.length >= 3;
  const requests = f.minutes.reduce((sum, m) => sum + m.requests, 0);
  const errors = f.minutes.reduce((sum, m) => sum + m.errors, 0);
  const heapGrowth = judged ? last.heap - base.heap : 0;
  const heapAllowed = judged ? Math.max(base.heap * HEAP_GROWTH_SHARE, HEAP_GROWTH_BYTES) : 0;
  const perSecond = (count: number, m: Minute) => Math.round(count / ((m.to - m.from) / 1000));
  const span = (f.minutes.at(-1)!.to - f.minutes[0]!.from) / 1000;
  const reached = searching
    ? requests / span / f.searchRate
    : f.minutes.reduce((sum, m) => sum + m.alerts, 0) / span / f.alertRate;
  const signed = (bytes: number) => `${bytes >= 0 ? '+' : ''}${mb(bytes)} MB`;
  const minutes = (f.seconds / 60).toFixed(1);
  return [
    searching
      ? `### Searches: the same varied list at ${f.searchRate} req/s for ${minutes} min`
      : `### Alert streams: ${f.streams.toLocaleString('en-US')} held streams, alerts raised at ${f.alertRate}/s for ${minutes} min`,
    '',
    searching
      ? '| minute | search requests (req/s) | errors | p50 ms | p99 ms | RSS MB | heap + external MB |'
      : '| minute | alerts raised (/s) | RSS MB | heap + external MB |',
    searching ? '| --- | --- | --- | --- | --- | --- | --- |' : '| --- | --- | --- | --- |',
    ...f.minutes.map((m) => {
      const minute = `${m.minute}${m.seconds < MINUTE_SECONDS ? ` (${m.seconds} s)` : ''}`;
      return searching
        ? `| ${minute} | ${m.requests} (${perSecond(m.requests, m)}) | ${m.errors} | ${m.p50} | ${m.p99} | ${mb(m.rss)} | ${mb(m.heap)} |`
        : `| ${minute} | ${m.alerts} (${perSecond(m.alerts, m)}) | ${mb(m.rss)} | ${mb(m.heap)} |`;
    }),
    '',
    '| figure | value | target | met |',
    '| --- | --- | --- | --- |',
    `| load reached over the soak (of the rate set) | ${(reached * 100).toFixed(0)}% | >= 95% (else the server could not keep up) | ${yes(reached >= 0.95)} |`,
    ...(searching
      ? [
          `| search requests, errors (incl. timeouts and non-2xx) | ${requests}, ${errors} | 0 errors | ${yes(errors === 0)} |`,
          `| search p50 / p99, first minute → last | ${first.p50} / ${first.p99} ms → ${last.p50} / ${last.p99} ms | - | - |`,
        ]
      : [
          `| alerts raised, lost, duplicated; streams that failed to open; failed raise calls | ${f.alerts}, ${f.lost}, ${f.duplicated}; ${f.failedOpens}; ${f.raiseErrors} | 0 lost, 0 duplicated, 0 failed | ${yes(f.lost === 0 && f.duplicated === 0 && f.failedOpens === 0 && f.raiseErrors === 0)} |`,
          `| commit-to-delivery p50 / p99 over the soak | ${f.alertP50.toFixed(1)} / ${f.alertP99.toFixed(1)} ms | - | - |`,
        ]),
    judged
      ? `| heap + external after GC, minute 2 → last minute | ${mb(base.heap)} → ${mb(last.heap)} MB (${signed(heapGrowth)}) | stable: within 10% or 20 MB of minute 2, whichever is more (${mb(heapAllowed)} MB) | ${yes(heapGrowth <= heapAllowed)} |`
      : `| heap + external after GC, first → last minute | ${mb(first.heap)} → ${mb(last.heap)} MB | stable (judged from minute 2 on: needs 3 minutes or more) | n/a |`,
    `| RSS, first → last minute | ${mb(first.rss)} → ${mb(last.rss)} MB (${signed(last.rss - first.rss)}) | for information | - |`,
    '',
  ];
}
