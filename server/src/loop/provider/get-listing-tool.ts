// The get_listing tool: one listing by its link, id or short id, as the caller may see it. The listing goes
// through the API's own serializers for that viewer (serializeProperty, serializeLister), so a model never gets a
// street address, a precise point or a phone number the caller could not see on the listing page.
import { parsePropertySeoPath } from '@dealloop/core';
import { findLister } from '../../listers/lister-repo';
import { serializeLister } from '../../listers/lister-serializer';
import { serializeProperty } from '../../listings/property-serializer';
import { findVisibleProperty } from '../../listings/visible-property';
import type { AssistantContext } from '../assistant-context';

/** The definition sent to the model (OpenAI `tools` format). */
export const GET_LISTING_TOOL = {
  type: 'function',
  function: {
    name: 'get_listing',
    description:
      "One DealLoop listing's details (price, ARV, repairs, profit, ROI, rooms, status, location and the lister's contact details as far as the user may see them), by its link (as search_listings returns it, e.g. /real-estate-wholesale-investment-property-dallas-tx-75219-1a2b3c4d) or its id.",
    parameters: {
      type: 'object',
      properties: {
        listing: { type: 'string', description: 'The listing link, its id, or its 8-character short id.' },
      },
      required: ['listing'],
      additionalProperties: false,
    },
  },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHORT_ID = /^[0-9a-f]{8}$/i;

/** The id or short id a reference names (a listing path or full URL, an id), or null. */
export function listingIdOf(reference: string): string | null {
  const text = reference.trim();
  if (UUID.test(text) || SHORT_ID.test(text)) return text.toLowerCase();
  let path = text;
  try {
    path = new URL(text, 'http://x').pathname;
  } catch {
    return null;
  }
  return parsePropertySeoPath(path);
}

/** Runs get_listing as the caller: the listing and its lister as the API shows them to this viewer. */
export async function getListingTool(ctx: AssistantContext, args: Record<string, unknown>) {
  const reference = typeof args.listing === 'string' ? args.listing.slice(0, 500) : '';
  const id = listingIdOf(reference);
  if (!id) return { error: 'Give the listing link (as search_listings returns it) or its id.' };
  const property = await findVisibleProperty(ctx.deps.db, ctx.viewer, id);
  if (!property) return { error: 'There is no listing with that link the user may see.' };
  const view = serializeProperty(property, ctx.viewer, ctx.deps.config.publicUrl);
  const lister = await findLister(ctx.deps.db, property.user_id);
  return {
    title: view.title,
    link: view.path,
    status: view.status,
    available: view.status === 'active',
    price: view.price,
    arv: view.arv,
    repairCost: view.repairCost,
    profitPotential: view.profitPotential,
    roi: view.roi,
    propertyType: view.propertyType,
    beds: view.beds,
    baths: view.baths,
    sqft: view.sqft,
    lotSize: view.lotSize,
    description: view.description,
    location: view.location,
    locationIsApproximate: view.locationTruncated,
    lat: view.lat,
    lng: view.lng,
    lister: lister
      ? (({ fullName, companyName, profilePath, email, phone }) => ({
          fullName,
          companyName,
          profilePath,
          email,
          phone,
          contactNote:
            email || phone
              ? null
              : ctx.viewer
                ? 'The lister shares no email or phone; the user can message them from the listing page.'
                : 'Contact details show only to signed-in users; the user can sign in to see them or to message the lister.',
        }))(serializeLister(lister, ctx.viewer))
      : null,
  };
}
