import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressBarState } from './progress-bar';

describe('progressBarState', () => {
  it('is indeterminate without a value', () => {
    expect(progressBarState(null)).toEqual({ max: 100, value: null, percent: null, state: 'indeterminate' });
    expect(progressBarState(undefined, 10).state).toBe('indeterminate');
  });

  it('is loading below the max and complete at it', () => {
    expect(progressBarState(40)).toEqual({ max: 100, value: 40, percent: 40, state: 'loading' });
    expect(progressBarState(5, 5)).toEqual({ max: 5, value: 5, percent: 100, state: 'complete' });
    expect(progressBarState(0, 6).state).toBe('loading');
  });

  it('defaults the max to 100 when it is not a number above 0', () => {
    expect(progressBarState(50, 0).max).toBe(100);
    expect(progressBarState(50, -3).max).toBe(100);
    expect(progressBarState(50, Number.NaN).max).toBe(100);
    expect(progressBarState(50, null).max).toBe(100);
  });

  it('clamps the value between 0 and the max', () => {
    expect(progressBarState(-5, 10).value).toBe(0);
    expect(progressBarState(15, 10)).toMatchObject({ value: 10, state: 'complete' });
  });

  it('always gives a value within [0, max] and complete exactly at the max', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.option(fc.double({ min: -10, max: 1e6, noNaN: true })),
        (value, max) => {
          const bar = progressBarState(value, max);
          expect(bar.max).toBeGreaterThan(0);
          expect(bar.value).not.toBeNull();
          expect(bar.value!).toBeGreaterThanOrEqual(0);
          expect(bar.value!).toBeLessThanOrEqual(bar.max);
          expect(bar.state === 'complete').toBe(bar.value === bar.max);
        },
      ),
    );
  });
});
