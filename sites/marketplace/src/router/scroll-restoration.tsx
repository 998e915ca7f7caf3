// Scroll positions across navigations: a new page starts at the top (or at its #hash), back and forward return to
// where the visitor was, also after a reload (kept in sessionStorage), once the page is long enough again.
import { useLayoutEffect, useRef } from 'react';
import { useRouterContext } from './context';
import {
  asScrollPosition,
  readScrollPosition,
  restoreScrollPosition,
  type ScrollPosition,
} from './scroll-position';

const STORAGE_KEY = 'dealloop-scroll-positions';

function readSaved(): Record<string, ScrollPosition> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return {};
    const positions: Record<string, ScrollPosition> = {};
    for (const [key, value] of Object.entries(saved)) {
      const position = asScrollPosition(value);
      if (position) positions[key] = position;
    }
    return positions;
  } catch {
    return {};
  }
}

export function ScrollRestoration() {
  const { router, state } = useRouterContext();
  const positions = useRef<Record<string, ScrollPosition> | null>(null);
  positions.current ??= readSaved();

  useLayoutEffect(() => {
    const saved = positions.current ?? {};
    const manual = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      saved[router.state.location.key] = readScrollPosition();
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused: positions are kept for this page only.
      }
    };
    const stopSaving = router.onBeforeNavigate((leaving) => {
      saved[leaving.key] = readScrollPosition();
    });
    window.addEventListener('pagehide', persist);
    return () => {
      stopSaving();
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = manual;
    };
  }, [router]);

  const { location, historyAction, preventScrollReset } = state;
  useLayoutEffect(() => {
    const saved = positions.current?.[location.key];
    if (historyAction === 'POP' && saved !== undefined) return restoreScrollPosition(saved);
    if (location.hash) {
      const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset && historyAction !== 'POP') window.scrollTo(0, 0);
  }, [location, historyAction, preventScrollReset]);
  return null;
}
