import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { stateIndexOfCode, stateIndexOfFips, US_STATES } from './us-states';

describe('US_STATES', () => {
  it('has the 50 states, DC and Puerto Rico, with unique codes and FIPS codes', () => {
    expect(US_STATES).toHaveLength(52);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(52);
    expect(new Set(US_STATES.map((state) => state.fips)).size).toBe(52);
  });

  it('agrees with the state names and FIPS codes of us-atlas', () => {
    const atlas = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('us-atlas/states-10m.json'), 'utf8'),
    ) as { objects: { states: { geometries: { id: string; properties: { name: string } }[] } } };
    const atlasNames = new Map(atlas.objects.states.geometries.map((g) => [g.id, g.properties.name]));
    for (const state of US_STATES) expect(atlasNames.get(state.fips), state.code).toBe(state.name);
  });

  it('finds states by code (any case) and FIPS code', () => {
    expect(US_STATES[stateIndexOfCode('tx')]?.name).toBe('Texas');
    expect(US_STATES[stateIndexOfFips('17')]?.code).toBe('IL');
    expect(stateIndexOfCode('ZZ')).toBe(-1);
    expect(stateIndexOfFips('66')).toBe(-1);
  });
});
