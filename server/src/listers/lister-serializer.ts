// What each viewer may see of a listing's lister: contact details only for signed-in viewers.
import { z } from '@hono/zod-openapi';
import type { Viewer } from '../listings/property-serializer';
import type { ListerRecord } from './lister-repo';

export const ListerSchema = z
  .object({
    id: z.string(),
    fullName: z.string().nullable(),
    companyName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    memberSince: z.string().openapi({ description: 'When the lister joined (ISO-8601).' }),
    publishedListings: z.number().int().openapi({ description: 'Their listings public on the marketplace.' }),
    profilePath: z
      .string()
      .nullable()
      .openapi({ description: 'Their public profile page; null until they publish their profile.' }),
    email: z.string().nullable().openapi({ description: 'Only for signed-in viewers.' }),
    phone: z.string().nullable().openapi({ description: 'Only for signed-in viewers.' }),
  })
  .openapi('Lister');
export type ListerView = z.infer<typeof ListerSchema>;

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
