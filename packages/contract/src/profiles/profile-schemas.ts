// Request and response schemas of the profile and investor directory endpoints.

import { PROFILE_BIO_MAX_LENGTH, PROFILE_TEMPLATES } from '@dealloop/core';
import { z } from '@hono/zod-openapi';
import { StateCode } from '../investors/investor-schemas';
import {
  blankToNull,
  EmailField,
  ImageField,
  OptionalPhoneField,
  optionalText,
  WebsiteField,
} from './contact-fields';

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

/** The public profile schemas live with the investors' contract; profiles read them from there. */
export {
  DirectoryPageSchema,
  DirectoryQuery,
  type PublicProfilePage,
  PublicProfilePageSchema,
  PublicProfileSchema,
  type PublicProfileView,
} from '../investors/investor-schemas';
