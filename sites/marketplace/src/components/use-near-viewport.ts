// Whether an element has come into the visible part of the page (once true, stays true): lets a heavy part below
// the fold (a map and its atlas) load when the visitor scrolls to it rather than with the first page.
import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far outside the visible area an element already counts (none: drawing the map costs a second on phones). */
const NEAR_MARGIN = '0px';

/** A ref for the element and whether it has been near the viewport; true at once without IntersectionObserver. */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
