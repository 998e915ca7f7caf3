// Where demo listings are: the metros wholesalers work (with real neighbourhoods and their ZIP codes), other
// cities, and any ZIP code of the offline gazetteer, each with a price level. Every name is checked against the
// gazetteer when resolved; names it does not know are reported and skipped, never invented.
import type { Gazetteer, Suggestion } from '@dealloop/geo';

/** Broad regions, for house styles and repair vocabulary. */
export type Region = 'south' | 'southwest' | 'midwest' | 'northeast' | 'west';

/** A metro wholesalers work: the core city, its neighbourhoods (name -> ZIP codes) and suburbs. */
interface MetroSpec {
  city: string;
  state: string;
  /** Relative share of demo listings. */
  weight: number;
  /** After-repair value per square foot of a modest single-family house, in dollars. */
  ppsf: number;
  hoods: Record<string, readonly string[]>;
  /** Suburbs in the same state, or "Name, ST" for another state. */
  suburbs: readonly string[];
}

const CORE_METROS: readonly MetroSpec[] = [
  {
    city: 'Dallas',
    state: 'TX',
    weight: 8,
    ppsf: 190,
    hoods: {
      'Oak Cliff': ['75208', '75211', '75224'],
      'Pleasant Grove': ['75217', '75227'],
      'Lake Highlands': ['75238', '75243'],
      'East Dallas': ['75214', '75223'],
      'South Dallas': ['75215', '75210'],
      'Red Bird': ['75232'],
      'Casa View': ['75228'],
    },
    suburbs: ['Garland', 'Mesquite', 'Irving', 'Grand Prairie', 'DeSoto', 'Lancaster', 'Duncanville'],
  },
  {
    city: 'Houston',
    state: 'TX',
    weight: 8,
    ppsf: 165,
    hoods: {
      'Fifth Ward': ['77020'],
      'Third Ward': ['77004'],
      'Acres Homes': ['77088', '77091'],
      Sunnyside: ['77051', '77033'],
      'Spring Branch': ['77080', '77055'],
      Alief: ['77072', '77099'],
      Gulfton: ['77081'],
      'Kashmere Gardens': ['77026'],
    },
    suburbs: ['Pasadena', 'Baytown', 'Humble', 'Missouri City', 'Spring'],
  },
  {
    city: 'San Antonio',
    state: 'TX',
    weight: 5,
    ppsf: 160,
    hoods: {
      'the West Side': ['78207'],
      'the East Side': ['78202', '78203'],
      Harlandale: ['78214'],
      'Highland Park': ['78210'],
      'the South Side': ['78221'],
    },
    suburbs: ['Converse', 'Universal City', 'Schertz'],
  },
  {
    city: 'Austin',
    state: 'TX',
    weight: 3,
    ppsf: 260,
    hoods: {
      'East Austin': ['78702'],
      Montopolis: ['78741'],
      'Dove Springs': ['78744'],
      'North Lamar': ['78753'],
      'St. Johns': ['78752'],
      'Windsor Park': ['78723'],
    },
    suburbs: ['Pflugerville', 'Round Rock', 'Del Valle'],
  },
  {
    city: 'Phoenix',
    state: 'AZ',
    weight: 6,
    ppsf: 260,
    hoods: {
      Maryvale: ['85031', '85033', '85035'],
      'South Mountain': ['85040', '85041', '85042'],
      Sunnyslope: ['85020'],
      Alhambra: ['85015'],
      Encanto: ['85007'],
    },
    suburbs: ['Glendale', 'Mesa', 'Tempe', 'Avondale', 'Tolleson'],
  },
  {
    city: 'Atlanta',
    state: 'GA',
    weight: 7,
    ppsf: 200,
    hoods: {
      'West End': ['30310'],
      Kirkwood: ['30317'],
      'East Atlanta': ['30316'],
      Adamsville: ['30331'],
      'Grove Park': ['30318'],
      'Lakewood Heights': ['30315'],
    },
    suburbs: ['Decatur', 'East Point', 'College Park', 'Stone Mountain', 'Marietta'],
  },
  {
    city: 'Charlotte',
    state: 'NC',
    weight: 4,
    ppsf: 210,
    hoods: {
      'West Charlotte': ['28208', '28216'],
      'Plaza Midwood': ['28205'],
      'Hidden Valley': ['28213'],
      'Steele Creek': ['28273'],
      'University City': ['28262'],
    },
    suburbs: ['Gastonia', 'Concord', 'Matthews'],
  },
  {
    city: 'Tampa',
    state: 'FL',
    weight: 4,
    ppsf: 240,
    hoods: {
      'Sulphur Springs': ['33604'],
      'Seminole Heights': ['33603'],
      'East Tampa': ['33610'],
      'West Tampa': ['33607'],
      "Town 'n' Country": ['33615'],
    },
    suburbs: ['Brandon', 'Riverview', 'Plant City', 'Clearwater', 'St. Petersburg'],
  },
  {
    city: 'Jacksonville',
    state: 'FL',
    weight: 4,
    ppsf: 190,
    hoods: {
      Arlington: ['32211', '32277'],
      Northside: ['32208', '32209'],
      Westside: ['32210'],
      Springfield: ['32206'],
      'Murray Hill': ['32205'],
    },
    suburbs: ['Orange Park', 'Middleburg'],
  },
  {
    city: 'Memphis',
    state: 'TN',
    weight: 5,
    ppsf: 115,
    hoods: {
      Whitehaven: ['38116'],
      Frayser: ['38127'],
      'Orange Mound': ['38114'],
      'Hickory Hill': ['38115', '38141'],
      Raleigh: ['38128'],
      'Cooper-Young': ['38104'],
    },
    suburbs: ['Bartlett', 'Millington', 'Southaven, MS'],
  },
  {
    city: 'Indianapolis',
    state: 'IN',
    weight: 5,
    ppsf: 150,
    hoods: {
      'the Near Eastside': ['46201'],
      Haughville: ['46222'],
      Irvington: ['46219'],
      'Martindale-Brightwood': ['46218'],
      'Fountain Square': ['46203'],
    },
    suburbs: ['Lawrence', 'Beech Grove', 'Greenwood'],
  },
  {
    city: 'Columbus',
    state: 'OH',
    weight: 4,
    ppsf: 170,
    hoods: {
      Linden: ['43211'],
      Hilltop: ['43204'],
      Franklinton: ['43222'],
      'Driving Park': ['43205'],
      'the South Side': ['43207'],
      Clintonville: ['43214'],
    },
    suburbs: ['Whitehall', 'Reynoldsburg', 'Grove City'],
  },
  {
    city: 'Cleveland',
    state: 'OH',
    weight: 5,
    ppsf: 100,
    hoods: {
      'Slavic Village': ['44105'],
      Glenville: ['44108'],
      Collinwood: ['44110', '44119'],
      'Old Brooklyn': ['44109'],
      'Detroit-Shoreway': ['44102'],
      'Buckeye-Shaker': ['44120'],
    },
    suburbs: ['Euclid', 'East Cleveland', 'Parma', 'Garfield Heights', 'Maple Heights'],
  },
  {
    city: 'Detroit',
    state: 'MI',
    weight: 6,
    ppsf: 90,
    hoods: {
      Brightmoor: ['48223'],
      Warrendale: ['48228'],
      'East English Village': ['48224'],
      'Grandmont-Rosedale': ['48227'],
      Osborn: ['48205'],
      'Southwest Detroit': ['48209'],
    },
    suburbs: ['Dearborn Heights', 'Warren', 'Eastpointe', 'Inkster', 'Southfield'],
  },
  {
    city: 'Kansas City',
    state: 'MO',
    weight: 4,
    ppsf: 160,
    hoods: {
      Waldo: ['64114'],
      'Historic Northeast': ['64124'],
      Ivanhoe: ['64127'],
      Marlborough: ['64131'],
      'Hyde Park': ['64111'],
    },
    suburbs: ['Independence', 'Raytown', 'Grandview', 'Kansas City, KS'],
  },
  {
    city: 'St. Louis',
    state: 'MO',
    weight: 4,
    ppsf: 120,
    hoods: {
      Dutchtown: ['63111', '63118'],
      'Tower Grove South': ['63116'],
      'The Ville': ['63113'],
      Baden: ['63147'],
    },
    suburbs: ['Florissant', 'Ferguson', 'Jennings', 'University City'],
  },
  {
    city: 'Birmingham',
    state: 'AL',
    weight: 3,
    ppsf: 115,
    hoods: {
      Ensley: ['35218', '35208'],
      Woodlawn: ['35212'],
      Norwood: ['35234'],
      'East Lake': ['35206'],
      'West End': ['35211'],
    },
    suburbs: ['Bessemer', 'Fairfield', 'Center Point'],
  },
  {
    city: 'Philadelphia',
    state: 'PA',
    weight: 5,
    ppsf: 170,
    hoods: {
      Kensington: ['19134'],
      Frankford: ['19124'],
      Germantown: ['19144'],
      'Point Breeze': ['19146'],
      'Strawberry Mansion': ['19132'],
      Mayfair: ['19136'],
      'West Philadelphia': ['19139', '19143'],
      Olney: ['19120'],
    },
    suburbs: ['Upper Darby', 'Chester', 'Camden, NJ'],
  },
  {
    city: 'Baltimore',
    state: 'MD',
    weight: 4,
    ppsf: 150,
    hoods: {
      'Belair-Edison': ['21213'],
      'Park Heights': ['21215'],
      Pigtown: ['21230'],
      Highlandtown: ['21224'],
      Hamilton: ['21214'],
      'Edmondson Village': ['21229'],
      Sandtown: ['21217'],
    },
    suburbs: ['Dundalk', 'Glen Burnie', 'Essex'],
  },
  {
    city: 'Chicago',
    state: 'IL',
    weight: 5,
    ppsf: 190,
    hoods: {
      Chatham: ['60619'],
      'Auburn Gresham': ['60620'],
      Austin: ['60644'],
      Englewood: ['60621'],
      'South Shore': ['60649'],
      'Humboldt Park': ['60651'],
      'Marquette Park': ['60629'],
      Roseland: ['60628'],
      'Belmont Cragin': ['60639'],
    },
    suburbs: ['Cicero', 'Calumet City', 'Harvey', 'Berwyn', 'Gary, IN'],
  },
];

