// A saved search as its owner sees it (nobody else ever does), and the core criteria and place of a row.

import type { SavedSearchJson } from '@dealloop/contract';
import {
  criteriaPropertyType,
  isTooBroad,
  type SavedSearchCriteria,
  type SearchPlace,
  savedSearchSummary,
} from '@dealloop/core';
import type { SavedSearch } from '../db/schema';

/** The criteria a stored row holds. */
export function criteriaOf(row: SavedSearch): SavedSearchCriteria {
  return {
    location: row.location,
    minPrice: row.min_price,
    maxPrice: row.max_price,
    propertyType: criteriaPropertyType(row.property_type),
    minBeds: row.min_beds,
    minBaths: row.min_baths,
  };
}

/** The place the row's location resolved to when saved, or null (no location, or no place found). */
export function placeOf(row: SavedSearch): SearchPlace | null {
  if (!row.place_precision || !row.place_state) return null;
  return {
    precision: row.place_precision,
    state: row.place_state,
    city: row.place_city,
    zip: row.place_zip,
    county: row.place_county,
  };
}

/** The JSON of a saved search for its owner. */
export function serializeSavedSearch(row: SavedSearch): SavedSearchJson {
  const criteria = criteriaOf(row);
  const place = placeOf(row);
  return {
    id: row.id,
    name: row.name,
    criteria: {
      location: criteria.location,
      minPrice: criteria.minPrice,
      maxPrice: criteria.maxPrice,
      propertyType: criteria.propertyType,
      minBeds: criteria.minBeds ?? null,
      minBaths: criteria.minBaths ?? null,
    },
    notifyEmail: row.notify_email,
    notifySms: row.notify_sms,
    summary: savedSearchSummary(criteria),
    placeFound: criteria.location === '' || place !== null,
    tooBroad: isTooBroad(criteria, place),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
