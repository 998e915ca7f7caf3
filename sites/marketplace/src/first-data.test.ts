// The page's first data: read from its data block, answering the same GET once while signed out, and the API
// for everything else.
import type { ApiClient } from '@dealloop/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_ID, firstAnswer, readFirstData, withFirstData } from './first-data';

function setBlock(text: string | null) {
  document.getElementById(FIRST_DATA_ID)?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ID;
  script.textContent = text;
  document.head.append(script);
}

function stubClient(signedIn = false) {
  const request = vi.fn(async (_method: string, path: string) => ({ from: 'api', path }));
  const client = {
    auth: { getSession: () => (signedIn ? { user: { id: 'u1' } } : null) },
    request,
  } as unknown as ApiClient;
  return { client, request };
}

const SEARCH = { items: [{ id: 'p1', title: 'Ranch </script>' }], nextCursor: null };

describe('first data', () => {
  afterEach(() => setBlock(null));

  it('answers the GET the server wrote once, whatever the order of its query, then asks the API', async () => {
    setBlock(JSON.stringify({ '/api/v1/properties?sort=newest&limit=20': SEARCH }).replace(/</g, '\\u003c'));
    const { client, request } = stubClient();
    const api = withFirstData(client, readFirstData(document));
    const query = { limit: 20, sort: 'newest', near: undefined };
    expect(await api.request('GET', '/api/v1/properties', { query })).toEqual(SEARCH);
    expect(request).not.toHaveBeenCalled();
    expect(await api.request('GET', '/api/v1/properties', { query })).toEqual({
      from: 'api',
      path: '/api/v1/properties',
    });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks the API for other requests, other methods and while signed in', async () => {
    const block = JSON.stringify({ '/api/v1/properties/abcd1234': { id: 'p1' } });
    setBlock(block);
    const signedOut = stubClient();
    const api = withFirstData(signedOut.client, readFirstData(document));
    await api.request('GET', '/api/v1/properties/other123');
    await api.request('POST', '/api/v1/properties/abcd1234');
    await api.request('GET', '/api/v1/properties', { query: { sort: 'price_asc' } });
    expect(signedOut.request).toHaveBeenCalledTimes(3);

    const signedIn = stubClient(true);
    const asUser = withFirstData(signedIn.client, readFirstData(document));
    expect(await asUser.request('GET', '/api/v1/properties/abcd1234')).toMatchObject({ from: 'api' });
  });

  it('reads nothing from a page without a block or with a broken one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readFirstData(document).size).toBe(0);
    setBlock('{not json');
    expect(readFirstData(document).size).toBe(0);
    const { client } = stubClient();
    expect(withFirstData(client, new Map())).toBe(client);
  });

  it('lets a page read its first answer in its first render, and use it up', async () => {
    setBlock(JSON.stringify({ '/api/v1/properties/abcd1234': { id: 'p1' } }));
    const { client, request } = stubClient();
    const api = withFirstData(client, readFirstData(document));
    expect(firstAnswer(api, '/api/v1/properties/abcd1234')).toEqual({ id: 'p1' });
    expect(firstAnswer(api, '/api/v1/properties/abcd1234', true)).toEqual({ id: 'p1' });
    expect(firstAnswer(api, '/api/v1/properties/abcd1234')).toBeUndefined();
    await api.request('GET', '/api/v1/properties/abcd1234');
    expect(request).toHaveBeenCalledTimes(1);
    expect(firstAnswer(client, '/api/v1/properties/abcd1234')).toBeUndefined();

    const signedIn = stubClient(true);
    const asUser = withFirstData(signedIn.client, readFirstData(document));
    expect(firstAnswer(asUser, '/api/v1/properties/abcd1234')).toBeUndefined();
  });
});
