// The US states (and DC) by two-letter postal code: the markets an investor profile names and the directory filters.

/** Each state's name by its postal code, in alphabetical order of the codes. */
export const US_STATES: Readonly<Record<string, string>> = Object.freeze({
  AK: 'Alaska',
  AL: 'Alabama',
  AR: 'Arkansas',
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DC: 'District of Columbia',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  IA: 'Iowa',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  MD: 'Maryland',
  ME: 'Maine',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  MS: 'Mississippi',
  MT: 'Montana',
  NC: 'North Carolina',
  ND: 'North Dakota',
  NE: 'Nebraska',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VA: 'Virginia',
  VT: 'Vermont',
  WA: 'Washington',
  WI: 'Wisconsin',
  WV: 'West Virginia',
  WY: 'Wyoming',
});

/** Every state code, alphabetical. */
export const US_STATE_CODES: readonly string[] = Object.freeze(Object.keys(US_STATES).sort());

/** The state codes in the order of their names (Alabama, Alaska, Arizona...): the order lists show people. */
export const US_STATE_CODES_BY_NAME: readonly string[] = Object.freeze(
  [...US_STATE_CODES].sort((a, b) => US_STATES[a]!.localeCompare(US_STATES[b]!, 'en-US')),
);

/** Whether a value is an upper-case state code of {@link US_STATES}. */
export function isUsStateCode(value: unknown): value is string {
  return typeof value === 'string' && Object.hasOwn(US_STATES, value);
}
