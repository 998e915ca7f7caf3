// A property's local time zone (IANA) from its state and county, and its times shown in that zone with the zone's
// abbreviation ("12:00 PM CST"), whoever looks: an open house happens at the property, not where the viewer is.

/** The zone most of each state (and DC, the territories) keeps. */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = Object.freeze({
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
});

/**
 * A county name as the table reads it: lower case, without "County"/"Parish"/"Borough", spaces, dots, hyphens and
 * apostrophes ("LaPorte" and "La Porte County" are both "laporte", "St. Lucie" is "stlucie").
 */
const countyKey = (county: string) =>
  county
    .toLowerCase()
    .replace(/\b(county|parish|borough)\b/g, '')
    .replace(/[\s.'\u2019-]+/g, '');

/** The counties (names as `countyKey` reads them) that keep `zone`. */
const keep = (zone: string, counties: readonly string[]): Record<string, string> =>
  Object.fromEntries(counties.map((county) => [countyKey(county), zone]));

/**
 * Every county of a split state that keeps another zone than the state's main one (a county not named keeps the
 * state's zone). A county the line runs through gets the zone of its county seat: Gulf (FL) is Eastern with Port
 * St. Joe, Cherry (NE) Central with Valentine, McKenzie (ND) Central with Watford City, Idaho (ID) Pacific with
 * Grangeville. Arizona keeps no daylight saving time except on the Navajo Nation: Apache County, most of whose
 * people live on the Nation, keeps Mountain time with daylight saving; Navajo and Coconino counties, most of whose
 * people live off it (Show Low, Winslow, Flagstaff), keep Arizona's time. Checked county by county, by FIPS code,
 * in property-time-zone.test.ts.
 */
const COUNTY_TIME_ZONES: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.freeze({
  AZ: keep('America/Denver', ['Apache']),
  TX: keep('America/Denver', ['El Paso', 'Hudspeth']),
  FL: keep('America/Chicago', [
    'Bay',
    'Calhoun',
    'Escambia',
    'Holmes',
    'Jackson',
    'Okaloosa',
    'Santa Rosa',
    'Walton',
    'Washington',
  ]),
  TN: keep('America/New_York', [
    'Anderson',
    'Blount',
    'Bradley',
    'Campbell',
    'Carter',
    'Claiborne',
    'Cocke',
    'Grainger',
    'Greene',
    'Hamblen',
    'Hamilton',
    'Hancock',
    'Hawkins',
    'Jefferson',
    'Johnson',
    'Knox',
    'Loudon',
    'McMinn',
    'Meigs',
    'Monroe',
    'Morgan',
    'Polk',
    'Rhea',
    'Roane',
    'Scott',
    'Sevier',
    'Sullivan',
    'Unicoi',
    'Union',
    'Washington',
  ]),
  KY: keep('America/Chicago', [
    'Adair',
    'Allen',
    'Ballard',
    'Barren',
    'Breckinridge',
    'Butler',
    'Caldwell',
    'Calloway',
    'Carlisle',
    'Christian',
    'Clinton',
    'Crittenden',
    'Cumberland',
    'Daviess',
    'Edmonson',
    'Fulton',
    'Graves',
    'Grayson',
    'Green',
    'Hancock',
    'Hart',
    'Henderson',
    'Hickman',
    'Hopkins',
    'Livingston',
    'Logan',
    'Lyon',
    'Marshall',
    'McCracken',
    'McLean',
    'Metcalfe',
    'Monroe',
    'Muhlenberg',
    'Ohio',
    'Russell',
    'Simpson',
    'Todd',
    'Trigg',
    'Union',
    'Warren',
    'Webster',
  ]),
  IN: keep('America/Chicago', [
    'Gibson',
    'Jasper',
    'Lake',
    'LaPorte',
    'Newton',
    'Perry',
    'Porter',
    'Posey',
    'Spencer',
    'Starke',
    'Vanderburgh',
    'Warrick',
  ]),
  MI: keep('America/Menominee', ['Dickinson', 'Gogebic', 'Iron', 'Menominee']),
  ID: keep('America/Los_Angeles', [
    'Benewah',
    'Bonner',
    'Boundary',
    'Clearwater',
    'Idaho',
    'Kootenai',
    'Latah',
    'Lewis',
    'Nez Perce',
    'Shoshone',
  ]),
  OR: keep('America/Boise', ['Malheur']),
  ND: keep('America/Denver', [
    'Adams',
    'Billings',
    'Bowman',
    'Dunn',
    'Golden Valley',
    'Grant',
    'Hettinger',
    'Slope',
    'Stark',
  ]),
  // Oglala Lakota County was Shannon County until 2015.
  SD: keep('America/Denver', [
    'Bennett',
    'Butte',
    'Corson',
    'Custer',
    'Dewey',
    'Fall River',
    'Haakon',
    'Harding',
    'Jackson',
    'Lawrence',
    'Meade',
    'Oglala Lakota',
    'Shannon',
    'Pennington',
    'Perkins',
    'Stanley',
    'Ziebach',
  ]),
  NE: keep('America/Denver', [
    'Arthur',
    'Banner',
    'Box Butte',
    'Chase',
    'Cheyenne',
    'Dawes',
    'Deuel',
    'Dundy',
    'Garden',
    'Grant',
    'Hooker',
    'Keith',
    'Kimball',
    'Morrill',
    'Perkins',
    'Scotts Bluff',
    'Sheridan',
    'Sioux',
  ]),
  KS: keep('America/Denver', ['Greeley', 'Hamilton', 'Sherman', 'Wallace']),
});

/** The states whose counties do not all keep one zone (the table above). */
export const SPLIT_TIME_ZONE_STATES: readonly string[] = Object.freeze(Object.keys(COUNTY_TIME_ZONES));

/** The IANA zone of a property from its state code and county, or null when its state is unknown. */
export function propertyTimeZone(place: { state: string | null; county?: string | null }): string | null {
  const state = place.state?.trim().toUpperCase() ?? '';
  const main = STATE_TIME_ZONES[state];
  if (!main) return null;
  const county = place.county ? countyKey(place.county) : '';
  return COUNTY_TIME_ZONES[state]?.[county] ?? main;
}

/** The parts of an instant as a clock in `timeZone` reads it. */
function zonedParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes `timeZone` is ahead of UTC at an instant (-360 for CST). */
function offsetMinutes(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** Minutes `timeZone` is ahead of UTC at an instant (-360 for CST, -300 for CDT). */
export const timeZoneOffsetMinutes = (iso: string | Date, timeZone: string): number =>
  offsetMinutes(new Date(iso), timeZone);

/** The wall-clock time of an instant in `timeZone` as an iCalendar local date-time: 20261205T120000. */
export function zonedIcsDateTime(iso: string | Date, timeZone: string): string {
  const p = zonedParts(new Date(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}${two(p.month)}${two(p.day)}T${two(p.hour)}${two(p.minute)}${two(p.second)}`;
}

/**
 * The instant (ISO, UTC) of a wall-clock time `YYYY-MM-DDTHH:mm` (a datetime-local value) in `timeZone`, or ''
 * when the text is not one. A time skipped by a spring-forward change is read with the offset before it.
 */
export function zonedTimeToIso(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return '';
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  const second = wall - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second).toISOString();
}

/** `YYYY-MM-DD` of an instant in `timeZone` (a calendar's day cell). */
export function zonedDay(iso: string, timeZone: string): string {
  const p = zonedParts(new Date(iso), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The zone's abbreviation at an instant: "CST", "CDT", "MST", "HST" (en-US names). */
export function timeZoneAbbreviation(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(
    new Date(iso),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

const dayText = (date: Date, timeZone: string) =>
  date.toLocaleDateString('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
const clockText = (date: Date, timeZone: string) =>
  date.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });

/** "12:00 PM CST": an instant's time in `timeZone`, labelled with the zone. */
export function formatZonedTime(iso: string, timeZone: string): string {
  return `${clockText(new Date(iso), timeZone)} ${timeZoneAbbreviation(iso, timeZone)}`;
}

/**
 * "Sat, Nov 28, 12:00 PM – 2:00 PM CST": a time window in `timeZone`, the end's date too when it is another day,
 * labelled with the zone (the end's label too when daylight saving changes in between).
 */
export function formatZonedWindow(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const startZone = timeZoneAbbreviation(startsAt, timeZone);
  const endZone = timeZoneAbbreviation(endsAt, timeZone);
  const sameDay = zonedDay(startsAt, timeZone) === zonedDay(endsAt, timeZone);
  const startText = `${dayText(start, timeZone)}, ${clockText(start, timeZone)}${startZone === endZone ? '' : ` ${startZone}`}`;
  return `${startText} – ${sameDay ? '' : `${dayText(end, timeZone)}, `}${clockText(end, timeZone)} ${endZone}`;
}
