// An owner's edit of a listing as GET /api/v1/properties/{id}/edit answers it, and where to ask.
import type { ListingEditChange, ListingEditStatus } from '@dealloop/core';
import { PROPERTIES_API, type Property } from './property';

/** The latest edit of a listing: waiting for review, or decided (a decline carries the reason). */
export interface ListingEdit {
  id: string;
  propertyId: string;
  status: ListingEditStatus;
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  changes: ListingEditChange[];
  /** The listing as it reads with the edit. */
  edited: Property;
}

/** The owner's view of their listing's edits: the latest one, and the upload ids of their version's photos. */
export interface ListingEditState {
  edit: ListingEdit | null;
  imageIds: string[];
}

/** GET: the latest edit of a listing (owner and staff). */
export const listingEditPath = (listingId: string) =>
  `${PROPERTIES_API}/${encodeURIComponent(listingId)}/edit`;
