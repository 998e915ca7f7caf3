// Test helpers: a host element with a shadow root, a widget mounted into it, a fake fetch, waiting for the DOM.
import { afterEach, vi } from 'vitest';
import { DEALLOOP_EVENTS } from '../events';
import type { WidgetAttributes, WidgetController, WidgetModule } from '../runtime/widget-contract';

/** The DealLoop origin the tests use. */
export const TEST_API = 'https://dealloop.test';

/** A widget mounted on a fresh element in the document. */
export interface MountedTestWidget {
  host: HTMLElement;
  root: ShadowRoot;
  controller: WidgetController;
  events: CustomEvent[];
}

/** What each test mounted, undone after it: a widget left mounted could run an effect after its test file ended. */
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Mounts a widget module on a new element, recording every `dealloop:*` event that reaches the document. */
export function mountTestWidget(module: WidgetModule, attributes: WidgetAttributes = {}): MountedTestWidget {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const events: CustomEvent[] = [];
  const record = (event: Event) => events.push(event as CustomEvent);
  for (const name of DEALLOOP_EVENTS) document.addEventListener(name, record);
  const controller = module.mount({ host, root, api: TEST_API, attributes });
  cleanups.push(() => {
    controller.destroy();
    for (const name of DEALLOOP_EVENTS) document.removeEventListener(name, record);
    host.remove();
  });
  return { host, root, controller, events };
}

/** A JSON response. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch with a mock answering `respond(url, init)`; returns the mock to inspect calls. */
export function fakeFetch(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Waits until `check` passes (the DOM updates after fetches and effects). */
export async function waitFor<T>(check: () => T, timeout = 2000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - started > timeout) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
