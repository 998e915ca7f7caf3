// Runs Lighthouse (the npm package) on the system Chromium through chrome-launcher, with Lighthouse's default
// mobile form factor and simulated throttling, and reads from each report the category scores, the audits that
// keep a category below 100, and the JavaScript a page loaded before its load event.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Fewer elements than this (head included): only the static first paint of index.html (about 50), the site's scripts
 * did not render the page (a rendered page has several hundred). */
const MIN_RENDERED_ELEMENTS = 120;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** chrome-launcher is Lighthouse's own dependency: resolved from Lighthouse's package, not declared again. */
const chromeLauncher: typeof import('chrome-launcher') = createRequire(
  createRequire(import.meta.url).resolve('lighthouse'),
)('chrome-launcher');

/** An audit that did not get full marks. */
export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  displayValue?: string;
}

/** One script the page loaded before its load event. */
export interface InitialScript {
  url: string;
  /** Gzip (level 9) size of the file: the built file's for the site's own scripts, else the transfer size. */
  gzipBytes: number;
}

/** What one Lighthouse run found on one page. */
export interface PageAudit {
  url: string;
  /** 0 to 100 per category (null when Lighthouse could not score it). */
  scores: Record<Category, number | null>;
  failing: Record<Category, FailingAudit[]>;
  /** Core metrics of the performance category, as Lighthouse displays them. */
  metrics: Record<string, string>;
  initialScripts: InitialScript[];
  initialJsGzip: number;
  /** Every script the page downloaded during the run (until the network went quiet), lazily loaded ones too. */
  allJsGzip: number;
  warnings: string[];
  lighthouseVersion: string;
  /** The browser's product and version, e.g. `Chrome/142.0.0.0`. */
  browser: string;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

/** A Chromium with its own temporary HOME, XDG folders and profile, so nothing is written outside it. */
export async function launchChromium() {
  const home = await mkdtemp(path.join(os.tmpdir(), 'dealloop-lighthouse-chrome-'));
  await mkdir(path.join(home, 'profile'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: path.join(home, 'profile'),
    logLevel: 'silent',
    envVars: {
      ...process.env,
      HOME: home,
      XDG_CONFIG_HOME: path.join(home, 'config'),
      XDG_CACHE_HOME: path.join(home, 'cache'),
      XDG_DATA_HOME: path.join(home, 'data'),
    },
  });
  return {
    port: chrome.port,
    close: async () => {
      chrome.kill();
      await rm(home, { recursive: true, force: true });
    },
  };
}

/** Gzip size of the site's own built file at `url`'s path, or null when it is not one. */
type BuiltFileSize = (url: string) => number | null;

/** A size lookup over the built site in `distDir`, cached per path. */
export function builtFileGzipSize(distDir: string, origin: string): BuiltFileSize {
  const sizes = new Map<string, number | null>();
  return (url) => {
    const parsed = new URL(url);
    if (parsed.origin !== origin) return null;
    if (!sizes.has(parsed.pathname)) {
      const file = path.join(distDir, path.normalize(parsed.pathname));
      try {
        sizes.set(parsed.pathname, gzipSync(readFileSync(file), { level: 9 }).length);
      } catch {
        sizes.set(parsed.pathname, null);
      }
    }
    return sizes.get(parsed.pathname) ?? null;
  };
}

/** Runs Lighthouse once on `url` in the Chromium listening on `port`. */
export async function auditPage(url: string, port: number, gzipSize: BuiltFileSize): Promise<PageAudit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);

  const scores = {} as PageAudit['scores'];
  const failing = {} as PageAudit['failing'];
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    scores[category] =
      entry?.score === null || entry?.score === undefined ? null : Math.round(entry.score * 100);
    failing[category] = (entry?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit): audit is NonNullable<typeof audit> =>
          audit !== undefined &&
          audit.score !== null &&
          audit.score < 1 &&
          (audit.scoreDisplayMode === 'binary' ||
            audit.scoreDisplayMode === 'numeric' ||
            audit.scoreDisplayMode === 'metricSavings'),
      )
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score ?? 0,
        ...(audit.displayValue && { displayValue: audit.displayValue }),
      }))
      .sort((a, b) => a.score - b.score);
  }

  const metrics: Record<string, string> = {};
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    const audit = lhr.audits[id];
    if (audit?.displayValue) metrics[id] = audit.displayValue;
  }

  // A page whose scripts never rendered it (a stuck entry module, say) still scores well on the static first paint
  // alone: such a run has no performance score.
  const elements = lhr.audits['dom-size']?.numericValue ?? 0;
  const rendered = elements >= MIN_RENDERED_ELEMENTS;
  if (!rendered) scores.performance = null;

  // Scripts whose download ended before the load event, on the clock of the network records.
  const network = lhr.audits['network-requests']?.details as
    | { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } }
    | undefined;
  const observed = (lhr.audits.metrics?.details as { items?: { observedLoadTs?: number }[] } | undefined)
    ?.items?.[0];
  const startTs = network?.debugData?.networkStartTimeTs;
  const loadTs = observed?.observedLoadTs;
  const warnings: string[] = [...lhr.runWarnings];
  if (!rendered)
    warnings.push(`the page was not rendered by its scripts (${elements} elements): no performance score`);
  const loadAfterStartMs =
    startTs !== undefined && loadTs !== undefined ? (loadTs - startTs) / 1000 : Number.POSITIVE_INFINITY;
  if (!Number.isFinite(loadAfterStartMs)) warnings.push('no load event timing: every script counted');
  const scripts = (network?.items ?? []).filter((item) => item.resourceType === 'Script');
  const sized = (item: NetworkItem) => ({
    url: item.url,
    gzipBytes: gzipSize(item.url) ?? item.transferSize ?? 0,
  });
  const initialScripts = scripts
    .filter((item) => item.networkEndTime !== undefined && item.networkEndTime <= loadAfterStartMs)
    .map(sized);

  return {
    url,
    scores,
    failing,
    metrics,
    initialScripts,
    initialJsGzip: initialScripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    allJsGzip: scripts.map(sized).reduce((sum, script) => sum + script.gzipBytes, 0),
    warnings,
    lighthouseVersion: lhr.lighthouseVersion,
    browser: /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'unknown',
  };
}
