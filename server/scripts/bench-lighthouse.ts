// The site-speed section of `pnpm bench` (also `pnpm bench:lighthouse` on its own): Lighthouse on mobile settings
// against the production server for the home page, /properties and one published listing's page, the scores and
// the initial JavaScript per route next to issue 10's targets, and the audits that keep each category short of them.
// A report, not a test: it never fails the build. Each page is audited LIGHTHOUSE_RUNS times (3) and the median run kept:
// one run on a shared machine moves by several points.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { propertySeoPath } from '@dealloop/core';
import {
  auditPage,
  builtFileGzipSize,
  CATEGORIES,
  type Category,
  launchChromium,
  type PageAudit,
} from './lighthouse-audit';
import { ensureSiteBuilt, SITE_DIST, startProductionServer } from './lighthouse-server';

/** Issue 10's targets; best practices has none (shown for information). */
const TARGETS: Record<string, Partial<Record<Category, number>> & { jsBytes: number }> = {
  home: { performance: 95, accessibility: 100, seo: 100, jsBytes: 120_000 },
  properties: { performance: 90, accessibility: 100, seo: 100, jsBytes: 120_000 },
  property: { performance: 95, accessibility: 100, seo: 100, jsBytes: 120_000 },
};
const CATEGORY_LABELS: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

interface AuditedPage {
  key: keyof typeof TARGETS;
  label: string;
  path: string;
  audit: PageAudit;
  runs: number[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The path of one published listing's page (its SEO path, the canonical one), from the public API. */
async function listingPath(url: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${url}/api/v1/properties?limit=1`);
    if (response.ok) {
      const body = (await response.json()) as { items?: { id: string; location: string | null }[] };
      const first = body.items?.[0];
      if (first) return propertySeoPath(first);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server has no published listing to audit');
}

/** Times a run is tried again when Lighthouse itself fails (its trace sometimes misses the navigation). */
const RETRIES = 3;

/** One audit of `url`; a run Lighthouse could not record (NO_NAVSTART and the like) is run again. */
async function auditWithRetries(url: string, port: number, gzipSize: ReturnType<typeof builtFileGzipSize>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditPage(url, port, gzipSize);
    } catch (err) {
      if (attempt > RETRIES) throw err;
      console.error(`[lighthouse] ${(err as Error).message}; running it again`);
    }
  }
}

/** Audits `url` `runs` times and keeps the run with the median performance score. */
async function medianAudit(
  url: string,
  port: number,
  runs: number,
  gzipSize: ReturnType<typeof builtFileGzipSize>,
) {
  const audits: PageAudit[] = [];
  for (let run = 0; run < runs; run += 1) audits.push(await auditWithRetries(url, port, gzipSize));
  const sorted = [...audits].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return {
    audit: sorted[Math.floor(sorted.length / 2)]!,
    runs: audits.map((a) => a.scores.performance ?? 0),
  };
}

function scoreCell(page: AuditedPage, category: Category): string {
  const score = page.audit.scores[category];
  const target = TARGETS[page.key]![category];
  const text = score === null ? 'n/a' : String(score);
  if (target === undefined) return text;
  return `${text} (>= ${target})${score !== null && score >= target ? '' : ' **NO**'}`;
}

function belowTarget(page: AuditedPage): Category[] {
  return CATEGORIES.filter((category) => {
    const score = page.audit.scores[category];
    const target = TARGETS[page.key]![category] ?? 100;
    return score === null || score < target;
  });
}

/** The markdown section for the audited pages. */
function formatSection(pages: AuditedPage[], runs: number, version: string, userAgent: string): string[] {
  const rows = pages.map((page) => {
    const js = page.audit.initialJsGzip;
    const target = TARGETS[page.key]!.jsBytes;
    const jsCell = `${kb(js)} (<= ${kb(target)})${js <= target ? '' : ' **NO**'}`;
    return `| ${page.label} \`${page.path}\` | ${CATEGORIES.map((c) => scoreCell(page, c)).join(' | ')} | ${jsCell} |`;
  });
  const details = pages.flatMap((page) => {
    const failing = belowTarget(page).flatMap((category) => {
      const audits = page.audit.failing[category];
      if (audits.length === 0) return [];
      return [
        `- ${CATEGORY_LABELS[category]} ${page.audit.scores[category] ?? 'n/a'}:`,
        ...audits.map(
          (a) =>
            `  - \`${a.id}\` ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${a.score > 0 ? ` [score ${a.score.toFixed(2)}]` : ''}`,
        ),
      ];
    });
    const scripts = page.audit.initialScripts.map(
      (s) => `\`${new URL(s.url).pathname.replace(/^\/assets\//, '')}\` ${kb(s.gzipBytes)}`,
    );
    return [
      `### ${page.label} (\`${page.path}\`)`,
      '',
      `Metrics: ${Object.entries(page.audit.metrics)
        .map(([id, value]) => `${id} ${value}`)
        .join(', ')}.${runs > 1 ? ` Performance of each run: ${page.runs.join(', ')}.` : ''}`,
      '',
      `Initial JavaScript (${kb(page.audit.initialJsGzip)} gzip): ${scripts.join(', ') || 'none'}. All scripts downloaded during the run, lazily loaded ones too: ${kb(page.audit.allJsGzip)}.`,
      '',
      ...(failing.length
        ? ['Audits below full marks in the categories under target:', '', ...failing]
        : ['Every target met.']),
      ...(page.audit.warnings.length ? ['', `Lighthouse warnings: ${page.audit.warnings.join(' / ')}`] : []),
      '',
    ];
  });
  return [
    '## Site speed (Lighthouse)',
    '',
    `Lighthouse ${version} (npm package) on the system Chromium (${userAgent}), default mobile form factor and simulated throttling, against the production server (server/src/main.ts serving the built site, fresh data directory with its demo listings). ${runs === 1 ? 'One run per page' : `${runs} runs per page, the median by performance shown`}. Initial JavaScript: gzip (level 9) of the scripts downloaded before the load event; kB = 1,000 bytes, as Vite prints.`,
    '',
    `| page | ${CATEGORIES.map((c) => CATEGORY_LABELS[c]).join(' | ')} | initial JS gzip |`,
    `| --- | ${CATEGORIES.map(() => '---').join(' | ')} | --- |`,
    ...rows,
    '',
    ...details,
  ];
}

