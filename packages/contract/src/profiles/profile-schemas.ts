// Request and response schemas of the profile and investor directory endpoints.

import {
  INVESTOR_DIRECTORY_PAGE_SIZE,
  isUsStateCode,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_TEMPLATES,
} from '@dealloop/core';
import { z } from '@hono/zod-openapi';
import { PropertySchema } from '../listings/listing-schemas';
import {
  blankToNull,
  EmailField,
  ImageField,
  OptionalPhoneField,
  optionalText,
  WebsiteField,
} from './contact-fields';

const StateCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isUsStateCode, { message: 'A market is a US state code such as TX.' });

/** The caller's own profile (GET and PATCH /me/profile). */
export const MyProfileSchema = z
  .object({
    userId: z.string(),
    fullName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    companyName: z.string().nullable(),
    website: z.string().nullable(),
    address: z.string().nullable(),
    bio: z.string().nullable(),
    specialty: z.string().nullable(),
    profileTemplate: z.enum(PROFILE_TEMPLATES).nullable(),
    profilePublished: z.boolean(),
    avatarUrl: z.string().nullable(),
    companyLogo: z.string().nullable(),
    onboardingCompleted: z.boolean(),
    slug: z
      .string()
      .nullable()
      .openapi({ description: 'The public path is /real-estate-investor-{slug}; set when first published.' }),
    markets: z.array(z.string()).openapi({ description: 'US state codes the owner invests in.' }),
  })
  .openapi('MyProfile');
export type MyProfileView = z.infer<typeof MyProfileSchema>;

/** Any subset of the editable fields; null or an empty text clears an optional field. */
export const ProfilePatchBody = z
  .object({
    fullName: optionalText(120),
    email: z.preprocess(blankToNull, EmailField.nullable()).optional(),
    phone: OptionalPhoneField,
    companyName: optionalText(120),
    website: z.preprocess(blankToNull, WebsiteField.nullable()).optional(),
    address: optionalText(300),
    bio: optionalText(PROFILE_BIO_MAX_LENGTH),
    specialty: optionalText(120),
    profileTemplate: z.preprocess(blankToNull, z.enum(PROFILE_TEMPLATES).nullable()).optional(),
    profilePublished: z.boolean().optional(),
    avatarUrl: ImageField,
    companyLogo: ImageField,
    onboardingCompleted: z.boolean().optional(),
    markets: z.array(StateCode).max(51).optional(),
  })
  .openapi('ProfilePatchBody');
export type ProfilePatch = z.infer<typeof ProfilePatchBody>;

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
  })
  .openapi('PublicProfile');
export type PublicProfileView = z.infer<typeof PublicProfileSchema>;

/** A public profile page: the profile and the owner's published listings, newest first. */
export const PublicProfilePageSchema = z
  .object({ profile: PublicProfileSchema, listings: z.array(PropertySchema) })
  .openapi('PublicProfilePage');
export type PublicProfilePage = z.infer<typeof PublicProfilePageSchema>;

/** The investor directory's filters and page. */
export const DirectoryQuery = z.object({
  q: z.string().trim().max(100).optional(),
  profileType: z.enum(PROFILE_TEMPLATES).optional(),
  specialty: z.string().trim().max(120).optional(),
  market: StateCode.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(INVESTOR_DIRECTORY_PAGE_SIZE),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;

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
export type InvestorDirectoryPage = z.infer<typeof DirectoryPageSchema>;
