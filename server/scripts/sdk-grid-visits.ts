// Visits of the SDK grid bench in the system Chromium (through Playwright) with Chromium's own network emulation
// over CDP (Network.emulateNetworkConditions: 150 ms latency, 1.6 Mbps down and up, Lighthouse's slow 4G): the
// time from navigation start to the first listing card the grid renders, cold (a fresh browser context: empty
// cache, no connections) and on a repeat visit (the same context, the page opened again).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';

/** Lighthouse's slow 4G as the brief of issue 22 states it. */
export const GRID_NETWORK = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };

/** A request the page made, relative to navigation start (ms). */
export interface Timed {
  name: string;
  start: number;
  end: number;
}

/** One visit: when the first card showed, and the requests that led there. */
export interface GridVisit {
  firstCard: number;
  requests: Timed[];
}

const FIRST_CARD = '__dealloopBenchFirstCard';

/**
 * Runs before the page's scripts: checks every animation frame for a listing card in the grid's shadow root and
 * notes `performance.now()` (milliseconds since navigation start) of the first frame that has one. A string, so
 * the page runs it as written (tsx would wrap a function's names in a helper the page does not have).
 */
const WATCH_FIRST_CARD = `(() => {
  const look = () => {
    const grid = document.querySelector('dealloop-property-grid');
    if (grid && grid.shadowRoot && grid.shadowRoot.querySelector('[data-testid="property-card"]')) {
      window.${FIRST_CARD} = performance.now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

async function emulateNetwork(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...GRID_NETWORK });
}

/** A navigation or resource entry of the browser's Performance Timeline, as far as a visit reads it. */
interface BrowserTimingEntry {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** The browser's `performance` (the page's, not Node's), as far as a visit reads it. */
interface BrowserTimeline {
  getEntriesByType(type: 'navigation' | 'resource'): BrowserTimingEntry[];
}

/** Opens `url` in `page` and waits for the first card; then lets the page settle (so its cache is filled). */
async function visit(page: Page, url: string, origins: string[]): Promise<GridVisit> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (name) => (globalThis as unknown as Record<string, number>)[name],
    FIRST_CARD,
    {
      timeout: 60_000,
      polling: 50,
    },
  );
  const firstCard = (await handle.jsonValue()) as number;
  await page.waitForLoadState('networkidle');
  const requests = await page.evaluate((wanted) => {
    // Runs in the page: the browser's timeline, typed here since the server's scripts have no DOM types.
    const timeline = (globalThis as unknown as { performance: BrowserTimeline }).performance;
    const navigation = timeline.getEntriesByType('navigation')[0] as BrowserTimingEntry;
    const entries = timeline
      .getEntriesByType('resource')
      .filter((entry) => wanted.some((origin) => entry.name.startsWith(origin)))
      .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd }));
    return [{ name: 'host page', start: 0, end: navigation.responseEnd }, ...entries];
  }, origins);
  return { firstCard, requests };
}

/** `runs` cold visits, each in a fresh context, each followed by a repeat visit in the same context. */
export async function measureGridVisits(
  url: string,
  api: string,
  runs: number,
  log: (line: string) => void,
): Promise<{ cold: GridVisit[]; repeat: GridVisit[]; browser: string }> {
  const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((file) => existsSync(file));
  const home = mkdtempSync(path.join(os.tmpdir(), 'dealloop-sdk-grid-chromium-'));
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home },
  });
  const cold: GridVisit[] = [];
  const repeat: GridVisit[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(WATCH_FIRST_CARD);
      try {
        const origins = [api, new URL(url).origin];
        const first = await context.newPage();
        await emulateNetwork(context, first);
        cold.push(await visit(first, url, origins));
        await first.close();
        const second = await context.newPage();
        await emulateNetwork(context, second);
        repeat.push(await visit(second, url, origins));
        log(
          `run ${run + 1}: cold ${cold.at(-1)!.firstCard.toFixed(0)} ms, repeat ${repeat.at(-1)!.firstCard.toFixed(0)} ms`,
        );
      } finally {
        await context.close();
      }
    }
    return { cold, repeat, browser: `Chromium ${browser.version()}` };
  } finally {
    await browser.close();
    rmSync(home, { recursive: true, force: true });
  }
}
