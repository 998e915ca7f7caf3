// Request and response schemas of the embed key endpoints (the rules themselves are core's embed-keys.ts), and the
// embed key query of the widgets' public reads.
import { EMBED_KEY_MAX_ORIGINS, EMBED_KEY_NAME_MAX } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** A key as its owner sees it. */
export const EmbedKeySchema = z
  .object({
    id: z.string(),
    key: z.string().openapi({ description: 'The public key (dlk_ + 24 characters), safe in page source.' }),
    name: z.string(),
    allowedOrigins: z
      .array(z.string())
      .openapi({ description: 'Normalised origins (scheme://host[:port]) allowed to use the key.' }),
    createdAt: z.string(),
  })
  .openapi('EmbedKey');
/** A key as its owner sees it (`key` is a public identifier, safe in a page's source). */
export type EmbedKey = z.infer<typeof EmbedKeySchema>;

/** The caller's keys. */
export const EmbedKeyListSchema = z.object({ embedKeys: z.array(EmbedKeySchema) }).openapi('EmbedKeyList');

// Shapes only; names and origins are checked by core's rules in the handler, so the messages are core's.
const NameField = z
  .string()
  .max(EMBED_KEY_NAME_MAX * 4)
  .openapi({ description: `1 to ${EMBED_KEY_NAME_MAX} characters.` });
const OriginsField = z
  .array(z.string().max(500))
  .max(EMBED_KEY_MAX_ORIGINS * 5)
  .openapi({
    description: `1 to ${EMBED_KEY_MAX_ORIGINS} website origins such as https://www.example.com (http(s), no path).`,
  });

/** A new key's name and allowed origins. */
export const CreateEmbedKeyBody = z
  .object({ name: NameField, allowedOrigins: OriginsField })
  .openapi('CreateEmbedKeyBody');

/** A key's new name and/or allowed origins. */
export const UpdateEmbedKeyBody = z
  .object({ name: NameField.optional(), allowedOrigins: OriginsField.optional() })
  .openapi('UpdateEmbedKeyBody');

/** `{id}` of a key. */
export const EmbedKeyIdParam = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'An embed key id is a UUID.'),
});

/** What an embed key is created or changed with. */
export type EmbedKeyFields = z.input<typeof CreateEmbedKeyBody>;
