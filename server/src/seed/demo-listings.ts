// Deterministic demo listings: the same seed (and reference time) gives the same listings, drawn from a seeded
// PRNG (mulberry32) over real places of the gazetteer, with figures that hang together: ARV from the city's price
// level and the size, repairs from the condition, the asking price from the 70% rule, profit and ROI as the API
// computes them.
import type { PropertyType } from '@dealloop/core';
import { dealFigures } from '../listings/properties-repo';
import {
  type DemoArea,
  type DemoCity,
  type DemoPlaces,
  type DemoZip,
  type Region,
  regionOf,
} from './demo-places';

/** mulberry32: a tiny, fast 32-bit PRNG; floats in [0, 1). The same seed always gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Draws from a seeded PRNG: numbers in ranges, picks, weighted picks. */
export class Random {
  readonly #next: () => number;

  constructor(seed: number) {
    this.#next = mulberry32(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.#next();
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.#next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor((max - min + 1) * this.#next());
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.#next() < p;
  }

  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(items.length * this.#next())]!;
  }

  /** One element by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let target = this.#next() * total;
    for (const [value, weight] of entries) {
      target -= weight;
      if (target < 0) return value;
    }
    return entries.at(-1)![0];
  }

  /** A weighted pick over a long list, prepared once: binary search over the cumulative weights. */
  static weightedTable<T>(entries: readonly (readonly [T, number])[]): (random: Random) => T {
    const values = entries.map(([value]) => value);
    const cumulative: number[] = [];
    let total = 0;
    for (const [, weight] of entries) {
      total += weight;
      cumulative.push(total);
    }
    if (!values.length || total <= 0) throw new RangeError('weighted pick from an empty list');
    return (random) => {
      const target = random.next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (cumulative[middle]! > target) high = middle;
        else low = middle + 1;
      }
      return values[low]!;
    };
  }

  /** `count` distinct elements in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length)
      out.push(pool.splice(Math.floor(pool.length * this.#next()), 1)[0]!);
    return out;
  }
}

/** What a listing's photos show; each illustration draws one of these. */
export type IllustrationKind =
  | 'ranch'
  | 'two_story'
  | 'bungalow'
  | 'duplex'
  | 'fourplex'
  | 'townhouses'
  | 'condo'
  | 'lot'
  | 'store'
  | 'mobile';

/** The demo photos, in order; listings point at them by index. */
export const ILLUSTRATION_KINDS: readonly IllustrationKind[] = [
  'ranch',
  'two_story',
  'bungalow',
  'ranch',
  'two_story',
  'duplex',
  'fourplex',
  'townhouses',
  'condo',
  'lot',
  'store',
  'mobile',
];

const KINDS_BY_TYPE: Readonly<Record<PropertyType, readonly IllustrationKind[]>> = {
  single_family: ['ranch', 'two_story', 'bungalow'],
  multi_family: ['duplex', 'fourplex'],
  townhouse: ['townhouses', 'two_story'],
  condo: ['condo'],
  land: ['lot'],
  commercial: ['store'],
  mobile_home: ['mobile'],
};

/** Who owns a demo listing: the demo wholesaler or one of the regional demo sellers. */
export type DemoOwnerKey = 'wholesaler' | 'southeast' | 'midwest' | 'central' | 'northeast' | 'west';

const OWNER_STATES: Readonly<Record<Exclude<DemoOwnerKey, 'wholesaler'>, readonly string[]>> = {
  southeast: ['GA', 'FL', 'AL', 'SC', 'NC', 'MS', 'VA', 'PR'],
  midwest: ['OH', 'MI', 'IN', 'IL', 'WI', 'MN', 'IA', 'KY', 'ND', 'SD'],
  central: ['MO', 'KS', 'NE', 'AR', 'OK', 'LA', 'TN'],
  northeast: ['PA', 'NJ', 'NY', 'MD', 'DE', 'DC', 'CT', 'MA', 'RI', 'NH', 'VT', 'ME', 'WV'],
  west: ['AZ', 'NV', 'NM', 'CO', 'UT', 'CA', 'OR', 'WA', 'ID', 'MT', 'WY', 'AK', 'HI'],
};

