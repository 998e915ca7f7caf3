// What each viewer may see of a listing's lister: contact details only for signed-in viewers.

import type { ListerView } from '@dealloop/contract';
import type { Viewer } from '../listings/property-serializer';
import type { ListerRecord } from './lister-repo';

/** The public profile page of a user (spec route /profile/{userId}). */
export const profilePathOf = (userId: string) => `/profile/${encodeURIComponent(userId)}`;

/** The lister as `viewer` may see them: anonymous visitors never get an email address or phone number. */
export function serializeLister(lister: ListerRecord, viewer: Viewer): ListerView {
  const signedIn = viewer !== null;
  return {
    id: lister.id,
    fullName: lister.fullName,
    companyName: lister.companyName,
    avatarUrl: lister.avatarUrl,
    memberSince: lister.memberSince,
    publishedListings: lister.publishedListings,
    profilePath: lister.profilePublished ? profilePathOf(lister.id) : null,
    email: signedIn ? lister.email || null : null,
    phone: signedIn ? lister.phone || null : null,
  };
}
