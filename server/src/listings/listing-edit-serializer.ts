// What the owner and moderators see of an edit: its status and reason, the changes field by field against the
// approved listing, and the listing as it reads with the edit (the owner's version, which their Edit form opens).

import type { PropertyView } from '@dealloop/contract';
import type { ListingEditChange, ListingEditStatus } from '@dealloop/core';
import type { ListingEdit, Property } from '../db/schema';
import { editDiff, withEdit } from './listing-edits-repo';
import { serializeProperty, type Viewer } from './property-serializer';

/** An edit as the API answers it. */
export interface ListingEditView {
  id: string;
  propertyId: string;
  status: ListingEditStatus;
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  changes: ListingEditChange[];
  edited: PropertyView;
}

/** The edit as `viewer` (its owner or staff) sees it, read against the listing now (an approved one is in it). */
export function serializeListingEdit(
  edit: ListingEdit,
  property: Property,
  viewer: Viewer,
  publicUrl: string,
): ListingEditView {
  const open = edit.status !== 'approved';
  return {
    id: edit.id,
    propertyId: edit.property_id,
    status: edit.status,
    reason: edit.reason,
    submittedAt: edit.updated_at,
    decidedAt: edit.decided_at,
    changes: open ? editDiff(property, edit.changes) : [],
    edited: serializeProperty(open ? withEdit(property, edit.changes) : property, viewer, publicUrl),
  };
}
