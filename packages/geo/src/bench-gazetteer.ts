// Measures the gazetteer: index size, build and load time, memory, and the cost of each call. A report, not a
// test. Run: node --expose-gc --import tsx packages/geo/src/bench-gazetteer.ts

import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { buildIndex } from './build-index';
import { INDEX_PATH } from './index-sources';
import { loadGazetteer } from './load-gazetteer';
import type { Gazetteer } from './types';

/** The measured figures: sizes in bytes, times in milliseconds (per call for the calls). */
export interface GazetteerFigures {
  indexBytes: number;
  loadMs: number;
  /** CPU time of the load (user + system), less sensitive than wall time to other processes on the machine. */
  loadCpuMs: number;
  heapBytes: number;
  rssBytes: number;
  suggestMs: number;
  suggestShortMs: number;
  geocodeMs: number;
  countyOfMs: number;
  /** The first reverse() call (cold code paths). */
  firstReverseMs: number;
  reverseMs: number;
  buildMs: number;
}

const SUGGEST_QUERIES = [
  'dal',
  'dallas, tx',
  'springfield',
  'cook county',
  '100',
  'new york',
  'fort w',
  'saint lou',
];
const SHORT_QUERIES = ['sa', 'ma', 'co', 'la', 'ne', 'st'];
const GEOCODE_QUERIES = [
  '123 Main St, Dallas, TX 75201',
  'Dallas, TX',
  'Cook County, IL',
  'Texas',
  'Atlantis, ZZ',
];

const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

/** Milliseconds per call of `run` over `rounds` calls, after a warm-up. */
function perCall(rounds: number, run: (round: number) => unknown): number {
  for (let round = 0; round < Math.min(rounds - 1, 1000); round++) run(round);
  const started = performance.now();
  for (let round = 0; round < rounds; round++) run(round);
  return (performance.now() - started) / rounds;
}

/** Pseudo-random points over the contiguous US (a fixed sequence, so runs compare). */
function samplePoints(count: number): [number, number][] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () => [25 + random() * 24, -124 + random() * 57]);
}

/** Loads the gazetteer in this process and measures it, then times a build of the index from the packages. */
export async function measureGazetteer(): Promise<GazetteerFigures> {
  collectGarbage();
  const before = process.memoryUsage();
  const loadStarted = performance.now();
  const cpuStarted = process.cpuUsage();
  const gazetteer: Gazetteer = await loadGazetteer();
  const loadMs = performance.now() - loadStarted;
  const cpu = process.cpuUsage(cpuStarted);
  collectGarbage();
  const after = process.memoryUsage();
  const points = samplePoints(10_000);
  const point = (round: number) => points[round % points.length]!;
  const figures = {
    indexBytes: (await stat(INDEX_PATH)).size,
    loadMs,
    loadCpuMs: (cpu.user + cpu.system) / 1000,
    heapBytes: after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers,
    rssBytes: after.rss - before.rss,
    suggestMs: perCall(20_000, (round) =>
      gazetteer.suggest(SUGGEST_QUERIES[round % SUGGEST_QUERIES.length]!),
    ),
    suggestShortMs: perCall(5_000, (round) =>
      gazetteer.suggest(SHORT_QUERIES[round % SHORT_QUERIES.length]!),
    ),
    geocodeMs: perCall(20_000, (round) =>
      gazetteer.geocode(GEOCODE_QUERIES[round % GEOCODE_QUERIES.length]!),
    ),
    countyOfMs: perCall(200_000, (round) => gazetteer.countyOf(...point(round))),
    firstReverseMs: perCall(1, () => gazetteer.reverse(40.7506, -73.9972)),
    reverseMs: perCall(50_000, (round) => gazetteer.reverse(...point(round))),
  };
  const buildStarted = performance.now();
  await buildIndex();
  return { ...figures, buildMs: performance.now() - buildStarted };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await measureGazetteer();
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
  const rows = [
    ['index on disk', mb(figures.indexBytes)],
    ['build (in memory, from the packages)', `${Math.round(figures.buildMs)} ms`],
    [
      'load (read, decode, index), wall / CPU',
      `${Math.round(figures.loadMs)} ms / ${Math.round(figures.loadCpuMs)} ms`,
    ],
    ['memory after load (heap + buffers / RSS)', `${mb(figures.heapBytes)} / ${mb(figures.rssBytes)}`],
    ['suggest(), 3+ characters', us(figures.suggestMs)],
    ['suggest(), 2 characters', us(figures.suggestShortMs)],
    ['geocode()', us(figures.geocodeMs)],
    ['countyOf()', us(figures.countyOfMs)],
    ['reverse(), first call', `${figures.firstReverseMs.toFixed(1)} ms`],
    ['reverse()', us(figures.reverseMs)],
  ];
  process.stdout.write(
    `| figure | value |\n| --- | --- |\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}\n`,
  );
}
