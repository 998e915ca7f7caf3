// The pure parts of the demo listings: the PRNG, the place lists against the gazetteer, the generator's spread
// and the illustrations.
import { loadGazetteer } from '@dealloop/geo';
import { describe, expect, it } from 'vitest';
import { demoIllustrationSvg } from './demo-images';
import { generateDemoListings, ILLUSTRATION_KINDS, mulberry32, Random, thousands } from './demo-listings';
import { resolveDemoPlaces } from './demo-places';
import { rowsPerInsert } from './seed-demo-listings';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed, in [0, 1), and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
    expect(first.slice(0, 3)).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    const c = mulberry32(43);
    expect(Array.from({ length: 10 }, () => c())).not.toEqual(first.slice(0, 10));
  });

  it('picks by weight, with the table and with the plain list alike', () => {
    const random = new Random(1);
    const pick = Random.weightedTable([
      ['a', 1],
      ['b', 3],
      ['c', 0],
    ] as const);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) counts[pick(random)]++;
    expect(counts.c).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.7);
    expect(counts.b / counts.a).toBeLessThan(3.3);
    expect(random.sample([1, 2, 3], 5).sort()).toEqual([1, 2, 3]);
  });
});

describe('demo places', () => {
  it('finds every metro, neighbourhood ZIP code and city of the lists in the gazetteer', async () => {
    const places = resolveDemoPlaces(await loadGazetteer());
    expect(places.missing).toEqual([]);
    expect(places.cities.length).toBeGreaterThan(150);
    const dallas = places.cities.find((city) => city.city === 'Dallas' && city.state === 'TX')!;
    expect(dallas.hoods.find((hood) => hood.label === 'Oak Cliff')?.zips.map((z) => z.zip)).toEqual([
      '75208',
      '75211',
      '75224',
    ]);
    // Street delivery codes only: no P.O. box ranges.
    expect(dallas.whole.zips.every((z) => Number(z.zip) < 75260)).toBe(true);
    const weights = places.cities.reduce((sum, city) => sum + city.weight, 0) + places.anywhereShare;
    expect(weights).toBeCloseTo(1, 6);
  });
});

describe('generateDemoListings', () => {
  it('weights toward the metros wholesalers work, with some spread, oldest first', async () => {
    const places = resolveDemoPlaces(await loadGazetteer());
    const listings = [...generateDemoListings(places, { count: 5000, seed: 3, now: Date.UTC(2026, 10, 20) })];
    const byCity = new Map<string, number>();
    for (const l of listings)
      byCity.set(`${l.city}, ${l.state}`, (byCity.get(`${l.city}, ${l.state}`) ?? 0) + 1);
    // The core metros' own cities (not their suburbs) hold 0.72 x 0.65 of the weight; the rest spreads out.
    const core = new Set(
      places.cities.filter((city) => city.hoods.length).map((c) => `${c.city}, ${c.state}`),
    );
    expect(core.size).toBe(20);
    const top = [...byCity].sort((a, b) => b[1] - a[1]).slice(0, 10);
    for (const [name] of top) expect(core.has(name), name).toBe(true);
    const inCore = listings.filter((l) => core.has(`${l.city}, ${l.state}`)).length / listings.length;
    expect(inCore).toBeGreaterThan(0.4);
    expect(inCore).toBeLessThan(0.55);
    expect(byCity.size).toBeGreaterThan(300);
    expect(listings.map((l) => l.createdAt)).toEqual(listings.map((l) => l.createdAt).sort());
    expect(listings.filter((l) => l.title.includes(' in Oak Cliff')).length).toBeGreaterThan(10);
    expect(new Set(listings.map((l) => l.title)).size).toBeGreaterThan(4000);
    for (const l of listings) expect(l.title.length).toBeLessThanOrEqual(120);
  });
});

describe('demo illustrations', () => {
  it('draws 12 distinct SVG pictures, the same ones for the same seed', () => {
    const svgs = ILLUSTRATION_KINDS.map((_, index) => demoIllustrationSvg(5, index));
    expect(svgs).toHaveLength(12);
    expect(new Set(svgs).size).toBe(12);
    expect(ILLUSTRATION_KINDS.map((_, index) => demoIllustrationSvg(5, index))).toEqual(svgs);
    expect(demoIllustrationSvg(6, 0)).not.toBe(svgs[0]);
    for (const svg of svgs)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200"/);
  });
});

describe('bulk insert size', () => {
  it('stays under SQLite’s 32,766 bound parameters per statement', () => {
    expect(rowsPerInsert(28)).toBe(1000);
    expect(rowsPerInsert(28) * 28).toBeLessThanOrEqual(32_766);
    expect(rowsPerInsert(40) * 40).toBeLessThanOrEqual(32_766);
  });

  it('formats thousands without the locale', () => {
    expect([0, 999, 1000, 1_234_567].map(thousands)).toEqual(['0', '999', '1,000', '1,234,567']);
  });
});
