// A page's scroll position as the visitor saw it: the offset, and the item at the top of the screen when the page
// marks its items (`data-scroll-anchor`), so coming back shows that item in the same place even when the items
// above it lay out at other heights than before (off-screen cards are only estimated, content-visibility).

/** The attribute naming an item a position can be anchored to (its value: the item's stable id). */
export const SCROLL_ANCHOR_ATTRIBUTE = 'data-scroll-anchor';

/** Where a page was scrolled: `y`, and the first anchored item in view with its distance from the top. */
export interface ScrollPosition {
  y: number;
  anchor?: { id: string; top: number };
}

/** What the visitor does that ends waiting to restore a position: from then on the scroll is theirs. */
const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The position now: the offset, and the first marked item whose top is on screen (else the first one showing). */
export function readScrollPosition(): ScrollPosition {
  let showing: ScrollPosition['anchor'];
  for (const item of document.querySelectorAll<HTMLElement>(`[${SCROLL_ANCHOR_ATTRIBUTE}]`)) {
    const box = item.getBoundingClientRect();
    const id = item.getAttribute(SCROLL_ANCHOR_ATTRIBUTE);
    if (box.bottom <= 0 || !id) continue;
    if (box.top >= 0) return { y: window.scrollY, anchor: { id, top: box.top } };
    showing ??= { id, top: box.top };
  }
  return showing ? { y: window.scrollY, anchor: showing } : { y: window.scrollY };
}

/** A stored position (a plain number from before anchors were kept), or null when it is not one. */
export function asScrollPosition(value: unknown): ScrollPosition | null {
  if (typeof value === 'number') return { y: value };
  const position = value as Partial<ScrollPosition> | null;
  return typeof position?.y === 'number' ? (position as ScrollPosition) : null;
}

const anchorNamed = (id: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(`[${SCROLL_ANCHOR_ATTRIBUTE}]`)).find(
    (item) => item.getAttribute(SCROLL_ANCHOR_ATTRIBUTE) === id,
  );

/** Jumps to `top` (not smoothly, whatever the page's scroll-behavior: a smooth scroll would still be on its way). */
const jumpTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });

/** Scrolls to the position once (as near as the page's length allows; not at all before the item is there). */
function scrollOnce({ y, anchor }: ScrollPosition): void {
  if (!anchor) {
    jumpTo(y);
    return;
  }
  const item = anchorNamed(anchor.id);
  if (item) jumpTo(window.scrollY + item.getBoundingClientRect().top - anchor.top);
}

/**
 * Scrolls to `position`, and again each time the page changes size (its data arriving, cards above laid out at
 * their real height), until the visitor scrolls themselves or `stop` (the next navigation). Answers the stop.
 */
export function restoreScrollPosition(position: ScrollPosition): () => void {
  scrollOnce(position);
  if (typeof ResizeObserver === 'undefined') return () => {};
  const growth = new ResizeObserver(() => scrollOnce(position));
  const stop = () => {
    growth.disconnect();
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  growth.observe(document.body);
  for (const type of VISITOR_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}
