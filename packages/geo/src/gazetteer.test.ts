// Known places through the public API: suggest, geocode, reverse, countyOf, states and counties.
import { beforeAll, describe, expect, it } from 'vitest';
import { haversineMiles } from './distance';
import { loadGazetteer } from './load-gazetteer';
import type { Gazetteer, GeocodeResult } from './types';

let gazetteer: Gazetteer;
beforeAll(async () => {
  gazetteer = await loadGazetteer();
}, 120_000);

const names = (text: string, limit?: number) => gazetteer.suggest(text, limit).map((s) => s.place_name);
const expectFound: (result: GeocodeResult) => asserts result is Extract<GeocodeResult, { found: true }> = (
  result,
) => {
  expect(result.found).toBe(true);
};

describe('loadGazetteer', () => {
  it('loads once per process', async () => {
    expect(await loadGazetteer()).toBe(gazetteer);
  });
});

describe('suggest', () => {
  it('puts Dallas, TX first for "dal" and "dallas"', () => {
    expect(names('dal')[0]).toBe('Dallas, TX');
    expect(names('dallas')[0]).toBe('Dallas, TX');
    expect(gazetteer.suggest('dal')[0]).toMatchObject({ kind: 'city', city: 'Dallas', state: 'TX' });
  });

  it('narrows by a state code or name after the city, with or without a comma', () => {
    for (const text of ['dallas, tx', 'Dallas TX', 'dallas texas', 'Dallas, Texas']) {
      const found = gazetteer.suggest(text);
      expect(found[0]?.place_name, text).toBe('Dallas, TX');
      expect(found.every((s) => s.state === 'TX')).toBe(true);
    }
    expect(names('springfield, mo')).toEqual(['Springfield, MO']);
    expect(names('portland, me')[0]).toBe('Portland, ME');
  });

  it('narrows by a state still being typed', () => {
    expect(names('dallas, t')[0]).toBe('Dallas, TX');
    expect(names('dallas t')[0]).toBe('Dallas, TX');
    expect(gazetteer.suggest('portland, o').map((s) => s.state)).toContain('OR');
  });

  it('finds ZIP codes by prefix for digits', () => {
    const found = gazetteer.suggest('100');
    expect(found).toHaveLength(5);
    expect(found.every((s) => s.kind === 'zip' && s.zip?.startsWith('100'))).toBe(true);
    expect(gazetteer.suggest('10001')).toEqual([
      expect.objectContaining({
        kind: 'zip',
        zip: '10001',
        city: 'New York',
        state: 'NY',
        place_name: 'New York, NY 10001',
      }),
    ]);
    expect(names('75201-1234')).toEqual(['Dallas, TX 75201']);
  });

  it('finds counties, parishes and boroughs', () => {
    expect(gazetteer.suggest('cook county')[0]).toMatchObject({
      place_name: 'Cook County, IL',
      kind: 'county',
      county: 'Cook County',
      state: 'IL',
    });
    expect(names('cook county, il')).toEqual(['Cook County, IL']);
    expect(names('orleans parish')[0]).toBe('Orleans Parish, LA');
    expect(names('juneau city and borough')[0]).toBe('Juneau City and Borough, AK');
  });

  it('finds states', () => {
    expect(gazetteer.suggest('texas')[0]).toMatchObject({ place_name: 'Texas', kind: 'state', state: 'TX' });
    expect(names('new york')).toEqual(expect.arrayContaining(['New York, NY', 'New York State']));
    expect(names('new york')[0]).toBe('New York, NY');
  });

  it('ignores case, accents, punctuation and saint/st, fort/ft spellings', () => {
    expect(names('CAÑON CITY')[0]).toBe('Cañon City, CO');
    expect(names('canon city')[0]).toBe('Cañon City, CO');
    expect(names('coeur d alene')[0]).toBe("Coeur d'Alene, ID");
    expect(names('Winston Salem')[0]).toBe('Winston-Salem, NC');
    expect(names('saint louis')[0]).toBe('St. Louis, MO');
    expect(names('st. lou')[0]).toBe('St. Louis, MO');
    expect(names('ft worth')[0]).toBe('Fort Worth, TX');
    expect(names('for')).toContain('Fort Worth, TX');
  });

  it('ranks real towns over post-office abbreviations and merges "The" names', () => {
    expect(names('atl')[0]).toBe('Atlanta, GA');
    expect(names('bronx')[0]).toBe('Bronx, NY');
    expect(names('the bronx')[0]).toBe('Bronx, NY');
    expect(names('dalles')[0]).toBe('The Dalles, OR');
  });

  it('fills a city suggestion with its county', () => {
    expect(gazetteer.suggest('chicago')[0]).toMatchObject({
      city: 'Chicago',
      state: 'IL',
      county: 'Cook County',
    });
  });

  it('gives nothing for empty or one-character text, and respects the limit', () => {
    expect(gazetteer.suggest('')).toEqual([]);
    expect(gazetteer.suggest('   ')).toEqual([]);
    expect(gazetteer.suggest('d')).toEqual([]);
    expect(gazetteer.suggest(' d. ')).toEqual([]);
    expect(gazetteer.suggest('san', 3)).toHaveLength(3);
    expect(gazetteer.suggest('san', 0)).toEqual([]);
    expect(gazetteer.suggest('san', 500).length).toBeLessThanOrEqual(50);
  });

  it('puts a complete ZIP code at the end of an address first', () => {
    expect(names('123 Main St, Dallas, TX 75201')[0]).toBe('Dallas, TX 75201');
  });

  it('returns no duplicate place names', () => {
    for (const text of ['washington', 'carson city', 'new york', 'san juan', 'springfield']) {
      const found = names(text, 50);
      expect(new Set(found).size, text).toBe(found.length);
    }
  });

  it('offers the city where a county shares its name (Carson City, NV), so the pick geocodes back to it', () => {
    for (const text of ['carson', 'carson city', 'carson city nv']) {
      const carson = gazetteer.suggest(text, 10).find((s) => s.place_name === 'Carson City, NV');
      expect(carson?.kind, text).toBe('city');
      expect(gazetteer.geocode('Carson City, NV')).toMatchObject({
        found: true,
        precision: 'city',
        lat: carson?.lat,
        lng: carson?.lng,
      });
    }
  });
});

