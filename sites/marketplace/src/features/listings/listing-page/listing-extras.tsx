// The listing page's parts beyond its first view (offers, open houses, the map, reporting, the lister, moderation
// notes, the owner's pending edit), each in its own chunk, rendered through AfterPageLoad: the photo, price and figures come first.
import { lazy } from 'react';

export const OfferPanel = lazy(() =>
  import('../../offers/offer-panel').then((module) => ({ default: module.OfferPanel })),
);
export const ListerCard = lazy(() =>
  import('../../listers/lister-card').then((module) => ({ default: module.ListerCard })),
);
export const PropertyMap = lazy(() =>
  import('./property-map').then((module) => ({ default: module.PropertyMap })),
);
export const ListingOpenHouses = lazy(() =>
  import('../../open-houses/listing-open-houses').then((module) => ({
    default: module.ListingOpenHouses,
  })),
);
export const ReportButton = lazy(() =>
  import('../../moderation/report-button').then((module) => ({ default: module.ReportButton })),
);
export const ModerationNotice = lazy(() =>
  import('../../moderation/moderation-notice').then((module) => ({ default: module.ModerationNotice })),
);
export const PendingEditNotice = lazy(() =>
  import('../pending-edit-notice').then((module) => ({ default: module.PendingEditNotice })),
);