/** Other cities: [name, state, ARV per square foot, weight]. */
const OTHER_CITIES: readonly (readonly [string, string, number, number])[] = [
  ['Fort Worth', 'TX', 180, 4],
  ['Arlington', 'TX', 185, 2],
  ['El Paso', 'TX', 140, 2],
  ['Oklahoma City', 'OK', 150, 3],
  ['Tulsa', 'OK', 140, 2],
  ['Little Rock', 'AR', 135, 2],
  ['Louisville', 'KY', 160, 3],
  ['Nashville', 'TN', 260, 2],
  ['Knoxville', 'TN', 200, 1],
  ['Chattanooga', 'TN', 190, 1],
  ['Jackson', 'MS', 85, 2],
  ['New Orleans', 'LA', 170, 2],
  ['Baton Rouge', 'LA', 150, 1],
  ['Shreveport', 'LA', 100, 1],
  ['Mobile', 'AL', 120, 1],
  ['Montgomery', 'AL', 105, 1],
  ['Huntsville', 'AL', 170, 1],
  ['Orlando', 'FL', 250, 2],
  ['Miami', 'FL', 380, 1],
  ['Lakeland', 'FL', 210, 1],
  ['Fort Myers', 'FL', 250, 1],
  ['Ocala', 'FL', 180, 1],
  ['Pensacola', 'FL', 190, 1],
  ['Savannah', 'GA', 200, 1],
  ['Augusta', 'GA', 140, 1],
  ['Macon', 'GA', 115, 1],
  ['Columbia', 'SC', 150, 1],
  ['Greenville', 'SC', 190, 1],
  ['Charleston', 'SC', 260, 1],
  ['Raleigh', 'NC', 250, 1],
  ['Greensboro', 'NC', 160, 1],
  ['Winston-Salem', 'NC', 155, 1],
  ['Durham', 'NC', 240, 1],
  ['Fayetteville', 'NC', 140, 1],
  ['Richmond', 'VA', 200, 1],
  ['Norfolk', 'VA', 190, 1],
  ['Pittsburgh', 'PA', 140, 2],
  ['Allentown', 'PA', 190, 1],
  ['Buffalo', 'NY', 150, 2],
  ['Rochester', 'NY', 140, 1],
  ['Syracuse', 'NY', 130, 1],
  ['Milwaukee', 'WI', 140, 2],
  ['Toledo', 'OH', 100, 2],
  ['Akron', 'OH', 110, 1],
  ['Dayton', 'OH', 110, 2],
  ['Cincinnati', 'OH', 160, 2],
  ['Youngstown', 'OH', 80, 1],
  ['Flint', 'MI', 70, 1],
  ['Grand Rapids', 'MI', 190, 1],
  ['Fort Wayne', 'IN', 140, 1],
  ['South Bend', 'IN', 130, 1],
  ['Omaha', 'NE', 170, 1],
  ['Wichita', 'KS', 140, 1],
  ['Des Moines', 'IA', 150, 1],
  ['Minneapolis', 'MN', 220, 1],
  ['Denver', 'CO', 330, 1],
  ['Colorado Springs', 'CO', 270, 1],
  ['Albuquerque', 'NM', 210, 1],
  ['Tucson', 'AZ', 230, 2],
  ['Las Vegas', 'NV', 250, 2],
  ['Salt Lake City', 'UT', 300, 1],
  ['Boise', 'ID', 280, 1],
  ['Sacramento', 'CA', 330, 1],
  ['Fresno', 'CA', 240, 1],
  ['Bakersfield', 'CA', 220, 1],
  ['Stockton', 'CA', 260, 1],
  ['Riverside', 'CA', 330, 1],
  ['Los Angeles', 'CA', 550, 1],
  ['Portland', 'OR', 320, 1],
  ['Spokane', 'WA', 240, 1],
  ['Tacoma', 'WA', 300, 1],
  ['Newark', 'NJ', 260, 1],
  ['Hartford', 'CT', 170, 1],
  ['Springfield', 'MA', 180, 1],
  ['Providence', 'RI', 270, 1],
  ['Washington', 'DC', 400, 1],
  ['Wilmington', 'DE', 170, 1],
];

