// What the owner sees of an embed key (only the owner ever sees one through the API).

import type { EmbedKey as EmbedKeyView } from '@dealloop/contract';
import type { EmbedKey } from '../db/schema';

/** The key as its owner sees it. */
export function serializeEmbedKey(key: EmbedKey): EmbedKeyView {
  return {
    id: key.id,
    key: key.key,
    name: key.name,
    allowedOrigins: [...key.allowed_origins],
    createdAt: key.created_at,
  };
}