/** The owner of listings in a state: Texas (and anything unlisted) is the demo wholesaler's. */
export function ownerOfState(state: string): DemoOwnerKey {
  for (const [owner, states] of Object.entries(OWNER_STATES)) {
    if (states.includes(state)) return owner as DemoOwnerKey;
  }
  return 'wholesaler';
}

/** One generated listing, ready to insert once its owner and photos are known. */
export interface DemoListing {
  owner: DemoOwnerKey;
  title: string;
  description: string;
  location: string;
  city: string;
  state: string;
  zip: string | null;
  county: string | null;
  lat: number;
  lng: number;
  price: number;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSize: number | null;
  propertyType: PropertyType;
  arv: number;
  repairCost: number;
  profitPotential: number;
  roi: number | null;
  status: 'active' | 'under_contract' | 'sold';
  listingStatus: 'published' | 'pending_review' | 'declined' | 'on_hold';
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Indexes into {@link ILLUSTRATION_KINDS}, cover first. */
  images: number[];
}

/** Options of {@link generateDemoListings}. */
export interface DemoListingOptions {
  count: number;
  seed: number;
  /** The reference time (ms since the epoch): listings are created over the 120 days before it. */
  now: number;
}

/** The default seed of `pnpm seed` and of the first start. */
export const DEFAULT_DEMO_SEED = 20_261_122;

const DAY_MS = 86_400_000;
const SPREAD_MS = 120 * DAY_MS;
/** Listings younger than this are mostly still pending review; a moderator has seen older ones. */
const PENDING_DAYS = 14;

// ---- vocabulary ----------------------------------------------------------------------------------------------

// biome-ignore format: a word list
const STREET_NAMES = [
  'Oak Hollow', 'Elm', 'Maple', 'Willow Bend', 'Hickory', 'Walnut', 'Sycamore', 'Dogwood', 'Sunset',
  'Meadowbrook', 'Lakeview', 'Fairview', 'Highland', 'Glenwood', 'Forest Park', 'Parkview', 'Ridgecrest',
  'Brookhaven', 'Kingston', 'Lincoln', 'Washington', 'Jefferson', 'Franklin', 'Madison', 'Jackson',
  'Monroe', 'Harrison', 'Grant', 'Garfield', 'Woodland', 'Hillcrest', 'Valley View', 'Spring Creek', 'Mill',
  'Church', 'School', 'Railroad', 'Market', 'Park', 'Center', 'Prospect', 'Greenbriar', 'Briarwood',
  'Rosewood', 'Chestnut', 'Laurel', 'Holly', 'Redbud', 'Timber Ridge', 'Stonegate', 'Fox Run', 'Cardinal',
  'Robin', 'Bluebird', 'Martin Luther King Jr', 'Cherry', 'Orchard', 'Vine', 'Clover', 'Riverside', 'Summit',
];
/** Street names that belong to one region only. */
// biome-ignore format: a table
const REGIONAL_STREET_NAMES: Readonly<Record<Region, readonly string[]>> = {
  south: ['Pecan', 'Magnolia', 'Live Oak', 'Post Oak', 'Mockingbird', 'Cypress', 'Bayou', 'Palmetto', 'Azalea', 'Gardenia', 'Peach', 'Cedar Ridge', 'Quail Run'],
  southwest: ['Saguaro', 'Palo Verde', 'Camelback', 'Ocotillo', 'Mesa', 'Sierra', 'Vista', 'Mesquite', 'Desert Rose', 'Cactus'],
  midwest: ['Prairie', 'Lakeshore', 'Ironwood', 'Cleveland', 'Buckeye', 'Cornell', 'Superior', 'Wabash', 'Erie'],
  northeast: ['Chestnut Hill', 'Germantown', 'Frankford', 'Harbor', 'Canal', 'Allegheny', 'Belmont', 'Greenmount'],
  west: ['Sierra', 'Vista', 'Redwood', 'Manzanita', 'Cascade', 'Canyon', 'Olive', 'Madrone'],
};
// biome-ignore format: a table
const STREET_SUFFIXES = [
  ['St', 5], ['Ave', 5], ['Dr', 5], ['Ln', 3], ['Rd', 3], ['Ct', 2], ['Blvd', 1], ['Way', 2], ['Pl', 1],
  ['Cir', 1], ['Trl', 1], ['Ter', 1],
] as const;
const NUMBERED_STREET_REGIONS: readonly Region[] = ['midwest', 'northeast', 'southwest', 'west'];

