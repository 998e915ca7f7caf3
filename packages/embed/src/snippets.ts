// The copy-paste snippets a host page uses (queue stub, loader tag, widget tag, mount call): their one source.
import { attributeNameOf, WIDGETS, type WidgetName, type WidgetOptions } from './widgets';

/** One call the queue stub buffered: `DealLoop.mount`'s arguments and the settlers of the promise it returned. */
export interface QueuedMountCall {
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * One line of JavaScript a host may inline before the loader: defines a `DealLoop` stub (unless the SDK is already
 * there) whose `mount()` queues its call in `DealLoop.q` as `{ args, resolve, reject }` and returns a promise the
 * loader settles when it runs the call.
 */
export function queueStubSnippet(): string {
  return '(function(w){if(w.DealLoop)return;var q=[];w.DealLoop={q:q,mount:function(){var a=[].slice.call(arguments);return new Promise(function(r,j){q.push({args:a,resolve:r,reject:j})})}}})(window);';
}

/** The script tag of the loader under an SDK base URL (the DealLoop origin): `{base}/sdk/v1/loader.js`. */
export function loaderScriptTag(sdkBaseUrl: string): string {
  const base = sdkBaseUrl.replace(/\/+$/, '');
  return `<script async src="${escapeHtml(`${base}/sdk/v1/loader.js`)}"></script>`;
}

/** The element of a widget with its attributes (values HTML-escaped; empty values are left out). */
export function widgetTag(widget: WidgetName, attributes: Readonly<Record<string, string>>): string {
  const tag = WIDGETS[widget].tag;
  const parts = Object.entries(attributes)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ` ${attributeNameOf(name)}="${escapeHtml(value)}"`);
  return `<${tag}${parts.join('')}></${tag}>`;
}

/**
 * The JavaScript that mounts a widget into the element matching `target` (a CSS selector) with `DealLoop.mount`;
 * it works with the queue stub before the loader arrives. Undefined and null options are left out.
 */
export function mountSnippet(
  widget: WidgetName,
  options: WidgetOptions,
  target = `#dealloop-${widget}`,
): string {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined && value !== null),
  );
  return `DealLoop.mount(document.querySelector(${scriptValue(target)}), ${scriptValue(widget)}, ${scriptValue(defined)});`;
}

/** A value as a JavaScript literal that is also safe inside an HTML script element. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
