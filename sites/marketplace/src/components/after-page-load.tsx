// Parts of a page that are not its first view, rendered once the page has loaded: their lazily loaded code then
// stays out of the first page's JavaScript (and its bandwidth) and arrives while the visitor looks at the page.
import { type ReactNode, Suspense, useEffect, useState } from 'react';

const pageLoaded = () => typeof document === 'undefined' || document.readyState === 'complete';

/** Whether the document has finished loading (at once on pages reached inside the site). */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(pageLoaded);
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    if (pageLoaded()) onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/**
 * Renders `children` (lazy components) after the document's load event; nothing before, and nothing while their
 * code loads. A chunk that fails to load reaches the page's error boundary like the page's own chunk would.
 */
export function AfterPageLoad({ children }: { children: ReactNode }) {
  return usePageLoaded() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
