// What the bench's sections read off a run: a load row's figures from autocannon, a load of varied GET paths, and
// the search index's load time and memory.
import autocannon from 'autocannon';

/** A load row: req/s, p50 and p99 latency (ms), and every request that failed (errors, timeouts, non-2xx). */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A load row's figures from autocannon's result. */
export function loadFigures(result: autocannon.Result): LoadFigures {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * GETs `paths` in turn from `connections` connections to `url`: `warmupSeconds` first, then `seconds` measured
 * (the paths carry on where the warm-up stopped); answers the measured run's figures.
 */
export async function cycledGetLoad(
  url: string,
  paths: readonly string[],
  run: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadFigures> {
  let next = 0;
  const load = (duration: number) =>
    autocannon({
      url,
      connections: run.connections,
      duration,
      requests: [
        { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) },
      ],
    });
  await load(run.warmupSeconds);
  return loadFigures(await load(run.seconds));
}

/**
 * Loads the search index and measures it: how long it took, the heap and buffers it holds (after a garbage
 * collection each side when the process runs with --expose-gc) and the process's RSS after.
 */
export async function measuredIndexLoad(search: {
  load(): Promise<void>;
}): Promise<{ loadMs: number; indexBytes: number; rss: number }> {
  global.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  await search.load();
  const loadMs = performance.now() - started;
  global.gc?.();
  const after = process.memoryUsage();
  return {
    loadMs,
    indexBytes: after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers,
    rss: after.rss,
  };
}
