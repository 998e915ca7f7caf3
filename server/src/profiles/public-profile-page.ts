// The public profile page's data: a published profile and its owner's public listings, as the viewer may see them.

import type { PublicProfileView } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import type { Viewer } from '../listings/property-serializer';
import { serializeProperty } from '../listings/property-serializer';
import { latestApprovedFunds } from '../proof-of-funds/funds-verifications-repo';
import { serializePublicProfile } from './profile-serializer';
import { findPublishedProfile, publishedListingsOf } from './profiles-repo';

/** Listings shown on a public profile page. */
export const PROFILE_PAGE_LISTINGS = 24;

/** The page by user id or slug, or null when no published profile matches. */
export async function publicProfilePage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  by: { userId: string } | { slug: string },
  viewer: Viewer,
) {
  const profile = await findPublishedProfile(deps.db, by);
  if (!profile) return null;
  const listings = await publishedListingsOf(deps.db, profile.user_id, PROFILE_PAGE_LISTINGS);
  // Only signed-in viewers see the verified funds badge: anonymous pages do not look it up.
  const funds = viewer
    ? (await latestApprovedFunds(deps.db, [profile.user_id])).get(profile.user_id)
    : undefined;
  return {
    profile: serializePublicProfile(profile, viewer, funds, new Date()) satisfies PublicProfileView,
    listings: listings.map((property) => serializeProperty(property, viewer, deps.config.publicUrl)),
  };
}
