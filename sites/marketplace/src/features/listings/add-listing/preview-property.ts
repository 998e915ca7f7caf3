// The listing a draft will become, in the API's shape, so the preview card is built exactly like real cards.
import type { Upload } from '@dealloop/client';
import type { Property, PropertyImage } from '../property';
import { draftFigures, type ListingDraft, parseAmount } from './listing-draft';

/** Where the preview card links: the details under it. */
export const PREVIEW_DETAILS_ID = 'listing-preview-details';

/** A listing photo from its upload's variants (the largest one stands in for a missing size). */
function imageOf(upload: Upload): PropertyImage {
  const variant = (name: string) =>
    upload.variants.find((candidate) => candidate.name === name)?.url ?? upload.url;
  return { thumb: variant('thumb'), card: variant('card'), full: variant('full') };
}

/**
 * The draft as the API will answer it once published, seen by a signed-in buyer (full location): a new, active,
 * published listing with the photos in their order and the figures the API computes.
 */
export function previewProperty(
  draft: ListingDraft,
  uploads: readonly Upload[],
  ownerId: string,
  now = new Date(),
): Property {
  if (!draft.propertyType) throw new Error('Only a draft that passed the listing rules can be previewed.');
  const figures = draftFigures(draft);
  const number = (text: string) => parseAmount(text);
  return {
    id: 'preview',
    shortId: 'preview',
    path: `#${PREVIEW_DETAILS_ID}`,
    ownerId,
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    location: draft.location.trim(),
    locationTruncated: false,
    city: null,
    state: null,
    zip: null,
    county: null,
    lat: null,
    lng: null,
    distance: null,
    price: number(draft.price) ?? 0,
    beds: number(draft.beds),
    baths: number(draft.baths),
    sqft: number(draft.sqft),
    lotSize: number(draft.lotSize),
    propertyType: draft.propertyType,
    images: uploads.map(imageOf),
    arv: number(draft.arv),
    repairCost: number(draft.repairCost),
    profitPotential: figures?.profit ?? null,
    roi: figures?.roi ?? null,
    status: 'active',
    listingStatus: 'published',
    archivedAt: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    // The form sends no requirement: a new listing takes offers without verified funds until its owner sets it.
    requiresVerifiedFunds: false,
    // The preview is the card, which shows no closing terms.
    earnestTerms: null,
  };
}
