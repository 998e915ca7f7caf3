// The queue stub's text is evaluated as a host page would run it, then the loader's logic drains it.
import { afterEach, describe, expect, it } from 'vitest';
import type { WidgetModule } from '../runtime/widget-contract';
import { queueStubSnippet } from '../snippets';
import { createDealLoop, type DealLoopGlobal, drainQueue } from './dealloop-global';
import { defineWidgetElements } from './define-elements';

const hostWindow = window as unknown as {
  DealLoop?: { q: unknown[]; mount: (...args: unknown[]) => Promise<unknown> };
};

/** A widget module that renders its attributes as text, so the test sees what reached it. */
const echoModule: WidgetModule = {
  mount({ root, attributes }) {
    const text = () => JSON.stringify(attributes);
    root.textContent = text();
    return {
      update(next) {
        root.textContent = JSON.stringify(next);
      },
      destroy() {
        root.textContent = '';
      },
    };
  },
};

defineWidgetElements({ api: 'https://dealloop.test', load: async () => echoModule });

afterEach(() => {
  delete hostWindow.DealLoop;
  document.body.replaceChildren();
});

describe('queue stub and loader drain', () => {
  it('queues mount calls before the loader and settles them when it drains', async () => {
    // biome-ignore lint/security/noGlobalEval: the test runs the stub exactly as a host page's inline script would.
    window.eval(queueStubSnippet());
    const stub = hostWindow.DealLoop;
    const target = document.createElement('section');
    document.body.append(target);
    const mounted = stub?.mount(target, 'deal-calculator', { price: 120000, repairs: 5000 });
    const refused = stub?.mount(target, 'no-such-widget', {});
    expect(stub?.q).toHaveLength(2);

    const real = createDealLoop('9.9.9');
    drainQueue(stub?.q, real);

    expect(stub?.q).toHaveLength(0);
    const widget = (await mounted) as Awaited<ReturnType<DealLoopGlobal['mount']>>;
    expect(widget.element.tagName).toBe('DEALLOOP-DEAL-CALCULATOR');
    expect(widget.element.parentElement).toBe(target);
    expect(JSON.parse(widget.element.shadowRoot?.textContent ?? '{}')).toEqual({
      price: '120000',
      repairs: '5000',
    });
    await expect(refused).rejects.toThrow('Unknown DealLoop widget "no-such-widget".');
  });

  it('updates attributes and destroys through the mounted handle', async () => {
    const real = createDealLoop('9.9.9');
    const widget = await real.mount(document.body, 'business-card', { card: 'jane-1234abcd', theme: 'dark' });
    widget.update({ card: 'john-5678efgh', theme: null });
    expect(widget.element.getAttribute('card')).toBe('john-5678efgh');
    expect(widget.element.hasAttribute('theme')).toBe(false);
    expect(JSON.parse(widget.element.shadowRoot?.textContent ?? '{}')).toEqual({ card: 'john-5678efgh' });
    widget.destroy();
    expect(widget.element.isConnected).toBe(false);
  });

  it('runs calls pushed on the real queue at once and ignores what is not a queued call', async () => {
    const real = createDealLoop('9.9.9');
    let settled: unknown;
    real.q.push({
      args: [document.body, 'chat', { embedKey: 'dlk_x' }],
      resolve: (value: unknown) => {
        settled = value;
      },
      reject: () => {},
    });
    drainQueue(['junk', { args: 'nope' }, null], real);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((settled as { element: HTMLElement }).element.getAttribute('embed-key')).toBe('dlk_x');
  });

  it('rejects a mount without an element', async () => {
    await expect(createDealLoop('1').mount(null as unknown as Element, 'chat')).rejects.toThrow(TypeError);
  });
});