const STYLES: Readonly<Record<Region, readonly string[]>> = {
  south: ['brick ranch', 'brick ranch', 'ranch', 'bungalow', 'frame ranch', 'two-story', 'cottage'],
  southwest: ['stucco ranch', 'stucco ranch', 'block ranch', 'ranch', 'two-story'],
  midwest: ['bungalow', 'two-story', 'cape cod', 'colonial', 'brick bungalow', 'frame house', 'ranch'],
  northeast: ['rowhome', 'rowhome', 'twin', 'colonial', 'cape cod', 'two-story', 'end-of-row home'],
  west: ['ranch', 'bungalow', 'two-story', 'craftsman', 'mid-century ranch'],
};

type Condition = 'cosmetic' | 'light' | 'moderate' | 'heavy' | 'gut';

/** Repairs as a share of ARV, by condition. */
const REPAIR_SHARE: Readonly<Record<Condition, readonly [number, number]>> = {
  cosmetic: [0.03, 0.08],
  light: [0.07, 0.14],
  moderate: [0.14, 0.24],
  heavy: [0.24, 0.36],
  gut: [0.34, 0.45],
};

const CONDITIONS: readonly (readonly [Condition, number])[] = [
  ['cosmetic', 14],
  ['light', 30],
  ['moderate', 30],
  ['heavy', 18],
  ['gut', 8],
];

const HOOKS: Readonly<Record<Condition, readonly string[]>> = {
  cosmetic: ['cosmetic flip', 'turnkey rental', 'paint and carpet special', 'rent-ready'],
  light: ['light rehab', 'quick flip', 'light rehab', 'easy flip'],
  moderate: ['value-add', 'mid-level rehab', 'BRRRR candidate', 'solid flip'],
  heavy: ['heavy rehab', 'big spread', 'investor special'],
  gut: ['full gut', 'investor special', 'cash only, full rehab'],
};

// biome-ignore format: a table
const REPAIR_ITEMS: Readonly<Record<Condition, readonly string[]>> = {
  cosmetic: ['paint inside and out', 'new carpet and LVP', 'light fixtures', 'landscaping', 'new appliances', 'hardware and blinds'],
  light: ['interior paint', 'LVP flooring', 'a kitchen refresh', 'new fixtures', 'a water heater', 'landscaping'],
  moderate: ['a kitchen remodel', 'both baths', 'HVAC', 'windows', 'flooring throughout', 'exterior paint'],
  heavy: ['a new roof', 'HVAC', 'plumbing', 'electrical', 'foundation work', 'a full kitchen', 'both baths'],
  gut: ['a full gut to the studs', 'a new roof', 'all mechanicals', 'drywall throughout', 'foundation repair'],
};

const NEEDS: Readonly<Record<Condition, string>> = {
  cosmetic: 'Cosmetics only',
  light: 'Needs a light rehab',
  moderate: 'Needs a mid-level rehab',
  heavy: 'Needs a heavy rehab',
  gut: 'Needs everything',
};

const OCCUPANCY = [
  ['vacant', 60],
  ['tenant', 25],
  ['owner', 15],
] as const;

const CLOSINGS = [
  'Assignment of contract; close in 14 days with our title company.',
  'Assignment fee included in the price. Earnest money $5,000, close within 21 days.',
  'Cash or hard money only. Proof of funds with offers.',
  'Double close available. EMD $2,500, inspection period 7 days.',
  'Title is clear and open at a local title company; quick close possible.',
  'Send proof of funds to schedule a walkthrough.',
];

const COMMERCIAL_KINDS = [
  'Corner retail building',
  'Strip center',
  'Mixed-use building',
  'Auto repair shop',
  'Small office building',
  'Flex warehouse',
];

// ---- helpers -------------------------------------------------------------------------------------------------

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const money = (value: number) => `$${thousands(value)}`;

/** 12,345 with commas, independent of the process locale. */
export function thousands(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return value < 0 ? `-${out}` : out;
}

