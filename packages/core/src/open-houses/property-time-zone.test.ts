// A property's time zone from its state and county (every county of the split states checked by FIPS code), and
// times shown in that zone, labelled with it, whatever the viewer's own zone.
import atlas from 'us-atlas/counties-10m.json' with { type: 'json' };
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatZonedTime,
  formatZonedWindow,
  propertyTimeZone,
  SPLIT_TIME_ZONE_STATES,
  STATE_TIME_ZONES,
  zonedDay,
  zonedTimeToIso,
} from './property-time-zone';

const viewerZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = viewerZone;
});

describe('propertyTimeZone', () => {
  it("is the state's main zone, or a split state's county zone", () => {
    expect(propertyTimeZone({ state: 'IL', county: 'Cook County' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'TX', county: 'Dallas County' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'TX', county: 'El Paso County' })).toBe('America/Denver');
    expect(propertyTimeZone({ state: 'FL', county: 'Escambia County' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'FL', county: 'Miami-Dade County' })).toBe('America/New_York');
    expect(propertyTimeZone({ state: 'TN', county: 'Knox County' })).toBe('America/New_York');
    expect(propertyTimeZone({ state: 'TN', county: null })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'az' })).toBe('America/Phoenix');
    expect(propertyTimeZone({ state: null })).toBeNull();
    expect(propertyTimeZone({ state: 'ZZ' })).toBeNull();
  });
});

/**
 * The county FIPS codes (us-atlas ids) that keep another zone than their state's main one, written by code so a
 * misspelt or renamed county in the name table shows here.
 */
const COUNTY_ZONE_FIPS: Readonly<Record<string, readonly string[]>> = {
  'America/Chicago': [
    '12005',
    '12013',
    '12033',
    '12059',
    '12063',
    '12091',
    '12113',
    '12131',
    '12133',
    '18051',
    '18073',
    '18089',
    '18091',
    '18111',
    '18123',
    '18127',
    '18129',
    '18147',
    '18149',
    '18163',
    '18173',
    '21001',
    '21003',
    '21007',
    '21009',
    '21027',
    '21031',
    '21033',
    '21035',
    '21039',
    '21047',
    '21053',
    '21055',
    '21057',
    '21059',
    '21061',
    '21075',
    '21083',
    '21085',
    '21087',
    '21091',
    '21099',
    '21101',
    '21105',
    '21107',
    '21139',
    '21141',
    '21143',
    '21145',
    '21149',
    '21157',
    '21169',
    '21171',
    '21177',
    '21183',
    '21207',
    '21213',
    '21219',
    '21221',
    '21225',
    '21227',
    '21233',
  ],
  'America/Los_Angeles': [
    '16009',
    '16017',
    '16021',
    '16035',
    '16049',
    '16055',
    '16057',
    '16061',
    '16069',
    '16079',
  ],
  'America/Denver': [
    '04001',
    '20071',
    '20075',
    '20181',
    '20199',
    '31005',
    '31007',
    '31013',
    '31029',
    '31033',
    '31045',
    '31049',
    '31057',
    '31069',
    '31075',
    '31091',
    '31101',
    '31105',
    '31123',
    '31135',
    '31157',
    '31161',
    '31165',
    '38001',
    '38007',
    '38011',
    '38025',
    '38033',
    '38037',
    '38041',
    '38087',
    '38089',
    '46007',
    '46019',
    '46031',
    '46033',
    '46041',
    '46047',
    '46055',
    '46063',
    '46071',
    '46081',
    '46093',
    '46102',
    '46103',
    '46105',
    '46117',
    '46137',
    '48141',
    '48229',
  ],
  'America/Menominee': ['26043', '26053', '26071', '26109'],
  'America/Boise': ['41045'],
  'America/New_York': [
    '47001',
    '47009',
    '47011',
    '47013',
    '47019',
    '47025',
    '47029',
    '47057',
    '47059',
    '47063',
    '47065',
    '47067',
    '47073',
    '47089',
    '47091',
    '47093',
    '47105',
    '47107',
    '47121',
    '47123',
    '47129',
    '47139',
    '47143',
    '47145',
    '47151',
    '47155',
    '47163',
    '47171',
    '47173',
    '47179',
  ],
};
const zoneOfFips = new Map(
  Object.entries(COUNTY_ZONE_FIPS).flatMap(([zone, ids]) => ids.map((id) => [id, zone] as const)),
);
const STATE_FIPS: Readonly<Record<string, string>> = {
  '04': 'AZ',
  '12': 'FL',
  '16': 'ID',
  '18': 'IN',
  '20': 'KS',
  '21': 'KY',
  '26': 'MI',
  '31': 'NE',
  '38': 'ND',
  '41': 'OR',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
};
const counties = (
  atlas as unknown as {
    objects: { counties: { geometries: { id: string; properties: { name: string } }[] } };
  }
).objects.counties.geometries;

