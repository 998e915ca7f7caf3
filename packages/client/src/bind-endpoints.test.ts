// The bound contract calls: each sends its method, filled path, query and body through the client's request.
import type { FavoritesContract, TitleContract } from '@dealloop/contract';
import { favoritesEndpoints, titleEndpoints } from '@dealloop/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { bindEndpoints, fillPath } from './bind-endpoints';
import type { RequestOptions } from './types';

function recordingClient(answer: unknown = { ok: true }) {
  const calls: { method: string; path: string; options: RequestOptions | undefined }[] = [];
  return {
    calls,
    client: {
      request: async <T>(method: string, path: string, options?: RequestOptions) => {
        calls.push({ method, path, options });
        return answer as T;
      },
    },
  };
}

describe('bindEndpoints', () => {
  it('sends each call to its method and path under /api/v1, with the path parameters encoded', async () => {
    const { calls, client } = recordingClient({ propertyId: 'a b', savedAt: 'now' });
    const favorites = bindEndpoints<FavoritesContract>(client, favoritesEndpoints);
    const saved = await favorites.save({ params: { propertyId: 'a b' } });
    await favorites.ids();
    expect(saved).toEqual({ propertyId: 'a b', savedAt: 'now' });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT /api/v1/me/favorites/a%20b',
      'GET /api/v1/me/favorites/ids',
    ]);
  });

  it('passes the query, the JSON body and the signal', async () => {
    const { calls, client } = recordingClient();
    const calls2 = bindEndpoints<{
      find: { method: 'post'; path: '/x/{id}'; responses: Record<string, never> };
    }>(client, {
      find: { method: 'post', path: '/x/{id}' },
    });
    const signal = new AbortController().signal;
    await (calls2.find as (input: object, options: object) => Promise<unknown>)(
      { params: { id: 7 }, query: { q: 'a' }, json: { b: 1 } },
      { signal },
    );
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/x/7',
      options: { signal, query: { q: 'a' }, json: { b: 1 } },
    });
  });

  it('sends a multipart route its FormData as the body, as the browser builds it', async () => {
    const { calls, client } = recordingClient({ id: 'd1' });
    const title = bindEndpoints<TitleContract>(client, titleEndpoints);
    const form = new FormData();
    form.append('kind', 'assignment');
    await title.uploadDocument({ params: { id: 'c1' }, form });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/contracts/c1/documents',
      options: { body: form },
    });
  });

  it('refuses a call without a path parameter its path needs', () => {
    expect(() => fillPath('/me/favorites/{propertyId}', {})).toThrow(/propertyId/);
  });
});