/** ARV per square foot by state, for towns outside the lists above. */
// biome-ignore format: a table
const STATE_PPSF: Readonly<Record<string, number>> = {
  AL: 115, AK: 200, AZ: 230, AR: 120, CA: 330, CO: 280, CT: 190, DE: 180, DC: 400, FL: 220, GA: 170,
  HI: 450, ID: 240, IL: 150, IN: 130, IA: 130, KS: 130, KY: 135, LA: 125, ME: 210, MD: 190, MA: 280,
  MI: 120, MN: 180, MS: 105, MO: 130, MT: 250, NE: 150, NV: 240, NH: 250, NJ: 250, NM: 180, NY: 180,
  NC: 180, ND: 160, OH: 120, OK: 125, OR: 270, PA: 150, RI: 260, SC: 170, SD: 160, TN: 180, TX: 160,
  UT: 280, VT: 230, VA: 200, WA: 300, WV: 100, WI: 160, WY: 200, PR: 90,
};

const REGION_STATES: Readonly<Record<Region, readonly string[]>> = {
  south: ['TX', 'OK', 'AR', 'LA', 'MS', 'AL', 'GA', 'FL', 'SC', 'NC', 'TN', 'KY', 'VA', 'WV', 'PR'],
  southwest: ['AZ', 'NM', 'NV', 'UT', 'CO'],
  midwest: ['OH', 'MI', 'IN', 'IL', 'WI', 'MN', 'IA', 'MO', 'KS', 'NE', 'ND', 'SD'],
  northeast: ['PA', 'NJ', 'NY', 'MD', 'DE', 'DC', 'CT', 'MA', 'RI', 'NH', 'VT', 'ME'],
  west: ['CA', 'OR', 'WA', 'ID', 'MT', 'WY', 'AK', 'HI'],
};

