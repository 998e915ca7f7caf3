// What each viewer sees of a profile: the owner sees every field; others see a published profile without its
// email and phone unless they are signed in (the rule of the lister card), nor its verified funds badge.

import type { MyProfileView, PublicProfileView } from '@dealloop/contract';
import {
  type ApprovedFunds,
  investorProfilePath,
  isProfileTemplate,
  verifiedFundsBadge,
} from '@dealloop/core';
import type { Viewer } from '../listings/property-serializer';
import type { ProfileRecord, PublishedProfileRecord } from './profiles-repo';

const templateOf = (value: string | null) => (isProfileTemplate(value) ? value : null);

/** The profile as its owner sees it (GET /me/profile). */
export function serializeOwnProfile(profile: ProfileRecord): MyProfileView {
  return {
    userId: profile.user_id,
    fullName: profile.full_name,
    email: profile.email,
    phone: profile.phone,
    companyName: profile.company_name,
    website: profile.website,
    address: profile.address,
    bio: profile.bio,
    specialty: profile.specialty,
    profileTemplate: templateOf(profile.profile_template),
    profilePublished: profile.profile_published,
    avatarUrl: profile.avatar_url,
    companyLogo: profile.company_logo,
    onboardingCompleted: profile.onboarding_completed,
    slug: profile.profile_slug,
    markets: profile.markets,
  };
}

/**
 * A published profile as `viewer` sees it. The street address is never public; email and phone go to signed-in
 * viewers only (the owner chose them as contact details, but anonymous visitors and crawlers do not get them), and
 * so does the verified funds badge: computed at `now` from the member's latest approved verification `funds`
 * (none once it has expired).
 */
export function serializePublicProfile(
  profile: PublishedProfileRecord,
  viewer: Viewer,
  funds: ApprovedFunds | undefined,
  now: Date,
): PublicProfileView {
  const signedIn = viewer !== null;
  return {
    userId: profile.user_id,
    slug: profile.profile_slug,
    path: investorProfilePath(profile.profile_slug),
    fullName: profile.full_name ?? '',
    companyName: profile.company_name,
    website: profile.website,
    bio: profile.bio,
    specialty: profile.specialty,
    profileTemplate: templateOf(profile.profile_template),
    avatarUrl: profile.avatar_url,
    companyLogo: profile.company_logo,
    markets: profile.markets,
    memberSince: profile.member_since,
    email: signedIn ? profile.email || null : null,
    phone: signedIn ? profile.phone || null : null,
    publishedListings: profile.published_listings,
    verifiedFunds: signedIn ? verifiedFundsBadge(funds, now) : null,
  };
}
