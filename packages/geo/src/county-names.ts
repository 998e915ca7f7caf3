// Display names of county-level areas: "Cook County", "Orleans Parish", "Juneau City and Borough", "Richmond City".

/** Alaska's boroughs, census areas and municipalities by county FIPS code (us-atlas gives the bare name). */
const ALASKA_SUFFIXES: Readonly<Record<string, string>> = {
  '02013': 'Borough',
  '02016': 'Census Area',
  '02020': 'Municipality',
  '02050': 'Census Area',
  '02060': 'Borough',
  '02068': 'Borough',
  '02070': 'Census Area',
  '02090': 'Borough',
  '02100': 'Borough',
  '02105': 'Census Area',
  '02110': 'City and Borough',
  '02122': 'Borough',
  '02130': 'Borough',
  '02150': 'Borough',
  '02158': 'Census Area',
  '02164': 'Borough',
  '02170': 'Borough',
  '02180': 'Census Area',
  '02185': 'Borough',
  '02188': 'Borough',
  '02195': 'Borough',
  '02198': 'Census Area',
  '02220': 'City and Borough',
  '02230': 'Municipality',
  '02240': 'Census Area',
  '02261': 'Census Area',
  '02275': 'City and Borough',
  '02282': 'City and Borough',
  '02290': 'Census Area',
};

/** States with independent cities (county codes 510 and up): Virginia, Maryland (Baltimore), Missouri (St. Louis). */
const INDEPENDENT_CITY_STATES: ReadonlySet<string> = new Set(['51', '24', '29']);

/** The suffix words a county-level name can end with, longest first (used to recognise "X County" in text). */
export const COUNTY_SUFFIXES: readonly string[] = [
  'city and borough',
  'census area',
  'municipality',
  'municipio',
  'borough',
  'parish',
  'county',
  'city',
];

/**
 * The display name of a county-level area from its FIPS code and the bare name in us-atlas: "County" in general,
 * "Parish" in Louisiana, the Alaska designations, "Municipio" in Puerto Rico, and "City" for the independent
 * cities of Virginia, Maryland and Missouri (county codes from 510 up). DC and Carson City keep their names.
 */
export function countyDisplayName(fips: string, bareName: string): string {
  const state = fips.slice(0, 2);
  const county = Number(fips.slice(2));
  if (state === '11' || /\bcity$/i.test(bareName)) return bareName;
  if (state === '02') return `${bareName} ${ALASKA_SUFFIXES[fips] ?? 'Borough'}`;
  if (state === '22') return `${bareName} Parish`;
  if (state === '72') return `${bareName} Municipio`;
  if (county >= 510 && INDEPENDENT_CITY_STATES.has(state)) return `${bareName} City`;
  return `${bareName} County`;
}