describe('geocode', () => {
  it('finds a town whose own name has a comma before reading its parts one by one', () => {
    const stambaugh = gazetteer
      .suggest('Stambaugh', 10)
      .find((s) => s.place_name === 'Stambaugh, Iron River, MI');
    expect(stambaugh?.place_name).toBe('Stambaugh, Iron River, MI');
    expect(gazetteer.geocode('Stambaugh, Iron River, MI')).toMatchObject({
      found: true,
      precision: 'city',
      lat: stambaugh?.lat,
      lng: stambaugh?.lng,
    });
    expect(gazetteer.geocode('Iron River, MI')).toMatchObject({ found: true, precision: 'city' });
    expect(gazetteer.geocode('Iron River, MI')).not.toMatchObject({ lat: stambaugh?.lat });
  });

  it('uses the ZIP code of a full address', () => {
    const result = gazetteer.geocode('123 Main St, Dallas, TX 75201');
    expectFound(result);
    expect(result).toMatchObject({
      precision: 'zip',
      zip: '75201',
      city: 'Dallas',
      state: 'TX',
      county: 'Dallas County',
    });
    expect(haversineMiles(result.lat, result.lng, 32.78, -96.8)).toBeLessThan(3);
  });

  it('geocodes a ZIP code alone, with +4, and followed by a country', () => {
    for (const text of ['75201', '75201-1234', 'Dallas TX 75201 USA']) {
      expect(gazetteer.geocode(text), text).toMatchObject({ found: true, precision: 'zip', zip: '75201' });
    }
  });

  it('geocodes a city and state', () => {
    const result = gazetteer.geocode('Dallas, TX');
    expectFound(result);
    expect(result).toMatchObject({
      precision: 'city',
      city: 'Dallas',
      state: 'TX',
      place_name: 'Dallas, TX',
    });
    expect(haversineMiles(result.lat, result.lng, 32.78, -96.8)).toBeLessThan(3);
    expect(gazetteer.geocode('123 Main St Dallas TX')).toMatchObject({ precision: 'city', city: 'Dallas' });
    expect(gazetteer.geocode('dallas, texas')).toMatchObject({ precision: 'city', state: 'TX' });
  });

  it('tells Springfield, IL from Springfield, MO', () => {
    const illinois = gazetteer.geocode('Springfield, IL');
    const missouri = gazetteer.geocode('Springfield, MO');
    expectFound(illinois);
    expectFound(missouri);
    expect(illinois.state).toBe('IL');
    expect(missouri.state).toBe('MO');
    expect(haversineMiles(illinois.lat, illinois.lng, missouri.lat, missouri.lng)).toBeGreaterThan(100);
    expect(haversineMiles(illinois.lat, illinois.lng, 39.8, -89.64)).toBeLessThan(5);
  });

  it('geocodes a county and a state', () => {
    expect(gazetteer.geocode('Cook County, IL')).toMatchObject({
      found: true,
      precision: 'county',
      county: 'Cook County',
      state: 'IL',
    });
    expect(gazetteer.geocode('Texas')).toMatchObject({ found: true, precision: 'state', state: 'TX' });
    expect(gazetteer.geocode('TX')).toMatchObject({ found: true, precision: 'state', state: 'TX' });
  });

  it('reads "New York" as the city and "New York State" as the state', () => {
    expect(gazetteer.geocode('New York')).toMatchObject({ precision: 'city', city: 'New York', state: 'NY' });
    expect(gazetteer.geocode('New York State')).toMatchObject({ precision: 'state', state: 'NY' });
    expect(gazetteer.geocode('Washington')).toMatchObject({ precision: 'state', state: 'WA' });
    expect(gazetteer.geocode('Washington, DC')).toMatchObject({ precision: 'city', state: 'DC' });
  });

  it('prefers the city over a ZIP code of another state, and a street number is no ZIP', () => {
    expect(gazetteer.geocode('Dallas, TX 10001')).toMatchObject({
      precision: 'city',
      city: 'Dallas',
      state: 'TX',
    });
    expect(gazetteer.geocode('10001 Main St, Dallas, TX')).toMatchObject({
      precision: 'city',
      city: 'Dallas',
    });
  });

  it('reports what it could not find', () => {
    const unknownState = gazetteer.geocode('Atlantis, ZZ');
    expect(unknownState.found).toBe(false);
    expect(gazetteer.geocode('')).toMatchObject({ found: false });
    expect(gazetteer.geocode('Paris, France')).toMatchObject({ found: false });
    expect(gazetteer.geocode('00000')).toMatchObject({
      found: false,
      reason: expect.stringContaining('00000'),
    });
  });
});

