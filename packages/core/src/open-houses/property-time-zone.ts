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
 * Counties of split states that keep another zone than their state's main one (the populous ones; a county not
 * named keeps the state's zone). Names without "County"/"Parish", lower case.
 */
const COUNTY_TIME_ZONES: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.freeze({
  TX: { 'el paso': 'America/Denver', hudspeth: 'America/Denver' },
  FL: Object.fromEntries(
    ['escambia', 'santa rosa', 'okaloosa', 'walton', 'holmes', 'washington', 'bay', 'jackson', 'calhoun'].map(
      (county) => [county, 'America/Chicago'],
    ),
  ),
  TN: Object.fromEntries(
    [
      'knox',
      'hamilton',
      'sullivan',
      'washington',
      'blount',
      'sevier',
      'bradley',
      'anderson',
      'carter',
      'greene',
      'hamblen',
      'jefferson',
      'loudon',
      'mcminn',
      'monroe',
      'roane',
      'hawkins',
      'cocke',
      'unicoi',
      'johnson',
      'campbell',
      'claiborne',
      'union',
      'grainger',
      'scott',
      'morgan',
      'rhea',
      'meigs',
      'polk',
      'marion',
    ].map((county) => [county, 'America/New_York']),
  ),
  KY: Object.fromEntries(
    [
      'warren',
      'daviess',
      'mccracken',
      'christian',
      'hopkins',
      'henderson',
      'barren',
      'graves',
      'calloway',
      'muhlenberg',
      'ohio',
      'logan',
      'simpson',
      'allen',
      'butler',
      'grayson',
      'marshall',
      'union',
      'webster',
    ].map((county) => [county, 'America/Chicago']),
  ),
  IN: Object.fromEntries(
    [
      'lake',
      'porter',
      'la porte',
      'laporte',
      'newton',
      'jasper',
      'starke',
      'vanderburgh',
      'posey',
      'warrick',
    ].map((county) => [county, 'America/Chicago']),
  ),
  MI: Object.fromEntries(['gogebic', 'iron', 'dickinson', 'menominee'].map((c) => [c, 'America/Menominee'])),
  ID: Object.fromEntries(
    [
      'kootenai',
      'bonner',
      'boundary',
      'latah',
      'nez perce',
      'shoshone',
      'benewah',
      'clearwater',
      'lewis',
    ].map((county) => [county, 'America/Los_Angeles']),
  ),
  OR: { malheur: 'America/Boise' },
  ND: Object.fromEntries(
    [
      'stark',
      'morton',
      'dunn',
      'mckenzie',
      'billings',
      'golden valley',
      'bowman',
      'slope',
      'hettinger',
      'adams',
    ].map((county) => [county, 'America/Denver']),
  ),
  SD: Object.fromEntries(
    [
      'pennington',
      'meade',
      'lawrence',
      'butte',
      'fall river',
      'custer',
      'harding',
      'perkins',
      'oglala lakota',
    ].map((county) => [county, 'America/Denver']),
  ),
  NE: Object.fromEntries(
    [
      'scotts bluff',
      'cheyenne',
      'box butte',
      'dawes',
      'sioux',
      'kimball',
      'morrill',
      'sheridan',
      'keith',
    ].map((county) => [county, 'America/Denver']),
  ),
  KS: Object.fromEntries(['sherman', 'wallace', 'greeley', 'hamilton'].map((c) => [c, 'America/Denver'])),
});

const countyKey = (county: string) =>
  county
    .toLowerCase()
    .replace(/\b(county|parish|borough)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

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