const bathLabel = (baths: number) => (Number.isInteger(baths) ? String(baths) : baths.toFixed(1));
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

// ---- the generator -------------------------------------------------------------------------------------------

interface Spot {
  area: string;
  city: string;
  state: string;
  zip: DemoZip;
  region: Region;
  ppsf: number;
  /** In a core metro city (one with neighbourhoods), not a suburb or small town. */
  inCity: boolean;
}

function pickSpot(random: Random, places: DemoPlaces, pickCity: (random: Random) => DemoCity): Spot {
  if (random.chance(places.anywhereShare) && places.anywhere.length) {
    const zip = random.pick(places.anywhere);
    const known = places.cities.find((city) => city.city === zip.city && city.state === zip.state);
    return {
      area: zip.city,
      city: zip.city,
      state: zip.state,
      zip,
      region: regionOf(zip.state),
      ppsf: known?.ppsf ?? places.statePpsf(zip.state) * 0.85,
      inCity: false,
    };
  }
  const city = pickCity(random);
  const area: DemoArea = city.hoods.length && random.chance(0.6) ? random.pick(city.hoods) : city.whole;
  return {
    area: area.label,
    city: city.city,
    state: city.state,
    zip: random.pick(area.zips),
    region: city.region,
    ppsf: city.ppsf,
    inCity: city.hoods.length > 0,
  };
}

function streetLine(random: Random, region: Region): string {
  const number = random.chance(0.7) ? random.int(1000, 9999) : random.int(100, 999);
  if (NUMBERED_STREET_REGIONS.includes(region) && random.chance(0.18)) {
    const direction = random.pick(['N', 'S', 'E', 'W']);
    return `${number} ${direction} ${ordinal(random.int(2, 99))} ${random.pick(['St', 'Ave', 'Pl'])}`;
  }
  const name = random.chance(0.3) ? random.pick(REGIONAL_STREET_NAMES[region]) : random.pick(STREET_NAMES);
  return `${number} ${name} ${random.weighted(STREET_SUFFIXES)}`;
}

interface Shape {
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  lotSize: number | null;
  /** ARV before the price-level noise. */
  value: number;
  yearBuilt: number | null;
  units: number;
}

