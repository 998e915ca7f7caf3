// Which properties the public marketplace may show (rule: docs/product/listings.md).

import type { PropertyStatus } from './listing-vocabulary';

/** Property statuses that may appear publicly: active, under_contract and sold. */
export const PUBLIC_PROPERTY_STATUSES: readonly PropertyStatus[] = Object.freeze([
  'active',
  'under_contract',
  'sold',
] as const);

/** The fields the visibility rule looks at. */
export interface VisibilityFields {
  readonly status: string | null | undefined;
  readonly listing_status: string | null | undefined;
  readonly archived_at: Date | string | null | undefined;
}

/**
 * Whether a property is publicly visible: its status is active, under_contract or sold, its listing_status is
 * published, and it is not archived (archived_at is empty).
 */
export function isPubliclyVisible(property: VisibilityFields): boolean {
  return (
    (PUBLIC_PROPERTY_STATUSES as readonly unknown[]).includes(property.status) &&
    property.listing_status === 'published' &&
    (property.archived_at === null || property.archived_at === undefined || property.archived_at === '')
  );
}