/** The region of a two-letter state code (south when unknown). */
export function regionOf(state: string): Region {
  for (const [region, states] of Object.entries(REGION_STATES) as [Region, readonly string[]][]) {
    if (states.includes(state)) return region;
  }
  return 'south';
}

/** A ZIP code of the gazetteer, or a city centroid when the city has none. */
export interface DemoZip {
  zip: string | null;
  city: string;
  state: string;
  lat: number;
  lng: number;
  county: string | null;
}

/** Somewhere listings are placed: the label titles use and the ZIP codes to choose from. */
export interface DemoArea {
  /** "Oak Cliff", or the city name. */
  label: string;
  zips: readonly DemoZip[];
}

/** A city listings are placed in, with its price level and areas (neighbourhoods first). */
export interface DemoCity {
  city: string;
  state: string;
  region: Region;
  ppsf: number;
  weight: number;
  /** Neighbourhoods with their ZIP codes; may be empty. */
  hoods: readonly DemoArea[];
  /** The whole city: its residential ZIP codes, or its centroid. */
  whole: DemoArea;
}

/** Everything the generator needs from the gazetteer, resolved once. */
export interface DemoPlaces {
  /** Core metros (city and suburbs) and other cities, weighted. */
  cities: readonly DemoCity[];
  /** Share of listings placed at a random ZIP code anywhere (0..1). */
  anywhereShare: number;
  /** Every street-delivery-looking ZIP code, for the listings placed anywhere. */
  anywhere: readonly DemoZip[];
  /** ARV per square foot of a state, for towns not in `cities`. */
  statePpsf(state: string): number;
  /** The county of a point, as the API stores it. */
  countyOf(lat: number, lng: number): string | null;
  /** Names in the lists above that the gazetteer does not know (they are skipped). */
  missing: readonly string[];
}

