// The `DealLoop` global: version, mount(), and the draining of calls the queue stub buffered.
import type { QueuedMountCall } from '../snippets';
import { attributeNameOf, isWidgetName, WIDGETS, type WidgetOptions } from '../widgets';
import type { DealLoopElement } from './define-elements';

/** A widget mounted with `DealLoop.mount`. */
export interface MountedWidget {
  /** The widget's custom element, appended to the given container. */
  element: HTMLElement;
  /** Sets options (attributes); null or undefined removes one. */
  update(options: WidgetOptions): void;
  /** Removes the widget. */
  destroy(): void;
}

/** The one global the SDK defines. */
export interface DealLoopGlobal {
  readonly version: string;
  mount(element: Element, widget: string, options?: WidgetOptions): Promise<MountedWidget>;
  /** Calls pushed here (by a stub captured before the loader ran) run at once. */
  readonly q: { push(...calls: unknown[]): number };
}

function setOptions(element: Element, options: WidgetOptions): void {
  for (const [key, value] of Object.entries(options)) {
    const name = attributeNameOf(key);
    if (value === undefined || value === null || value === false) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
}

/** Creates the widget's element inside `container` with `options` as attributes, resolved once it rendered. */
export function mountWidget(
  container: Element,
  widget: string,
  options: WidgetOptions = {},
): Promise<MountedWidget> {
  if (!container || typeof container.append !== 'function') {
    return Promise.reject(new TypeError('DealLoop.mount needs an element to mount into.'));
  }
  if (!isWidgetName(widget)) return Promise.reject(new TypeError(`Unknown DealLoop widget "${widget}".`));
  const element = document.createElement(WIDGETS[widget].tag) as DealLoopElement;
  setOptions(element, options);
  container.append(element);
  return Promise.resolve(element.ready).then(() => ({
    element,
    update: (next: WidgetOptions) => setOptions(element, next),
    destroy: () => element.remove(),
  }));
}

function isQueuedCall(value: unknown): value is QueuedMountCall {
  const call = value as QueuedMountCall | null;
  return (
    !!call &&
    Array.isArray(call.args) &&
    typeof call.resolve === 'function' &&
    typeof call.reject === 'function'
  );
}

function runQueued(api: DealLoopGlobal, value: unknown): void {
  if (!isQueuedCall(value)) return;
  const [element, widget, options] = value.args as [Element, string, WidgetOptions | undefined];
  api.mount(element, widget, options).then(value.resolve, value.reject);
}

/** The real `DealLoop` object. */
export function createDealLoop(version: string): DealLoopGlobal {
  const api: DealLoopGlobal = {
    version,
    mount: mountWidget,
    q: {
      push: (...calls: unknown[]) => {
        for (const call of calls) runQueued(api, call);
        return 0;
      },
    },
  };
  return api;
}

/** Runs, in order, the calls a queue stub left in `queue` (anything else in it is ignored). */
export function drainQueue(queue: unknown, api: DealLoopGlobal): void {
  if (!Array.isArray(queue)) return;
  for (const call of queue.splice(0)) runQueued(api, call);
}
