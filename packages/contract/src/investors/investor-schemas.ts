// The public investor profiles: the directory's query and pages, and one published profile with its listings.
import { INVESTOR_DIRECTORY_PAGE_SIZE, isUsStateCode, PROFILE_TEMPLATES } from '@dealloop/core';
import { z } from '@hono/zod-openapi';
import { PropertySchema } from '../listings/listing-schemas';
import { VerifiedFundsSchema } from '../proof-of-funds/funds-verification-schemas';

/** A market: a US state code such as TX (upper-cased). */
export const StateCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isUsStateCode, { message: 'A market is a US state code such as TX.' });

/** A published profile as anyone may see it; email and phone only for signed-in viewers. */
export const PublicProfileSchema = z
  .object({
    userId: z.string(),
    slug: z.string(),
    path: z.string().openapi({ description: 'The public page: /real-estate-investor-{slug}.' }),
    fullName: z.string(),
    companyName: z.string().nullable(),
    website: z.string().nullable(),
    bio: z.string().nullable(),
    specialty: z.string().nullable(),
    profileTemplate: z.enum(PROFILE_TEMPLATES).nullable(),
    avatarUrl: z.string().nullable(),
    companyLogo: z.string().nullable(),
    markets: z.array(z.string()),
    memberSince: z.string(),
    email: z.string().nullable().openapi({ description: 'Only for signed-in viewers.' }),
    phone: z.string().nullable().openapi({ description: 'Only for signed-in viewers.' }),
    publishedListings: z.number().int(),
    verifiedFunds: VerifiedFundsSchema.nullable().openapi({
      description:
        "The member's current verified funds badge, computed at read time; only for signed-in viewers, null when none or expired.",
    }),
  })
  .openapi('PublicProfile');
/** A published profile as the API answers it. */
export type PublicProfileView = z.infer<typeof PublicProfileSchema>;

/** A public profile page: the profile and the owner's published listings, newest first. */
export const PublicProfilePageSchema = z
  .object({ profile: PublicProfileSchema, listings: z.array(PropertySchema) })
  .openapi('PublicProfilePage');

/** The filters and page of GET /investors. */
export const DirectoryQuery = z.object({
  q: z.string().trim().max(100).optional(),
  profileType: z.enum(PROFILE_TEMPLATES).optional(),
  specialty: z.string().trim().max(120).optional(),
  market: StateCode.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(INVESTOR_DIRECTORY_PAGE_SIZE),
});
/** The directory's filters, as the server reads them. */
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;
/** The directory's filters, as a caller sends them. */
export type DirectoryFilters = z.input<typeof DirectoryQuery>;

/** One page of the investor directory. */
export const DirectoryPageSchema = z
  .object({
    items: z.array(PublicProfileSchema),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as cursor for the next page; null at the end.' }),
  })
  .openapi('InvestorDirectoryPage');

/** One page of the investor directory as the API answers it. */
export type DirectoryPage = z.infer<typeof DirectoryPageSchema>;
/** A public profile page as the API answers it. */
export type PublicProfilePage = z.infer<typeof PublicProfilePageSchema>;