/** Share of listings in the core metros; the rest go to other cities and, a little, anywhere. */
const CORE_SHARE = 0.72;
const OTHER_SHARE = 0.22;
const ANYWHERE_SHARE = 1 - CORE_SHARE - OTHER_SHARE;
/** Share of a core metro's listings in its suburbs. */
const SUBURB_SHARE = 0.35;
/** The most results one suggest() call answers; a full page means the prefix must be split further. */
const SUGGEST_PAGE = 50;
/** Largest step between two ZIP codes of one run of delivery codes (some numbers are unused). */
const ZIP_RUN_GAP = 6;

/** Every ZIP code of the gazetteer, by walking ZIP prefixes through suggest(). */
function allZipCodes(gazetteer: Gazetteer): Suggestion[] {
  const found: Suggestion[] = [];
  const walk = (prefix: string) => {
    const page = gazetteer.suggest(prefix, SUGGEST_PAGE);
    if (page.length < SUGGEST_PAGE || prefix.length === 5) {
      for (const suggestion of page) if (suggestion.kind === 'zip') found.push(suggestion);
      return;
    }
    for (let digit = 0; digit < 10; digit++) walk(`${prefix}${digit}`);
  };
  for (let prefix = 0; prefix < 1000; prefix++) walk(String(prefix).padStart(3, '0'));
  return found;
}

const toDemoZip = (s: Suggestion): DemoZip => ({
  zip: s.zip ?? null,
  city: s.city ?? '',
  state: s.state,
  lat: s.lat,
  lng: s.lng,
  county: s.county ?? null,
});

/**
 * The ZIP codes of a city that look like street delivery areas. P.O. box and single-firm ZIP codes sit on a
 * post office, so they share their centroid with another code (dropped); in a city with many codes the box
 * and firm ranges also sort after the delivery ones, so only the first run of nearly consecutive codes (at
 * least 3 long) is kept.
 */
function deliveryZips(zips: readonly DemoZip[], sharedCentroid: ReadonlySet<string>): DemoZip[] {
  const own = zips.filter((z) => !sharedCentroid.has(centroidKey(z)));
  if (own.length < 6) return own.length ? own : [...zips];
  const sorted = [...own].sort((a, b) => Number(a.zip) - Number(b.zip));
  const runs: DemoZip[][] = [];
  for (const zip of sorted) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && Number(zip.zip) - Number(previous.zip) <= ZIP_RUN_GAP) run.push(zip);
    else runs.push([zip]);
  }
  return runs.find((run) => run.length >= 3) ?? sorted;
}

const centroidKey = (z: { lat: number; lng: number }) => `${z.lat},${z.lng}`;
const cityKey = (city: string, state: string) => `${city}|${state}`;

const resolved = new WeakMap<Gazetteer, DemoPlaces>();

