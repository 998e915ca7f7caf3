// The state of a progress bar from its value and max (rule: docs/product/onboarding.md).

/** Maximum of a progress bar when none (or an invalid one) is given. */
export const PROGRESS_DEFAULT_MAX = 100;

/** Indeterminate without a value, loading while below the max, complete at the max. */
export type ProgressState = 'indeterminate' | 'loading' | 'complete';

/** What a progress bar renders. */
export interface ProgressBarState {
  /** The max: the given one when it is a finite number above 0, otherwise 100. */
  readonly max: number;
  /** The value clamped between 0 and the max, or null when there is no value. */
  readonly value: number | null;
  /** The value as a percentage of the max (0 to 100), or null when there is no value. */
  readonly percent: number | null;
  readonly state: ProgressState;
}

/**
 * The progress bar state: a max that is not a finite number above 0 becomes 100; a missing (or non-finite)
 * value makes the bar indeterminate; otherwise the value is clamped to [0, max], and the bar is complete when it
 * equals the max and loading before.
 */
export function progressBarState(value: number | null | undefined, max?: number | null): ProgressBarState {
  const safeMax = typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : PROGRESS_DEFAULT_MAX;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { max: safeMax, value: null, percent: null, state: 'indeterminate' };
  }
  const clamped = Math.min(safeMax, Math.max(0, value));
  return {
    max: safeMax,
    value: clamped,
    percent: (clamped / safeMax) * 100,
    state: clamped === safeMax ? 'complete' : 'loading',
  };
}