describe('the counties of split states', () => {
  it('names every state the time zone line splits', () => {
    expect([...SPLIT_TIME_ZONE_STATES].sort()).toEqual(Object.values(STATE_FIPS).sort());
  });

  it('knows every county code it names', () => {
    const ids = new Set(counties.map((county) => county.id));
    for (const id of zoneOfFips.keys()) expect(ids.has(id), id).toBe(true);
  });

  it.each(Object.entries(STATE_FIPS))('gives every county of %s (state %s) its zone', (code, state) => {
    const ofState = counties.filter((county) => county.id.slice(0, 2) === code);
    expect(ofState.length).toBeGreaterThan(0);
    for (const { id, properties } of ofState) {
      const expected = zoneOfFips.get(id) ?? STATE_TIME_ZONES[state];
      expect(propertyTimeZone({ state, county: properties.name }), `${id} ${properties.name}`).toBe(expected);
      expect(propertyTimeZone({ state, county: `${properties.name} County` }), id).toBe(expected);
    }
  });

  it('reads county names the ways addresses write them', () => {
    expect(propertyTimeZone({ state: 'IN', county: 'La Porte County' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'IN', county: 'LaPorte' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'SD', county: 'Shannon County' })).toBe('America/Denver');
    expect(propertyTimeZone({ state: 'TN', county: 'Marion County' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'ND', county: 'Morton County' })).toBe('America/Chicago');
    expect(propertyTimeZone({ state: 'AZ', county: 'Apache County' })).toBe('America/Denver');
    expect(propertyTimeZone({ state: 'AZ', county: 'Navajo County' })).toBe('America/Phoenix');
  });
});

describe('a Chicago open house at 12:00', () => {
  const winter = zonedTimeToIso('2026-12-05T12:00', 'America/Chicago');
  const summer = zonedTimeToIso('2027-07-10T12:00', 'America/Chicago');

  it('is the right instant in winter (CST) and summer (CDT)', () => {
    expect(winter).toBe('2026-12-05T18:00:00.000Z');
    expect(summer).toBe('2027-07-10T17:00:00.000Z');
    expect(zonedTimeToIso('2026-12-05 12:00', 'America/Chicago')).toBe('');
  });

  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Australia/Sydney'])(
    'reads 12:00 PM CST/CDT for a viewer in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatZonedTime(winter, 'America/Chicago')).toBe('12:00 PM CST');
      expect(formatZonedTime(summer, 'America/Chicago')).toBe('12:00 PM CDT');
      const end = new Date(Date.parse(winter) + 2 * 3_600_000).toISOString();
      expect(formatZonedWindow(winter, end, 'America/Chicago')).toBe('Sat, Dec 5, 12:00 PM – 2:00 PM CST');
      expect(zonedDay('2026-12-06T03:00:00.000Z', 'America/Chicago')).toBe('2026-12-05');
    },
  );

  it('labels both ends when daylight saving ends in between', () => {
    const start = zonedTimeToIso('2026-11-01T00:30', 'America/Chicago');
    const end = zonedTimeToIso('2026-11-01T03:00', 'America/Chicago');
    expect(formatZonedWindow(start, end, 'America/Chicago')).toBe('Sun, Nov 1, 12:30 AM CDT – 3:00 AM CST');
  });
});
