// The order suggest() ranks entities in, computed once per gazetteer, and the reusable set of one call's candidates.

import type { Entities } from './gazetteer-data';

/** Marks an entity that is not a candidate; real tiers are small numbers. */
const NO_TIER = 255;

/**
 * Ranking data of a gazetteer: `rank[entity]` orders entities by weight (descending), then ZIP code count
 * (descending), then name and state, as one integer; entities that tie on all of these share a rank, so a stable
 * sort keeps them in the order they were found.
 */
export interface SuggestRanking {
  readonly rank: Int32Array;
  /** Larger than every rank: `tier * span + rank` orders by tier first. */
  readonly span: number;
  readonly candidates: CandidateSet;
}

/** The entities one suggest() call found, each with the best (lowest) tier it was found at, in finding order. */
export class CandidateSet {
  readonly #tiers: Uint8Array;
  /** Entities in the order they were first found. */
  readonly found: number[] = [];

  constructor(count: number) {
    this.#tiers = new Uint8Array(count).fill(NO_TIER);
  }

  /** Records `entity` at `tier`, keeping the better tier when it was found before. */
  offer(entity: number, tier: number): void {
    const previous = this.#tiers[entity]!;
    if (previous === NO_TIER) this.found.push(entity);
    if (tier < previous) this.#tiers[entity] = tier;
  }

  has(entity: number): boolean {
    return this.#tiers[entity] !== NO_TIER;
  }

  tier(entity: number): number {
    return this.#tiers[entity]!;
  }

  /** Forgets every candidate (the set is reused by the next call). */
  clear(): void {
    for (const entity of this.found) this.#tiers[entity] = NO_TIER;
    this.found.length = 0;
  }
}

const rankings = new WeakMap<Entities, SuggestRanking>();

/** The ranking of a gazetteer's entities, computed on first use (a few tens of milliseconds). */
export function suggestRanking(entities: Entities): SuggestRanking {
  const cached = rankings.get(entities);
  if (cached) return cached;
  const count = entities.count;
  const weights = new Float64Array(count);
  const zipCounts = new Float64Array(count);
  const names: string[] = new Array(count);
  const states = new Int32Array(count);
  const order: number[] = new Array(count);
  for (let entity = 0; entity < count; entity++) {
    weights[entity] = entities.weight(entity);
    zipCounts[entity] = entities.zipCount(entity);
    names[entity] = entities.name(entity);
    states[entity] = entities.state(entity);
    order[entity] = entity;
  }
  const compare = (a: number, b: number): number => {
    const byWeight = weights[b]! - weights[a]! || zipCounts[b]! - zipCounts[a]!;
    if (byWeight !== 0) return byWeight;
    const [nameA, nameB] = [names[a]!, names[b]!];
    return nameA < nameB ? -1 : nameA > nameB ? 1 : states[a]! - states[b]!;
  };
  order.sort(compare);
  const rank = new Int32Array(count);
  for (let position = 0; position < count; position++) {
    const entity = order[position]!;
    const previous = order[position - 1];
    rank[entity] = previous !== undefined && compare(previous, entity) === 0 ? rank[previous]! : position;
  }
  const ranking: SuggestRanking = { rank, span: count + 1, candidates: new CandidateSet(count) };
  rankings.set(entities, ranking);
  return ranking;
}