/** Builds the site if needed, starts the production server, audits the three pages, and returns the section. */
export async function lighthouseSection(
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  log: (line: string) => void = (line) => process.stderr.write(`[lighthouse] ${line}\n`),
): Promise<string[]> {
  ensureSiteBuilt(log);
  const server = await startProductionServer();
  let chromium: Awaited<ReturnType<typeof launchChromium>> | null = null;
  try {
    const propertyPath = await listingPath(server.url);
    chromium = await launchChromium();
    const gzipSize = builtFileGzipSize(SITE_DIST, server.url);
    const targets = [
      { key: 'home', label: 'Home', path: '/' },
      { key: 'properties', label: 'Search', path: '/properties' },
      { key: 'property', label: 'Property', path: propertyPath },
    ] as const;
    // A production server has answered pages before: one request each first (code paths loaded, caches warm).
    for (const target of targets) await (await fetch(`${server.url}${target.path}`)).text();
    const pages: AuditedPage[] = [];
    let version = '';
    let userAgent = '';
    for (const target of targets) {
      log(`auditing ${target.path} (${runs} run${runs === 1 ? '' : 's'})`);
      const { audit, runs: scores } = await medianAudit(
        `${server.url}${target.path}`,
        chromium.port,
        runs,
        gzipSize,
      );
      pages.push({ ...target, audit, runs: scores });
      version ||= audit.lighthouseVersion;
      userAgent ||= audit.browser;
    }
    return formatSection(pages, runs, version, userAgent);
  } finally {
    await chromium?.close();
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log((await lighthouseSection()).join('\n'));
}