function shapeOf(random: Random, type: PropertyType, ppsf: number, region: Region): Shape {
  const oldest = region === 'midwest' || region === 'northeast' ? 1905 : 1940;
  const year = () => random.int(oldest, 2008);
  switch (type) {
    case 'single_family': {
      const beds = random.weighted([
        [2, 15],
        [3, 50],
        [4, 28],
        [5, 7],
      ] as const);
      const baths = Math.min(
        beds,
        random.weighted([
          [1, 3],
          [1.5, 2],
          [2, 4],
          [2.5, 2],
          [3, 1],
        ] as const),
      );
      const sqft = roundTo(420 + beds * 330 + baths * 120 + random.float(-150, 350), 10);
      return {
        beds,
        baths,
        sqft,
        lotSize: random.int(4200, 12_500),
        value: sqft * ppsf,
        yearBuilt: year(),
        units: 1,
      };
    }
    case 'multi_family': {
      const units = random.weighted([
        [2, 55],
        [3, 15],
        [4, 30],
      ] as const);
      const bedsPerUnit = random.weighted([
        [1, 3],
        [2, 6],
        [3, 2],
      ] as const);
      const beds = units * bedsPerUnit;
      const baths = units * (bedsPerUnit === 3 ? 1.5 : 1);
      const sqft = roundTo(units * (450 + bedsPerUnit * 230 + random.float(-60, 160)), 10);
      return {
        beds,
        baths,
        sqft,
        lotSize: random.int(5000, 15_000),
        value: sqft * ppsf * 0.88,
        yearBuilt: year(),
        units,
      };
    }
    case 'townhouse': {
      const beds = random.weighted([
        [2, 35],
        [3, 50],
        [4, 15],
      ] as const);
      const baths = random.pick([1.5, 2, 2.5, 2.5, 3.5].filter((b) => b <= beds + 0.5));
      const sqft = roundTo(600 + beds * 300 + random.float(-100, 250), 10);
      return {
        beds,
        baths,
        sqft,
        lotSize: random.int(1200, 3200),
        value: sqft * ppsf * 0.95,
        yearBuilt: random.int(Math.max(oldest, 1960), 2012),
        units: 1,
      };
    }
    case 'condo': {
      const beds = random.weighted([
        [1, 30],
        [2, 55],
        [3, 15],
      ] as const);
      const baths = beds === 1 ? 1 : random.pick([1, 1.5, 2]);
      const sqft = roundTo(380 + beds * 300 + random.float(-80, 200), 10);
      return {
        beds,
        baths,
        sqft,
        lotSize: null,
        value: sqft * ppsf * 0.92,
        yearBuilt: random.int(1965, 2010),
        units: 1,
      };
    }
    case 'land': {
      // Infill lots mostly, some acreage; value grows slower than the area.
      const lotSize = random.chance(0.7)
        ? random.int(3500, 12_000)
        : Math.round(43_560 * Math.exp(random.float(Math.log(0.5), Math.log(10))));
      return {
        beds: null,
        baths: null,
        sqft: null,
        lotSize,
        value: ppsf * 45 * (lotSize / 1000) ** 0.6,
        yearBuilt: null,
        units: 0,
      };
    }
    case 'commercial': {
      const sqft = roundTo(Math.exp(random.float(Math.log(1500), Math.log(12_000))), 50);
      return {
        beds: null,
        baths: random.int(1, 4),
        sqft,
        lotSize: roundTo(sqft * random.float(2.5, 5), 10),
        value: sqft * ppsf * 0.8,
        yearBuilt: random.int(1950, 2005),
        units: 0,
      };
    }
    case 'mobile_home': {
      const doubleWide = random.chance(0.45);
      const beds = doubleWide ? random.pick([3, 3, 4]) : random.pick([2, 2, 3]);
      const baths = doubleWide ? 2 : random.pick([1, 1, 2]);
      const sqft = roundTo(doubleWide ? random.float(1200, 1800) : random.float(700, 1100), 10);
      const lotSize = random.chance(0.5) ? random.int(6000, 20_000) : random.int(20_000, 87_120);
      return {
        beds,
        baths,
        sqft,
        lotSize,
        value: sqft * ppsf * 0.45 + ppsf * 25 * (lotSize / 1000) ** 0.5,
        yearBuilt: random.int(1978, 2015),
        units: 1,
      };
    }
  }
}

const lotLabel = (lotSize: number) =>
  lotSize >= 21_780
    ? `${(lotSize / 43_560).toFixed(lotSize >= 435_600 ? 0 : 1)}-acre`
    : `${thousands(lotSize)} sq ft`;

function titleOf(
  random: Random,
  type: PropertyType,
  shape: Shape,
  condition: Condition,
  spot: Spot,
  occupancy: string,
  style: string,
): string {
  const hook =
    occupancy === 'tenant' && random.chance(0.4) ? 'tenant in place' : random.pick(HOOKS[condition]);
  const size = `${shape.beds}/${bathLabel(shape.baths ?? 0)}`;
  const where = `in ${spot.area}`;
  switch (type) {
    case 'single_family':
      return `${size} ${style} — ${hook} ${where}`;
    case 'multi_family': {
      const word = ['', '', 'Duplex', 'Triplex', 'Fourplex'][shape.units] ?? 'Multifamily';
      return `${word} — ${size} total, ${hook} ${where}`;
    }
    case 'townhouse':
      return `${size} townhouse — ${hook} ${where}`;
    case 'condo':
      return `${size} condo — ${hook} ${where}`;
    case 'land': {
      const lot = shape.lotSize ?? 0;
      const what =
        lot >= 21_780 ? `${lotLabel(lot).replace('-acre', '')} acres` : `${lotLabel(lot)} infill lot`;
      return `${what} — ${random.pick(['build-ready', 'utilities nearby', 'builder opportunity', 'zoned residential'])} ${where}`;
    }
    case 'commercial':
      return `${random.pick(COMMERCIAL_KINDS)} — ${thousands(shape.sqft ?? 0)} sq ft, ${random.pick(['value-add', 'owner-user or lease-up', 'below replacement cost'])} ${where}`;
    case 'mobile_home':
      return `${size} mobile home on its own lot — ${hook} ${where}`;
  }
}

