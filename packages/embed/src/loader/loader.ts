// The classic-script entry of the SDK (loader.js): defines `DealLoop`, registers the elements, drains the stub queue.
import { SDK_VERSION } from '../version';
import { WIDGETS } from '../widgets';
import { gridSearchUrl } from '../widgets/grid/grid-search';
import { createDealLoop, type DealLoopGlobal, drainQueue } from './dealloop-global';
import { defineWidgetElements } from './define-elements';
import { WIDGET_CHUNKS } from './widget-chunks';

interface LoaderWindow {
  DealLoop?: Partial<DealLoopGlobal> & { q?: unknown };
}

/** The loader's own URL: the running script, else the first script whose URL ends with /loader.js. */
function loaderUrl(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
  return scripts.find((script) => /\/loader\.js(?:[?#]|$)/.test(script.src))?.src ?? location.href;
}

const host = window as unknown as LoaderWindow;
// A second copy of the loader finds the first one's DealLoop and does nothing.
if (!host.DealLoop?.version) {
  const url = loaderUrl();
  const api = new URL(url).origin;
  defineWidgetElements({
    api,
    load: (widget) => {
      const module = WIDGETS[widget].module;
      const loaded = import(new URL(module, url).href);
      // The chunks the module imports, asked for now rather than once it arrived: one round trip, not two. (Not
      // <link rel="modulepreload">: the SDK leaves the host page's head as it is.)
      for (const chunk of WIDGET_CHUNKS[module] ?? []) import(new URL(chunk, url).href).catch(() => {});
      return loaded;
    },
    // The grid's search leaves with its code, not after it.
    earlyReads: { 'property-grid': gridSearchUrl },
  });
  const stubQueue = host.DealLoop?.q;
  const dealLoop = createDealLoop(SDK_VERSION);
  host.DealLoop = dealLoop;
  drainQueue(stubQueue, dealLoop);
}
