// The React wrapper under real React (project `web`): props become the element's attributes, events reach callbacks.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitDealLoopEvent } from './events';
import { DealLoopBusinessCard, DealLoopChat, DealLoopDealCalculator, DealLoopPropertyGrid } from './react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => document.body.replaceChildren());

describe('React wrapper', () => {
  it('renders each custom element with kebab-case attributes and leaves unset props out', () => {
    expect(
      renderToStaticMarkup(
        <DealLoopPropertyGrid location="Dallas, TX" lister="u1" limit={4} embedKey="dlk_x" theme="dark" />,
      ),
    ).toBe(
      '<dealloop-property-grid theme="dark" location="Dallas, TX" lister="u1" limit="4" embed-key="dlk_x"></dealloop-property-grid>',
    );
    expect(
      renderToStaticMarkup(<DealLoopBusinessCard card="jane-1234abcd" api="https://dealloop.example" />),
    ).toBe(
      '<dealloop-business-card api="https://dealloop.example" card="jane-1234abcd"></dealloop-business-card>',
    );
    expect(renderToStaticMarkup(<DealLoopChat embedKey="dlk_y" />)).toBe(
      '<dealloop-chat embed-key="dlk_y"></dealloop-chat>',
    );
    expect(renderToStaticMarkup(<DealLoopDealCalculator price={150000} arv={250000} />)).toBe(
      '<dealloop-deal-calculator price="150000" arv="250000"></dealloop-deal-calculator>',
    );
  });

  it('calls the event props with the SDK events, the latest callback each time', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const first = vi.fn();
    const second = vi.fn((event: CustomEvent) => event.preventDefault());
    act(() => root.render(<DealLoopPropertyGrid onSelect={first} />));
    const element = container.querySelector('dealloop-property-grid') as HTMLElement;
    emitDealLoopEvent(element, 'dealloop:grid:select', { id: 'p1', url: 'https://x.test/p1' });
    expect(first.mock.calls[0]?.[0].detail).toEqual({ id: 'p1', url: 'https://x.test/p1' });

    act(() => root.render(<DealLoopPropertyGrid onSelect={second} />));
    expect(emitDealLoopEvent(element, 'dealloop:grid:select', { id: 'p2', url: 'https://x.test/p2' })).toBe(
      false,
    );
    expect(first).toHaveBeenCalledTimes(1);

    act(() => root.unmount());
    emitDealLoopEvent(element, 'dealloop:grid:select', { id: 'p3', url: 'https://x.test/p3' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
