// Prefix search over the names of every place, county and state: one sorted list of compact keys, computed by
// the index builder and searched by binary search at run time.

import { COUNTY_SUFFIXES } from './county-names';
import type { Entities } from './gazetteer-data';
import type { GeoIndex } from './index-format';
import { innerWordKeys, nameKeys } from './normalize';

/** Searches the name keys. */
export interface NameIndex {
  /** Calls `visit` for every key that starts with `prefix` (a compactKey). */
  forEachPrefix(prefix: string, visit: (entity: number, exact: boolean, laterWord: boolean) => void): void;
  /** Entities one of whose whole-name keys equals `key`. */
  exact(key: string): number[];
}

const COUNTY_SUFFIX = new RegExp(`\\s+(${COUNTY_SUFFIXES.join('|')})$`, 'i');

/** The keys of one entity: whole-name keys (name, aliases, a county's bare name) and later-word keys. */
function entityKeys(entities: Entities, entity: number, aliases: readonly string[]) {
  const name = entities.name(entity);
  const names = [name, ...aliases];
  let laterWordSource = name;
  if (entities.kind(entity) === 'county') {
    const bare = name.replace(COUNTY_SUFFIX, '');
    if (bare !== name) {
      names.push(bare, `${bare} Co`);
      laterWordSource = bare;
    }
  }
  const whole = new Set(names.flatMap(nameKeys));
  const laterWords = innerWordKeys(laterWordSource).filter((key) => !whole.has(key));
  return { whole, laterWords };
}

/**
 * The sorted keys of all entities, for the index file: keys joined by newlines in code-unit order, and for each
 * the entity, or its bitwise complement (~entity) when the key starts at a later word of the name.
 */
export function buildNameKeys(
  entities: Entities,
  aliases: readonly (readonly [number, string])[],
): GeoIndex['names'] {
  const aliasesOf = new Map<number, string[]>();
  for (const [place, alias] of aliases) aliasesOf.set(place, [...(aliasesOf.get(place) ?? []), alias]);
  const entries: { key: string; code: number }[] = [];
  for (let entity = 0; entity < entities.count; entity++) {
    const { whole, laterWords } = entityKeys(entities, entity, aliasesOf.get(entity) ?? []);
    for (const key of whole) entries.push({ key, code: entity });
    for (const key of laterWords) entries.push({ key, code: ~entity });
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.code - b.code));
  return {
    keys: entries.map((entry) => entry.key).join('\n'),
    entities: Int32Array.from(entries, (entry) => entry.code),
  };
}

/** The run-time search over the keys stored in the index file. */
export function createNameIndex(stored: GeoIndex['names']): NameIndex {
  const keys = stored.keys.split('\n');
  const codes = stored.entities;
  const lowerBound = (prefix: string): number => {
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    forEachPrefix(prefix, visit) {
      if (prefix === '') return;
      for (let i = lowerBound(prefix); i < keys.length && keys[i]!.startsWith(prefix); i++) {
        const code = codes[i]!;
        visit(code < 0 ? ~code : code, keys[i]!.length === prefix.length, code < 0);
      }
    },
    exact(key) {
      const found: number[] = [];
      for (let i = lowerBound(key); i < keys.length && keys[i] === key; i++) {
        if (codes[i]! >= 0) found.push(codes[i]!);
      }
      return found;
    },
  };
}
