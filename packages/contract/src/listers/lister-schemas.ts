// The lister of a listing as the API answers it: contact details only for signed-in viewers.
import { z } from '@hono/zod-openapi';

/** A listing's lister. */
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

/** A listing's lister as the API answers it. */
export type ListerView = z.infer<typeof ListerSchema>;