function descriptionOf(
  random: Random,
  type: PropertyType,
  shape: Shape,
  condition: Condition,
  spot: Spot,
  figures: { arv: number; repairs: number; price: number },
  occupancy: string,
  style: string,
): string {
  const sentences: string[] = [];
  const lot = shape.lotSize ? ` on a ${thousands(shape.lotSize)} sq ft lot` : '';
  const built = shape.yearBuilt ? ` built in ${shape.yearBuilt}` : '';
  if (type === 'land') {
    sentences.push(
      `${capitalize(lotLabel(shape.lotSize ?? 0))} parcel in ${spot.area === spot.city ? spot.city : `${spot.area}, ${spot.city}`}, ${random.pick(['on a paved street', 'with city water and sewer at the street', 'on a quiet block', 'close to new construction'])}.`,
    );
    sentences.push(
      `Finished-lot value around ${money(figures.arv)}; budget ${money(figures.repairs)} for clearing and a survey.`,
    );
  } else {
    const what =
      type === 'multi_family'
        ? `${capitalize(['', '', 'duplex', 'triplex', 'fourplex'][shape.units] ?? 'multifamily')} with ${shape.units} units (${shape.beds} beds, ${bathLabel(shape.baths ?? 0)} baths in all)`
        : type === 'commercial'
          ? `${thousands(shape.sqft ?? 0)} sq ft commercial building`
          : `${shape.beds}-bed, ${bathLabel(shape.baths ?? 0)}-bath ${type === 'single_family' ? style : type.replace('_', ' ')} with ${thousands(shape.sqft ?? 0)} sq ft`;
    sentences.push(`${capitalize(what)}${built}${lot} in ${spot.area}.`);
    const items = random.sample(REPAIR_ITEMS[condition], condition === 'cosmetic' ? 3 : random.int(2, 3));
    sentences.push(`${NEEDS[condition]}: ${listOf(items)}; repairs estimated at ${money(figures.repairs)}.`);
    sentences.push(`Comps support an ARV around ${money(figures.arv)}.`);
  }
  if (occupancy === 'tenant' && type !== 'land') {
    const rent = roundTo(figures.arv * random.float(0.008, 0.011) * (type === 'multi_family' ? 1.1 : 1), 25);
    sentences.push(
      `Tenant-occupied at ${money(rent)}/month${type === 'multi_family' ? ' in all' : ''}; please do not disturb.`,
    );
  } else if (occupancy === 'vacant' || type === 'land') {
    sentences.push(
      random.pick([
        'Vacant with a lockbox, easy to show.',
        'Vacant; walkthroughs by appointment.',
        'Vacant and secured.',
      ]),
    );
  } else {
    sentences.push('Owner-occupied; showings with 24 hours notice.');
  }
  sentences.push(random.pick(CLOSINGS));
  return sentences.join(' ');
}

/**
 * Demo listings, one at a time (so 100,000 never sit in memory together). Deterministic: the same places, seed
 * and `now` give the same listings, oldest first, created over the 120 days before `now`.
 */
