// loader.ts as a script run: defines DealLoop once, registers the four elements, drains a stub's queue.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueStubSnippet } from '../snippets';
import { fakeFetch, jsonResponse } from '../test-support/widget-harness';
import { SDK_VERSION } from '../version';
import { WIDGET_NAMES, WIDGETS } from '../widgets';
import { gridSearchUrl } from '../widgets/grid/grid-search';

const hostWindow = window as unknown as { DealLoop?: Record<string, unknown> & { q?: unknown[] } };

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  delete hostWindow.DealLoop;
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('loader.js', () => {
  it('defines DealLoop with its version, registers the elements and drains the stub queue', async () => {
    // biome-ignore lint/security/noGlobalEval: the stub runs as a host page's inline script would.
    window.eval(queueStubSnippet());
    const stub = hostWindow.DealLoop;
    const mount = stub?.mount as (...args: unknown[]) => Promise<unknown>;
    void mount(document.body, 'unknown-widget').catch(() => {});
    await import('./loader');
    expect(hostWindow.DealLoop).not.toBe(stub);
    expect(hostWindow.DealLoop?.version).toBe(SDK_VERSION);
    expect(stub?.q).toHaveLength(0);
    for (const name of WIDGET_NAMES) expect(customElements.get(WIDGETS[name].tag)).toBeDefined();
    expect(Object.keys(hostWindow.DealLoop ?? {}).sort()).toEqual(['mount', 'q', 'version']);
  });

  it('does nothing when a DealLoop with a version is already there (loaded twice)', async () => {
    const first = { version: 'first', mount: () => Promise.resolve(), q: [] };
    hostWindow.DealLoop = first;
    await import('./loader');
    expect(hostWindow.DealLoop).toBe(first);
  });

  it("starts a grid's search from the loader's origin as the element connects", async () => {
    const fetch = fakeFetch(() => jsonResponse({ items: [], total: 0 }));
    document.body.innerHTML = '<dealloop-property-grid lister="user-1" limit="3"></dealloop-property-grid>';
    await import('./loader');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      gridSearchUrl(location.origin, { lister: 'user-1', limit: '3' }),
    ]);
  });
});