describe('reverse', () => {
  it('names the city a point is in', () => {
    expect(gazetteer.reverse(40.7506, -73.9972)).toMatchObject({
      place_name: 'New York, NY',
      city: 'New York',
      state: 'NY',
    });
    expect(gazetteer.reverse(41.8781, -87.6298)).toMatchObject({
      place_name: 'Chicago, IL',
      county: 'Cook County',
    });
    expect(gazetteer.reverse(32.7767, -96.797)).toMatchObject({
      place_name: 'Dallas, TX',
      county: 'Dallas County',
    });
  });

  it('keeps suburbs and enclaves apart from the big city next to them', () => {
    expect(gazetteer.reverse(40.935, -73.895)?.place_name).toBe('Yonkers, NY');
    expect(gazetteer.reverse(34.0736, -118.4004)?.place_name).toBe('Beverly Hills, CA');
  });

  it('is null far from any US place and for impossible coordinates', () => {
    expect(gazetteer.reverse(35, -40)).toBeNull();
    expect(gazetteer.reverse(48.85, 2.35)).toBeNull();
    expect(gazetteer.reverse(Number.NaN, 0)).toBeNull();
    expect(gazetteer.reverse(120, 0)).toBeNull();
  });
});

describe('countyOf', () => {
  it('finds the county of a point', () => {
    expect(gazetteer.countyOf(41.8781, -87.6298)).toEqual({
      name: 'Cook County',
      state: 'IL',
      fips: '17031',
    });
    expect(gazetteer.countyOf(32.7767, -96.797)).toEqual({
      name: 'Dallas County',
      state: 'TX',
      fips: '48113',
    });
    expect(gazetteer.countyOf(29.9511, -90.0715)).toEqual({
      name: 'Orleans Parish',
      state: 'LA',
      fips: '22071',
    });
    expect(gazetteer.countyOf(18.4655, -66.1057)).toMatchObject({ state: 'PR', fips: '72127' });
    expect(gazetteer.countyOf(61.2181, -149.9003)).toMatchObject({
      name: 'Anchorage Municipality',
      state: 'AK',
    });
  });

  it('is null in the ocean, abroad and for impossible coordinates', () => {
    expect(gazetteer.countyOf(35, -40)).toBeNull();
    expect(gazetteer.countyOf(30, -80)).toBeNull();
    expect(gazetteer.countyOf(48.85, 2.35)).toBeNull();
    expect(gazetteer.countyOf(Number.NaN, Number.NaN)).toBeNull();
  });
});

describe('states and counties', () => {
  it('lists the 50 states, DC and Puerto Rico', () => {
    const states = gazetteer.states();
    expect(states).toHaveLength(52);
    expect(states).toContainEqual({ code: 'TX', name: 'Texas' });
    expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(states).toContainEqual({ code: 'PR', name: 'Puerto Rico' });
  });

  it('lists every county with its centroid', () => {
    const counties = gazetteer.counties();
    expect(counties.length).toBeGreaterThan(3200);
    expect(new Set(counties.map((county) => county.fips)).size).toBe(counties.length);
    const cook = counties.find((county) => county.fips === '17031');
    expect(cook).toMatchObject({ name: 'Cook County', state: 'IL' });
    expect(haversineMiles(cook?.lat ?? 0, cook?.lng ?? 0, 41.84, -87.82)).toBeLessThan(10);
  });

  it('hands out copies, so callers cannot change the gazetteer', () => {
    const first = gazetteer.states();
    first[0] = { code: 'XX', name: 'Nowhere' };
    expect(gazetteer.states()[0]?.code).not.toBe('XX');
  });
});
