// The periodic job runner: runs each interval, never two runs at once, survives a failed run, stops on close.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

const logger = () => ({ info: vi.fn(), warn: vi.fn() });

describe('startPeriodicJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every interval and logs the runs that did something', async () => {
    const log = logger();
    const counts = [0, 3];
    const run = vi.fn(async () => counts.shift() ?? 0);
    const stop = startPeriodicJob({
      name: 'test job',
      intervalMs: 1000,
      run,
      didSomething: 'things done',
      logger: log,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledExactlyOnceWith('things done', { count: 3 });
    stop();
  });

  it('skips a tick while the previous run is still going', async () => {
    let finish: (count: number) => void = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const stop = startPeriodicJob({
      name: 'slow',
      intervalMs: 1000,
      run,
      didSomething: 'done',
      logger: logger(),
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(1);
    finish(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('logs a failed run and runs again on the next tick', async () => {
    const log = logger();
    const run = vi.fn().mockRejectedValueOnce(new Error('database busy')).mockResolvedValue(0);
    const stop = startPeriodicJob({
      name: 'flaky job',
      intervalMs: 1000,
      run,
      didSomething: 'done',
      logger: log,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(log.warn).toHaveBeenCalledWith('flaky job failed', { err: expect.any(Error) });
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops when the server closes', async () => {
    const server = new EventEmitter();
    const run = vi.fn(async () => 0);
    startPeriodicJob({ name: 'job', intervalMs: 1000, run, didSomething: 'done', logger: logger() }, server);
    await vi.advanceTimersByTimeAsync(1000);
    server.emit('close');
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
