// The states, district and territory the gazetteer covers: USPS code, name and Census FIPS code.

/** A covered state (the 50 states, the District of Columbia and Puerto Rico). */
export interface UsState {
  /** Two-letter USPS code, e.g. "TX". */
  readonly code: string;
  /** Full name, e.g. "Texas". */
  readonly name: string;
  /** Two-digit Census FIPS code, e.g. "48". */
  readonly fips: string;
}

/** The 50 states, DC and Puerto Rico, ordered by code. Other territories (GU, VI, AS, MP) are not covered. */
export const US_STATES: readonly UsState[] = Object.freeze(
  (
    [
      ['AK', 'Alaska', '02'],
      ['AL', 'Alabama', '01'],
      ['AR', 'Arkansas', '05'],
      ['AZ', 'Arizona', '04'],
      ['CA', 'California', '06'],
      ['CO', 'Colorado', '08'],
      ['CT', 'Connecticut', '09'],
      ['DC', 'District of Columbia', '11'],
      ['DE', 'Delaware', '10'],
      ['FL', 'Florida', '12'],
      ['GA', 'Georgia', '13'],
      ['HI', 'Hawaii', '15'],
      ['IA', 'Iowa', '19'],
      ['ID', 'Idaho', '16'],
      ['IL', 'Illinois', '17'],
      ['IN', 'Indiana', '18'],
      ['KS', 'Kansas', '20'],
      ['KY', 'Kentucky', '21'],
      ['LA', 'Louisiana', '22'],
      ['MA', 'Massachusetts', '25'],
      ['MD', 'Maryland', '24'],
      ['ME', 'Maine', '23'],
      ['MI', 'Michigan', '26'],
      ['MN', 'Minnesota', '27'],
      ['MO', 'Missouri', '29'],
      ['MS', 'Mississippi', '28'],
      ['MT', 'Montana', '30'],
      ['NC', 'North Carolina', '37'],
      ['ND', 'North Dakota', '38'],
      ['NE', 'Nebraska', '31'],
      ['NH', 'New Hampshire', '33'],
      ['NJ', 'New Jersey', '34'],
      ['NM', 'New Mexico', '35'],
      ['NV', 'Nevada', '32'],
      ['NY', 'New York', '36'],
      ['OH', 'Ohio', '39'],
      ['OK', 'Oklahoma', '40'],
      ['OR', 'Oregon', '41'],
      ['PA', 'Pennsylvania', '42'],
      ['PR', 'Puerto Rico', '72'],
      ['RI', 'Rhode Island', '44'],
      ['SC', 'South Carolina', '45'],
      ['SD', 'South Dakota', '46'],
      ['TN', 'Tennessee', '47'],
      ['TX', 'Texas', '48'],
      ['UT', 'Utah', '49'],
      ['VA', 'Virginia', '51'],
      ['VT', 'Vermont', '50'],
      ['WA', 'Washington', '53'],
      ['WI', 'Wisconsin', '55'],
      ['WV', 'West Virginia', '54'],
      ['WY', 'Wyoming', '56'],
    ] as const
  ).map(([code, name, fips]) => Object.freeze({ code, name, fips })),
);

const byCode = new Map(US_STATES.map((state, index) => [state.code, index]));
const byFips = new Map(US_STATES.map((state, index) => [state.fips, index]));

/** Position of a state in {@link US_STATES} by its USPS code (any case), or -1. */
export function stateIndexOfCode(code: string): number {
  return byCode.get(code.toUpperCase()) ?? -1;
}

/** Position of a state in {@link US_STATES} by its two-digit FIPS code, or -1. */
export function stateIndexOfFips(fips: string): number {
  return byFips.get(fips) ?? -1;
}
