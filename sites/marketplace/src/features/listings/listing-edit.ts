// An owner's edit of a listing as GET /api/v1/properties/{id}/edit answers it (the contract's shapes).
import type { ListingEditStateView, ListingEditView } from '@dealloop/contract';

/** The latest edit of a listing: waiting for review, or decided (a decline carries the reason). */
export type ListingEdit = ListingEditView;

/** The owner's view of their listing's edits: the latest one, and the upload ids of their version's photos. */
export type ListingEditState = ListingEditStateView;