/** Resolves the place lists against the gazetteer (about half a second; memoized per gazetteer). */
export function resolveDemoPlaces(gazetteer: Gazetteer): DemoPlaces {
  const cached = resolved.get(gazetteer);
  if (cached) return cached;

  const zips = allZipCodes(gazetteer).map(toDemoZip);
  const centroidCounts = new Map<string, number>();
  for (const zip of zips)
    centroidCounts.set(centroidKey(zip), (centroidCounts.get(centroidKey(zip)) ?? 0) + 1);
  const sharedCentroid = new Set([...centroidCounts].filter(([, n]) => n > 1).map(([key]) => key));
  const byCity = new Map<string, DemoZip[]>();
  for (const zip of zips) {
    const key = cityKey(zip.city, zip.state);
    const list = byCity.get(key);
    if (list) list.push(zip);
    else byCity.set(key, [zip]);
  }

  const missing: string[] = [];
  const seen = new Set<string>();
  const cities: DemoCity[] = [];

  /** A city as the gazetteer names it, or null (recorded as missing) when it does not know it. */
  const cityArea = (name: string, state: string): { city: string; state: string; whole: DemoArea } | null => {
    const found = gazetteer.geocode(`${name}, ${state}`);
    if (!found.found || found.precision !== 'city' || found.state !== state || !found.city) {
      missing.push(`${name}, ${state}`);
      return null;
    }
    const city = found.city;
    const own = byCity.get(cityKey(city, state)) ?? [];
    const centroid: DemoZip = {
      zip: null,
      city,
      state,
      lat: found.lat,
      lng: found.lng,
      county: found.county ?? null,
    };
    return {
      city,
      state,
      whole: { label: city, zips: own.length ? deliveryZips(own, sharedCentroid) : [centroid] },
    };
  };

  const addCity = (city: DemoCity) => {
    const key = cityKey(city.city, city.state);
    if (seen.has(key)) return;
    seen.add(key);
    cities.push(city);
  };

  const coreWeight = CORE_METROS.reduce((sum, metro) => sum + metro.weight, 0);
  for (const metro of CORE_METROS) {
    const metroWeight = (metro.weight / coreWeight) * CORE_SHARE;
    const core = cityArea(metro.city, metro.state);
    const suburbs = metro.suburbs
      .map((suburb) => {
        const [name, state] = suburb.includes(', ') ? suburb.split(', ') : [suburb, metro.state];
        return cityArea(name ?? suburb, state ?? metro.state);
      })
      .filter((suburb) => suburb !== null);
    if (!core) continue;
    const ownZips = new Map((byCity.get(cityKey(core.city, core.state)) ?? []).map((z) => [z.zip, z]));
    const hoods: DemoArea[] = [];
    for (const [label, codes] of Object.entries(metro.hoods)) {
      const hoodZips = codes.map((code) => ownZips.get(code)).filter((z) => z !== undefined);
      if (hoodZips.length === codes.length) hoods.push({ label, zips: hoodZips });
      else missing.push(`${label} (${codes.join(', ')}), ${core.city}, ${core.state}`);
    }
    const region = regionOf(core.state);
    addCity({
      ...core,
      region,
      ppsf: metro.ppsf,
      weight: metroWeight * (suburbs.length ? 1 - SUBURB_SHARE : 1),
      hoods,
    });
    for (const suburb of suburbs) {
      addCity({
        ...suburb,
        region: regionOf(suburb.state),
        ppsf: metro.ppsf,
        weight: (metroWeight * SUBURB_SHARE) / suburbs.length,
        hoods: [],
      });
    }
  }

  const otherWeight = OTHER_CITIES.reduce((sum, [, , , weight]) => sum + weight, 0);
  for (const [name, state, ppsf, weight] of OTHER_CITIES) {
    const area = cityArea(name, state);
    if (!area) continue;
    addCity({
      ...area,
      region: regionOf(state),
      ppsf,
      weight: (weight / otherWeight) * OTHER_SHARE,
      hoods: [],
    });
  }

  const places: DemoPlaces = {
    cities,
    anywhereShare: ANYWHERE_SHARE,
    anywhere: zips.filter((z) => !sharedCentroid.has(centroidKey(z)) && z.city !== ''),
    statePpsf: (state) => STATE_PPSF[state] ?? 150,
    countyOf: (lat, lng) => gazetteer.countyOf(lat, lng)?.name ?? null,
    missing,
  };
  resolved.set(gazetteer, places);
  return places;
}
