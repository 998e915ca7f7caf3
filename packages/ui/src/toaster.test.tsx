// Toaster: live regions, tones, dismiss button and auto-dismiss (paused while hovered).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './test-utils';
import { Toaster, type ToastMessage } from './toaster';

const toasts: ToastMessage[] = [
  { id: '1', tone: 'success', message: 'Link copied to clipboard!' },
  { id: '2', tone: 'error', message: 'Failed to copy link.', title: 'Sharing' },
  { id: '3', tone: 'info', message: 'Heads up', duration: 0 },
];

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a labelled region with polite and assertive live areas, errors in the assertive one', () => {
    render(<Toaster toasts={toasts} onDismiss={() => {}} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const polite = region.querySelector('[aria-live="polite"]');
    const assertive = region.querySelector('[aria-live="assertive"]');
    expect(polite?.textContent).toContain('Link copied to clipboard!');
    expect(polite?.textContent).toContain('Heads up');
    expect(assertive?.textContent).toContain('Failed to copy link.');
    expect(assertive?.textContent).toContain('Sharing');
  });

  it('keeps its live regions in the page when empty', () => {
    render(<Toaster toasts={[]} onDismiss={() => {}} />);
    expect(document.querySelectorAll('[aria-live]').length).toBe(2);
  });

  it('dismisses with the button', () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={toasts.slice(0, 1)} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith('1');
  });

  it('dismisses itself after its duration, errors later, and never with duration 0', () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={toasts} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss.mock.calls).toEqual([['1']]);
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss.mock.calls).toEqual([['1'], ['2']]);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('waits while the pointer is on the toast', () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={toasts.slice(0, 1)} onDismiss={onDismiss} />);
    const toast = screen.getByText('Link copied to clipboard!').closest('[data-tone]')!;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).toHaveBeenCalledWith('1');
  });
});
