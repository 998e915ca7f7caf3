// Loads the DealLoop SDK loader (/sdk/v1/loader.js) into the page once, by a script element (no inline script),
// for the Embed page's live preview.

/** The SDK loader on this site's origin (the dev server proxies /sdk to the API). */
export const SDK_LOADER_PATH = '/sdk/v1/loader.js';

const loads = new WeakMap<HTMLScriptElement, Promise<void>>();

function existingScript(doc: Document, src: string): HTMLScriptElement | null {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[data-dealloop-sdk]')) {
    if (script.getAttribute('src') === src) return script;
  }
  return null;
}

/**
 * Adds the loader script once and resolves when it has run; rejects when it cannot be loaded (not built, or the
 * server is down). A failed script is removed, so a later call tries again; a loaded one is never added twice.
 */
export function loadSdkScript(doc: Document = document, src: string = SDK_LOADER_PATH): Promise<void> {
  const present = existingScript(doc, src);
  const known = present && loads.get(present);
  if (known) return known;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.dealloopSdk = '';
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new Error(`The DealLoop SDK could not be loaded from ${src}.`));
      },
      { once: true },
    );
  });
  loads.set(script, loaded);
  doc.head.append(script);
  return loaded;
}
