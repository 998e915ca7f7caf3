// The one data-loading hook: an answer the page already holds is ready in the first render and used up by the
// first load, which does not ask; a reload asks.
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '../test/dom';
import { createFakeApiClient, createMemoryStorage } from '../test/fake-api-client';
import { TEST_CONFIG } from '../test/render-app';
import { createServices } from './services';
import { ServicesProvider } from './services-context';
import { useApiResource } from './use-api-resource';

function wrapper() {
  const services = createServices({
    client: createFakeApiClient(),
    config: TEST_CONFIG,
    storage: createMemoryStorage(),
  });
  return ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
}

describe('useApiResource', () => {
  it("shows the page's own answer in the first render, uses it up, and asks on reload", async () => {
    const load = vi.fn(async () => 'from the API');
    const first = vi.fn((_client: unknown, _take: boolean) => 'from the page');
    const { result } = renderHook(() => useApiResource('thing', load, undefined, first), {
      wrapper: wrapper(),
    });
    expect(result.current.state).toEqual({ status: 'ready', data: 'from the page' });
    await waitFor(() => expect(first).toHaveBeenCalledWith(expect.anything(), true));
    expect(load).not.toHaveBeenCalled();

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'from the API' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads as before when the page holds nothing', async () => {
    const load = vi.fn(async () => 'from the API');
    const { result } = renderHook(() => useApiResource('thing', load, undefined, () => undefined), {
      wrapper: wrapper(),
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'from the API' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
