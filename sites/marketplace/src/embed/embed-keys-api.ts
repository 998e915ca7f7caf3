// Embed keys as the site reads them, and the calls of the embed keys API (/api/v1/me/embed-keys).
import type { ApiClient } from '@dealloop/client';

/** The embed keys API of the signed-in user. */
export const EMBED_KEYS_API = '/api/v1/me/embed-keys';

/** An embed key: `key` is a public identifier, safe in a page's source. */
export interface EmbedKey {
  id: string;
  key: string;
  name: string;
  /** Normalised `scheme://host[:port]` origins allowed to use the key. */
  allowedOrigins: string[];
  createdAt: string;
}

/** What an embed key is created or changed with. */
export interface EmbedKeyFields {
  name: string;
  allowedOrigins: string[];
}

type Client = Pick<ApiClient, 'request'>;
const one = (id: string) => `${EMBED_KEYS_API}/${encodeURIComponent(id)}`;

/** The embed keys calls over a client. */
export const embedKeysApi = {
  list: async (client: Client) =>
    (await client.request<{ embedKeys: EmbedKey[] }>('GET', EMBED_KEYS_API)).embedKeys,
  create: (client: Client, fields: EmbedKeyFields) =>
    client.request<EmbedKey>('POST', EMBED_KEYS_API, { json: fields }),
  update: (client: Client, id: string, changes: Partial<EmbedKeyFields>) =>
    client.request<EmbedKey>('PATCH', one(id), { json: changes }),
  remove: (client: Client, id: string) => client.request<null>('DELETE', one(id)),
};
