import { describe, expect, it } from 'vitest';
import { emitDealLoopEvent } from './events';

describe('emitDealLoopEvent', () => {
  it('bubbles out of shadow roots to the document with its detail', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('span'));
    const seen: CustomEvent[] = [];
    document.addEventListener('dealloop:grid:load', (event) => seen.push(event as CustomEvent), {
      once: true,
    });
    emitDealLoopEvent(inner, 'dealloop:grid:load', { count: 3 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.detail).toEqual({ count: 3 });
    expect(seen[0]?.composed).toBe(true);
    expect(seen[0]?.cancelable).toBe(false);
  });

  it('lets a listener cancel a grid selection, and only that event', () => {
    const target = document.createElement('div');
    target.addEventListener('dealloop:grid:select', (event) => event.preventDefault());
    target.addEventListener('dealloop:chat:open', (event) => event.preventDefault());
    expect(emitDealLoopEvent(target, 'dealloop:grid:select', { id: 'p1', url: 'https://x.test/p' })).toBe(
      false,
    );
    expect(emitDealLoopEvent(target, 'dealloop:chat:open', {})).toBe(true);
  });
});
