// ZIP code lookups over the sorted codes of the index: exact code and code-prefix ranges by binary search.

import type { GazetteerData } from './gazetteer-data';

/** Finds ZIP codes by position in the index's sorted code string. */
export interface ZipTable {
  readonly count: number;
  code(zip: number): string;
  /** Position of a 5-digit code, or -1. */
  find(code: string): number;
  /** Positions [start, end) of the codes starting with a digit prefix (up to 5 digits). */
  range(prefix: string): [number, number];
}

export function createZipTable(data: GazetteerData): ZipTable {
  const { codes } = data.zips;
  const count = codes.length / 5;
  const code = (zip: number): string => codes.slice(zip * 5, zip * 5 + 5);
  // First position whose code is not below `target` (a 5-digit string).
  const lowerBound = (target: string): number => {
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (code(middle) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    count,
    code,
    find(target) {
      if (!/^\d{5}$/.test(target)) return -1;
      const position = lowerBound(target);
      return position < count && code(position) === target ? position : -1;
    },
    range(prefix) {
      if (!/^\d{1,5}$/.test(prefix)) return [0, 0];
      const next = String(Number(prefix) + 1).padStart(prefix.length, '0');
      const end = next.length > prefix.length ? count : lowerBound(next.padEnd(5, '0'));
      return [lowerBound(prefix.padEnd(5, '0')), end];
    },
  };
}
