// Alerts across processes (bench-cluster.ts): streams of distinct users held open on process B by the stream load
// processes (bench-stream-clients.ts), alerts raised in process A at a steady rate, each in its own transaction;
// commit-to-delivery latency on one clock (both processes on this machine: performance.timeOrigin + now), and
// alerts lost or delivered twice.
import path from 'node:path';
import { countDeliveries, startStreamClients } from './bench-stream-clients';

export interface ClusterAlertFigures {
  streams: number;
  failedOpens: number;
  rate: number;
  alerts: number;
  /** Those raised for a user whose stream is open on B: the ones latency and losses are counted over. */
  watched: number;
  raiseSeconds: number;
  /** Alert transactions A ran at once at most, and the mean time one took (begin to commit). */
  concurrency: number;
  meanMs: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  duplicated: number;
}

const serverDir = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `streamCount` streams on `streamUrl`, `rate` alerts/s for `seconds` raised by the process at `raiseUrl`. */
export async function measureClusterAlerts(
  raiseUrl: string,
  streamUrl: string,
  options: { streamCount: number; rate: number; seconds: number },
): Promise<ClusterAlertFigures> {
  const post = async <T>(action: string) => {
    const response = await fetch(`${raiseUrl}/bench/cluster/${action}`, { method: 'POST' });
    if (!response.ok) throw new Error(`${action} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const users = await post<{ userId: string; token: string }[]>(`users?count=${options.streamCount}`);
  const clientCount = 2;
  const clients = startStreamClients(serverDir, clientCount);
  try {
    const opened = await clients.askAll<{ count: number; failed: number }>(
      (index) => ({
        type: 'open',
        url: streamUrl,
        streams: users.filter((_, n) => n % clientCount === index),
      }),
      'opened',
    );
    await sleep(1000);
    const { raised, seconds, concurrency, meanMs } = await post<{
      raised: { id: number; userId: string; at: number }[];
      seconds: number;
      concurrency: number;
      meanMs: number;
    }>(`raise?rate=${options.rate}&seconds=${options.seconds}`);

    const report = () =>
      clients.askAll<{
        arrivals: [number, number][];
        received: { userId: string; ids: number[]; connected: boolean }[];
      }>(() => ({ type: 'report' }), 'report');
    // Alerts of users whose stream never opened (over the connection cap, say) are nobody's to lose.
    const open = new Set(
      (await report()).flatMap((r) => r.received.filter((s) => s.connected).map((s) => s.userId)),
    );
    const watched = raised.filter((alert) => open.has(alert.userId));
    const expected = new Map<string, number[]>();
    for (const alert of watched)
      expected.set(alert.userId, [...(expected.get(alert.userId) ?? []), alert.id]);
    /** Lost and duplicated alerts as the load processes saw them so far. */
    const count = (reports: Awaited<ReturnType<typeof report>>) =>
      countDeliveries(
        expected,
        reports.flatMap((r) => r.received),
      );
    // Deliveries may still be on their way: give them up to 15 s before counting what never came.
    let reports = await report();
    let { lost, duplicated } = count(reports);
    for (let waited = 0; lost > 0 && waited < 15; waited += 1) {
      await sleep(1000);
      reports = await report();
      ({ lost, duplicated } = count(reports));
    }
    const arrivals = new Map(reports.flatMap((r) => r.arrivals));
    const latencies = watched
      .map((alert) => (arrivals.get(alert.id) ?? Number.POSITIVE_INFINITY) - alert.at)
      .sort((a, b) => a - b);
    const percentile = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? Number.NaN;
    return {
      streams: opened.reduce((sum, o) => sum + o.count, 0),
      failedOpens: opened.reduce((sum, o) => sum + o.failed, 0),
      rate: raised.length / seconds,
      alerts: raised.length,
      watched: watched.length,
      raiseSeconds: seconds,
      concurrency,
      meanMs,
      p50: percentile(0.5),
      p99: percentile(0.99),
      max: latencies.at(-1) ?? Number.NaN,
      lost,
      duplicated,
    };
  } finally {
    clients.stop();
  }
}
