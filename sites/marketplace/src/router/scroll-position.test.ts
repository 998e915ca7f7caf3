// Scroll positions: read with the first marked item in view, restored against that item once the page has grown
// enough (data loaded later), given up when the visitor scrolls first.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readScrollPosition, restoreScrollPosition, SCROLL_ANCHOR_ATTRIBUTE } from './scroll-position';

let scrollY = 0;
let growth: (() => void) | null = null;
let watching = false;

class FakeResizeObserver {
  constructor(callback: () => void) {
    growth = callback;
  }
  observe() {
    watching = true;
  }
  disconnect() {
    watching = false;
  }
}

/** An item laid out at `documentTop` (its box follows the scroll), `height` tall. */
function item(id: string, documentTop: number, height = 300) {
  const element = document.createElement('li');
  element.setAttribute(SCROLL_ANCHOR_ATTRIBUTE, id);
  element.getBoundingClientRect = () =>
    ({ top: documentTop - scrollY, bottom: documentTop - scrollY + height }) as DOMRect;
  document.body.append(element);
  return element;
}

beforeEach(() => {
  scrollY = 0;
  growth = null;
  watching = false;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((to: ScrollToOptions) => {
    scrollY = to.top ?? 0;
  }) as typeof window.scrollTo);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scroll position', () => {
  it('reads the offset and the first marked item whose top is on screen, with its distance from the top', () => {
    item('a', 0);
    item('b', 300);
    item('c', 600);
    scrollY = 420;
    expect(readScrollPosition()).toEqual({ y: 420, anchor: { id: 'c', top: 180 } });
    item('tall', 700, 3000);
    scrollY = 1200;
    expect(readScrollPosition()).toEqual({ y: 1200, anchor: { id: 'tall', top: -500 } });
  });

  it('waits for the item to be laid out, then keeps it where it was while the page settles', () => {
    restoreScrollPosition({ y: 2000, anchor: { id: 'card-7', top: 40 } });
    expect(watching).toBe(true);
    // The results arrive, laid out taller above the item than before.
    const card = item('card-7', 2600);
    growth?.();
    expect(scrollY).toBe(2560);
    // The cards above get their real heights: the item moves, and so does the scroll.
    card.getBoundingClientRect = () => ({ top: 2450 - scrollY, bottom: 2750 - scrollY }) as DOMRect;
    growth?.();
    expect(scrollY).toBe(2410);
    expect(watching).toBe(true);
  });

  it('leaves the scroll to the visitor once they scroll, and stops at the next navigation', () => {
    restoreScrollPosition({ y: 2000, anchor: { id: 'card-7', top: 0 } });
    window.dispatchEvent(new Event('wheel'));
    expect(watching).toBe(false);
    const stop = restoreScrollPosition({ y: 2000 });
    expect(watching).toBe(true);
    stop();
    expect(watching).toBe(false);
  });

  it('scrolls to the offset when nothing was marked', () => {
    document.body.getBoundingClientRect = () => ({ top: 0, bottom: 5000 }) as DOMRect;
    restoreScrollPosition({ y: 700 });
    expect(scrollY).toBe(700);
  });
});
