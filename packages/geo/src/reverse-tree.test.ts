import { describe, expect, it } from 'vitest';
import { deserializeIndex, type GeoIndex, PLACE_KIND, serializeIndex } from './index-format';
import { buildReverseTree, isReverseCandidate, openReverseTree } from './reverse-tree';

const kinds = [PLACE_KIND.city, PLACE_KIND.neighborhood, PLACE_KIND.postal, PLACE_KIND.station];
const lat = [32.78, 32.79, 33.0, 32.78];
const lng = [-96.8, -96.81, -97.0, -96.8];

describe('reverse tree', () => {
  it('indexes towns and post-office towns only', () => {
    expect(kinds.map(isReverseCandidate)).toEqual([true, false, true, false]);
    expect([...buildReverseTree(kinds, lat, lng).places]).toEqual([0, 2]);
  });

  it('searches by bounding box, also after a trip through the index file', () => {
    const stored = buildReverseTree(kinds, lat, lng);
    const bytes = serializeIndex({ reverse: stored } as unknown as GeoIndex);
    for (const candidate of [stored, deserializeIndex(bytes).reverse]) {
      const { tree, places } = openReverseTree(candidate);
      expect(tree.range(-96.9, 32.7, -96.7, 32.9).map((id) => places[id])).toEqual([0]);
      expect(
        tree
          .range(-98, 32, -96, 34)
          .map((id) => places[id])
          .sort(),
      ).toEqual([0, 2]);
    }
  });
});
