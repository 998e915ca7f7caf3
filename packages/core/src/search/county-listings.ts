// GET /api/v1/counties: public listings per county, as the server answers it and the counties page reads it.

/** One county with public listings. */
export interface CountyListingStats {
  /** Five-digit Census FIPS code, e.g. "17031" (the county's id in us-atlas). */
  fips: string;
  /** Display name as stored on listings, e.g. "Cook County". */
  name: string;
  /** Two-letter USPS code. */
  state: string;
  stateName: string;
  /** Public listings whose status is active (not under contract, not sold). */
  activeListings: number;
  /** Every public listing: active, under contract and sold. */
  publicListings: number;
  /** Mean asking price of the public listings, in whole dollars. */
  averagePrice: number;
  /** The county's centroid. */
  lat: number;
  lng: number;
}

/** The counties with public listings, busiest first, and the totals over them. */
export interface CountyListingReport {
  counties: CountyListingStats[];
  totals: {
    counties: number;
    activeListings: number;
    publicListings: number;
    /** Public listings without a known county (only a state, or no place at all): on no county row. */
    unplacedListings: number;
  };
}
