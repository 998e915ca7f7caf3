// The four custom elements: each loads its widget module on first connection and forwards attribute changes.
import { EMBED_API_MISSING, EMBED_WIDGET_LOAD_FAILED } from '@dealloop/core';
import { getJson, warnOnce } from '../runtime/api-fetch';
import type { WidgetAttributes, WidgetController, WidgetModule } from '../runtime/widget-contract';
import { WIDGET_NAMES, WIDGETS, type WidgetName } from '../widgets';

/** A widget element: `ready` settles once its widget has rendered (or failed to load). */
export interface DealLoopElement extends HTMLElement {
  readonly ready: Promise<void>;
}

/** How the elements find widget code and the API. */
export interface ElementsConfig {
  /** Loads a widget's module (an `import()` of its built file). */
  load(widget: WidgetName): Promise<WidgetModule>;
  /** The default API origin, when an element has no `api` attribute; '' when there is none (a bundled SDK). */
  api: string;
  /**
   * The URL of a widget's first API read from its element's API origin and attributes: the element starts it as it
   * connects, while the widget's code loads, and hands it to the widget (the grid's search).
   */
  earlyReads?: Partial<Record<WidgetName, (api: string, attributes: WidgetAttributes) => string>>;
}

/** Registers the elements that are not registered yet (a second SDK copy on the page changes nothing). */
export function defineWidgetElements(config: ElementsConfig): void {
  for (const name of WIDGET_NAMES) {
    const tag = WIDGETS[name].tag;
    if (!customElements.get(tag)) customElements.define(tag, widgetElementClass(name, config));
  }
}

/** The API origin an element uses: its `api` attribute, else the default; no trailing slash. */
export function apiOriginOf(element: Element, fallback: string): string {
  return (element.getAttribute('api') || fallback).replace(/\/+$/, '');
}

function attributesOf(element: Element): WidgetAttributes {
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) attributes[name] = value;
  return attributes;
}

/**
 * Starts the widget's first read (when it has one) for an element that is connecting; returns the widget's
 * `claimEarlyRead`: the answer once, for the same URL only.
 */
function startEarlyRead(config: ElementsConfig, name: WidgetName, element: Element) {
  const urlOf = config.earlyReads?.[name];
  if (!urlOf) return undefined;
  const url = urlOf(apiOriginOf(element, config.api), attributesOf(element));
  let response: Promise<unknown> | null = getJson(url);
  // A read no widget takes (the element left, the code did not load) fails quietly: the widget reports its own.
  response.catch(() => {});
  return (wanted: string) => {
    const claimed = wanted === url ? response : null;
    response = null;
    return claimed;
  };
}

function widgetElementClass(name: WidgetName, config: ElementsConfig): CustomElementConstructor {
  return class DealLoopWidgetElement extends HTMLElement implements DealLoopElement {
    static observedAttributes = [...WIDGETS[name].attributes];
    #controller: WidgetController | null = null;
    #loading: Promise<void> | null = null;

    get ready(): Promise<void> {
      return this.#loading ?? Promise.resolve();
    }

    connectedCallback(): void {
      if (this.#loading) return;
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      // Without an API address the widget would call the host page's own origin: say what is missing instead, and
      // load once an `api` attribute arrives.
      if (!apiOriginOf(this, config.api)) {
        root.textContent = EMBED_API_MISSING;
        warnOnce(EMBED_API_MISSING);
        return;
      }
      root.replaceChildren();
      const claimEarlyRead = startEarlyRead(config, name, this);
      this.#loading = config.load(name).then(
        (module) => {
          if (!this.isConnected || this.#controller) return;
          this.#controller = module.mount({
            host: this,
            root,
            api: apiOriginOf(this, config.api),
            attributes: attributesOf(this),
            claimEarlyRead,
          });
        },
        (error: unknown) => {
          root.textContent = EMBED_WIDGET_LOAD_FAILED;
          this.#loading = null;
          throw error;
        },
      );
      // `ready` rejects for mount() callers; nothing surfaces on the host page as an unhandled rejection.
      this.#loading.catch(() => {});
    }

    attributeChangedCallback(): void {
      if (!this.#controller && !this.#loading && this.isConnected) {
        this.connectedCallback();
        return;
      }
      this.#controller?.update(attributesOf(this), apiOriginOf(this, config.api));
    }

    disconnectedCallback(): void {
      // A move (remove then insert in the same task) keeps the widget; a real removal unmounts it.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#controller?.destroy();
        this.#controller = null;
        this.#loading = null;
      });
    }
  };
}
