// Request and response schemas of the business card endpoints.

import { z } from '@hono/zod-openapi';
import {
  EmailField,
  ImageField,
  OptionalPhoneField,
  optionalText,
  requiredText,
} from '../profiles/contact-fields';

const NAME_REQUIRED = 'Enter the name for the card.';

/** A card as its owner sees it. */
export const BusinessCardSchema = z
  .object({
    id: z.string(),
    cardUrl: z.string().openapi({ description: 'The slug of the public page /card/{cardUrl}.' }),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    companyName: z.string().nullable(),
    companyLogo: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('BusinessCard');
export type BusinessCardView = z.infer<typeof BusinessCardSchema>;

/** An active card as anyone sees it (a card is made to be shared, so its contact details are public). */
export const PublicBusinessCardSchema = BusinessCardSchema.omit({ isActive: true })
  .extend({
    profilePath: z
      .string()
      .nullable()
      .openapi({ description: "The owner's public profile, when published." }),
    avatarUrl: z.string().nullable().openapi({ description: "The owner's profile picture, if any." }),
  })
  .openapi('PublicBusinessCard');
export type PublicBusinessCardView = z.infer<typeof PublicBusinessCardSchema>;

/** The caller's cards. */
export const CardListSchema = z.object({ items: z.array(BusinessCardSchema) }).openapi('BusinessCardList');

/** A new card's fields. */
export const CreateCardBody = z
  .object({
    fullName: requiredText(120, NAME_REQUIRED),
    email: EmailField,
    phoneNumber: OptionalPhoneField,
    companyName: optionalText(120),
    companyLogo: ImageField,
  })
  .openapi('CreateBusinessCardBody');

/** Any of a card's fields, and whether it is active. */
export const UpdateCardBody = z
  .object({
    fullName: requiredText(120, NAME_REQUIRED).optional(),
    email: EmailField.optional(),
    phoneNumber: OptionalPhoneField,
    companyName: optionalText(120),
    companyLogo: ImageField,
    isActive: z.boolean().optional(),
  })
  .openapi('UpdateBusinessCardBody');

/** A card's id. */
export const CardIdParam = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'A card id is a UUID.'),
});

/** A card's slug or id. */
export const CardRefParam = z.object({
  cardUrlOrId: z.string().min(1).max(200).openapi({ description: 'The card slug or its id.' }),
});

/** The key an embedded card widget sends with its read (a query value: a simple request, without preflight). */
export const CardQuery = z.object({
  embedKey: z.string().max(100).optional().openapi({
    description:
      "An embedded widget's key: only its owner's data, and only from the key's allowed origins (403).",
  }),
});
