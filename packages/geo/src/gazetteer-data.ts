// The index decoded into typed column arrays, and the entities (places, counties, states) suggest() ranks.

import { type GeoIndex, INDEX_VERSION, PLACE_KIND, unscaleCoordinates } from './index-format';
import { US_STATES } from './us-states';

type WithDegrees<T> = Omit<T, 'lat' | 'lng'> & { lat: Float64Array; lng: Float64Array };

/**
 * The tables of the index with coordinates in degrees. Places, ZIP codes and counties are referred to by
 * position.
 */
export interface GazetteerData {
  places: WithDegrees<GeoIndex['places']>;
  zips: WithDegrees<GeoIndex['zips']>;
  counties: WithDegrees<GeoIndex['counties']>;
  states: WithDegrees<GeoIndex['states']>;
}

const withDegrees = <T extends { lat: Int32Array; lng: Int32Array }>(table: T): WithDegrees<T> => ({
  ...table,
  lat: unscaleCoordinates(table.lat),
  lng: unscaleCoordinates(table.lng),
});

/** The tables of an index, coordinates in degrees; throws when it was written by another index version. */
export function decodeTables(
  index: Pick<GeoIndex, 'version' | 'places' | 'zips' | 'counties' | 'states'>,
): GazetteerData {
  if (index.version !== INDEX_VERSION) {
    throw new Error(`Gazetteer index version ${index.version}, expected ${INDEX_VERSION}`);
  }
  return {
    places: withDegrees(index.places),
    zips: withDegrees(index.zips),
    counties: withDegrees(index.counties),
    states: withDegrees(index.states),
  };
}

/** Counties and states count for a quarter of the population inside them when ranked against cities. */
const AREA_WEIGHT = 0.25;

/**
 * Entities are numbered places first, then counties, then states, so one name index and one ranking cover all.
 */
export class Entities {
  readonly placeCount: number;
  readonly countyCount: number;
  readonly count: number;
  /** States whose name is also that of a city of a million people or more ("New York"). */
  private readonly sharedStateNames: ReadonlySet<number>;
  /** Place names already formatted, by entity (suggest and geocode ask for the same ones over and over). */
  private readonly placeNames: (string | undefined)[] = [];

  constructor(readonly data: GazetteerData) {
    this.placeCount = data.places.names.length;
    this.countyCount = data.counties.fips.length;
    this.count = this.placeCount + this.countyCount + US_STATES.length;
    const bigCities = new Set<string>();
    data.places.names.forEach((name, place) => {
      if ((data.places.population[place] ?? 0) >= 1_000_000) bigCities.add(name.toLowerCase());
    });
    this.sharedStateNames = new Set(
      US_STATES.flatMap((state, index) => (bigCities.has(state.name.toLowerCase()) ? [index] : [])),
    );
  }

  kind(entity: number): 'city' | 'county' | 'state' {
    if (entity < this.placeCount) return 'city';
    return entity < this.placeCount + this.countyCount ? 'county' : 'state';
  }

  /** Position in the places, counties or states table. */
  position(entity: number): number {
    if (entity < this.placeCount) return entity;
    if (entity < this.placeCount + this.countyCount) return entity - this.placeCount;
    return entity - this.placeCount - this.countyCount;
  }

  stateEntity(state: number): number {
    return this.placeCount + this.countyCount + state;
  }

  /** Position of the entity's state in US_STATES. */
  state(entity: number): number {
    const position = this.position(entity);
    switch (this.kind(entity)) {
      case 'city':
        return this.data.places.states[position] ?? -1;
      case 'county':
        return this.data.counties.states[position] ?? -1;
      default:
        return position;
    }
  }

  /** The name matched against queries: "Dallas", "Cook County", "Texas". */
  name(entity: number): string {
    const position = this.position(entity);
    switch (this.kind(entity)) {
      case 'city':
        return this.data.places.names[position] ?? '';
      case 'county':
        return this.data.counties.names[position] ?? '';
      default:
        return US_STATES[position]?.name ?? '';
    }
  }

  /** The readable name of the entity: "Dallas, TX", "Cook County, IL", "Texas" ("New York State"). */
  placeName(entity: number): string {
    let name = this.placeNames[entity];
    if (name === undefined) {
      name = this.formatPlaceName(entity);
      this.placeNames[entity] = name;
    }
    return name;
  }

  private formatPlaceName(entity: number): string {
    const stateCode = US_STATES[this.state(entity)]?.code ?? '';
    if (this.kind(entity) === 'state') {
      const position = this.position(entity);
      return this.sharedStateNames.has(position) ? `${this.name(entity)} State` : this.name(entity);
    }
    return `${this.name(entity)}, ${stateCode}`;
  }

  /** Whether the state's bare name would be read as a city ("New York"), so it is written "New York State". */
  isSharedStateName(state: number): boolean {
    return this.sharedStateNames.has(state);
  }

  /** Ranking weight: the population, with counties and states weighted down against cities. */
  weight(entity: number): number {
    const population = this.table(entity).population[this.position(entity)] ?? 0;
    return this.kind(entity) === 'city' ? population : population * AREA_WEIGHT;
  }

  /** Second ranking key for places of equal weight: how many ZIP codes the post office serves. */
  zipCount(entity: number): number {
    return this.kind(entity) === 'city' ? (this.data.places.zipCounts[this.position(entity)] ?? 0) : 0;
  }

  /** Whether a place is a neighbourhood or a post-office station, ranked after towns of the same name. */
  isMinorPlace(entity: number): boolean {
    const kind = this.kind(entity) === 'city' ? this.data.places.kinds[entity] : undefined;
    return kind === PLACE_KIND.neighborhood || kind === PLACE_KIND.station;
  }

  /** Latitude of the place, of the county's centroid, or of the state's representative point. */
  lat(entity: number): number {
    return this.table(entity).lat[this.position(entity)] ?? Number.NaN;
  }

  /** Longitude, as {@link lat}. */
  lng(entity: number): number {
    return this.table(entity).lng[this.position(entity)] ?? Number.NaN;
  }

  private table(entity: number): { lat: Float64Array; lng: Float64Array; population: ArrayLike<number> } {
    const kind = this.kind(entity);
    return kind === 'city' ? this.data.places : kind === 'county' ? this.data.counties : this.data.states;
  }

  /** County display name of a place (or of a county itself); undefined for states and places outside counties. */
  countyName(entity: number): string | undefined {
    const position = this.position(entity);
    switch (this.kind(entity)) {
      case 'city': {
        const county = this.data.places.counties[position] ?? -1;
        return county >= 0 ? this.data.counties.names[county] : undefined;
      }
      case 'county':
        return this.data.counties.names[position];
      default:
        return undefined;
    }
  }
}
