// A horizontal swipe on an element, read from pointer events (touch, pen or a dragged mouse): a move of at least
// SWIPE_DISTANCE px more sideways than up or down calls back with the direction; shorter or vertical moves do not.
import { type PointerEvent, useRef } from 'react';

/** How far (px) a pointer must travel sideways to count as a swipe. */
export const SWIPE_DISTANCE = 40;

/** The pointer handlers to spread on the swiped element, and whether the last pointer-up ended a swipe. */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    /** True right after a swipe (for the click that follows a mouse drag to be ignored). */
    swiped,
    handlers: {
      onPointerDown(event: PointerEvent) {
        start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
        swiped.current = false;
      },
      onPointerUp(event: PointerEvent) {
        const from = start.current;
        start.current = null;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return;
        swiped.current = true;
        onSwipe(dx < 0 ? 'next' : 'previous');
      },
      onPointerCancel() {
        start.current = null;
      },
    },
  };
}