export function* generateDemoListings(
  places: DemoPlaces,
  options: DemoListingOptions,
): Generator<DemoListing> {
  const random = new Random(options.seed);
  const pickCity = Random.weightedTable(places.cities.map((city) => [city, city.weight] as const));
  const kindIndexes = (kinds: readonly IllustrationKind[]) =>
    ILLUSTRATION_KINDS.flatMap((kind, index) => (kinds.includes(kind) ? [index] : []));
  const imagePools = Object.fromEntries(
    Object.entries(KINDS_BY_TYPE).map(([type, kinds]) => [type, kindIndexes(kinds)]),
  ) as Record<PropertyType, number[]>;

  for (let n = 0; n < options.count; n++) {
    const spot = pickSpot(random, places, pickCity);
    const type = random.weighted<PropertyType>([
      ['single_family', 70],
      ['multi_family', 10],
      ['townhouse', 6],
      ['condo', 4],
      ['land', 5],
      // Mobile homes sit on the edges of metros and in small towns, not in city neighbourhoods.
      ['mobile_home', spot.inCity ? 0 : 5],
      ['commercial', 2],
    ]);
    const shape = shapeOf(random, type, spot.ppsf * random.float(0.8, 1.25), spot.region);
    const condition = type === 'land' ? 'cosmetic' : random.weighted(CONDITIONS);
    const occupancy = random.weighted(OCCUPANCY);
    const style = random.pick(STYLES[spot.region]);

    const arv = Math.max(5000, roundTo(shape.value, 1000));
    const [low, high] = type === 'land' ? [0.01, 0.04] : REPAIR_SHARE[condition];
    const repairCost = roundTo(arv * random.float(low, high), 500);
    const raw = arv * random.float(0.6, 0.75) - repairCost;
    const price = Math.max(1000, random.chance(0.4) ? roundTo(raw, 1000) - 100 : roundTo(raw, 1000));
    const { profit_potential, roi } = dealFigures(price, arv, repairCost);

    const zip = spot.zip;
    const jitter = zip.zip ? 0.012 : 0.03;
    const lat = Number((zip.lat + random.float(-jitter, jitter)).toFixed(6));
    const lng = Number(
      (zip.lng + random.float(-jitter, jitter) / Math.cos((zip.lat * Math.PI) / 180)).toFixed(6),
    );
    let street = streetLine(random, spot.region);
    if (type === 'condo') street += ` Unit ${random.int(1, 4)}${random.pick(['A', 'B', 'C', 'D'])}`;
    if (type === 'land') street = `Lot ${random.int(1, 48)} ${street.replace(/^\d+ /, '')}`;
    const location = `${street}, ${spot.city}, ${spot.state}${zip.zip ? ` ${zip.zip}` : ''}`;

    // Oldest first, spread evenly over the last 120 days: ids (UUIDv7 of the creation time) then come in order,
    // so a bulk insert appends to the indexes on id and date instead of touching pages all over them.
    const createdMs = options.now - SPREAD_MS + Math.floor(((n + random.next()) / options.count) * SPREAD_MS);
    const age = options.now - createdMs;
    const maturity = age / SPREAD_MS;
    // The newest listings wait for review; older ones were moderated, and some went under contract or sold.
    const listingStatus =
      age < PENDING_DAYS * DAY_MS
        ? random.weighted([
            ['pending_review', 60],
            ['published', 32],
            ['declined', 3],
            ['on_hold', 5],
          ] as const)
        : random.weighted([
            ['published', 84],
            ['pending_review', 2],
            ['declined', 4],
            ['on_hold', 4],
            ['archived', 6],
          ] as const);
    const status =
      listingStatus === 'published' || listingStatus === 'archived'
        ? random.weighted([
            ['active', 80 - 30 * maturity],
            ['under_contract', 8 + 10 * maturity],
            ['sold', 2 + 20 * maturity],
          ] as const)
        : 'active';
    const changedMs =
      listingStatus === 'pending_review'
        ? createdMs
        : createdMs + Math.floor(random.next() * age * (status === 'active' ? 0.3 : 0.9));
    const archivedMs =
      listingStatus === 'archived' ? changedMs + Math.floor(random.next() * (options.now - changedMs)) : null;

    const pool = imagePools[type];
    const images = random.sample(pool, random.int(1, Math.min(3, pool.length)));

    yield {
      owner: ownerOfState(spot.state),
      title: titleOf(random, type, shape, condition, spot, occupancy, style),
      description: descriptionOf(
        random,
        type,
        shape,
        condition,
        spot,
        { arv, repairs: repairCost, price },
        occupancy,
        style,
      ),
      location,
      city: spot.city,
      state: spot.state,
      zip: zip.zip,
      county: places.countyOf(lat, lng) ?? zip.county,
      lat,
      lng,
      price,
      beds: shape.beds,
      baths: shape.baths,
      sqft: shape.sqft,
      lotSize: shape.lotSize,
      propertyType: type,
      arv,
      repairCost,
      profitPotential: profit_potential ?? arv - price - repairCost,
      roi,
      status,
      listingStatus: listingStatus === 'archived' ? 'published' : listingStatus,
      archivedAt: archivedMs === null ? null : new Date(archivedMs).toISOString(),
      createdAt: new Date(createdMs).toISOString(),
      updatedAt: new Date(archivedMs ?? changedMs).toISOString(),
      images,
    };
  }
}
