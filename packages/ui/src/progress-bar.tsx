// ProgressBar: the ARIA progressbar pattern over core's progress rules (default max, clamping, states).
import { progressBarState } from '@dealloop/core';
import { cx } from './class-names';
import * as styles from './progress-bar.css';

export interface ProgressBarProps {
  /** The progress; null or undefined makes the bar indeterminate (no aria-valuenow, an animated stripe). */
  value?: number | null;
  /** The maximum; anything but a finite number above 0 means 100. */
  max?: number | null;
  /** The accessible name, when no visible label names the bar through `labelledBy`. */
  label?: string;
  /** The id of a visible element naming the bar. */
  labelledBy?: string;
  /** How assistive technology reads the value ("2.1 of 4.0 MB"); defaults to the whole percentage ("45%"). */
  valueText?: string;
  /** `error` colours the bar as failed (an upload that stopped). */
  tone?: 'default' | 'error';
  /** Height: sm 4px, md 8px (default). */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A progress bar. Its state follows `progressBarState` of @dealloop/core: indeterminate without a value,
 * loading below the max, complete at the max (shown in the success colour); exposed as `data-state`.
 */
export function ProgressBar({
  value,
  max,
  label,
  labelledBy,
  valueText,
  tone = 'default',
  size = 'md',
  className,
}: ProgressBarProps) {
  const progress = progressBarState(value, max);
  const known = progress.percent !== null;
  return (
    <div
      role="progressbar"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={progress.max}
      aria-valuenow={progress.value ?? undefined}
      aria-valuetext={known ? (valueText ?? `${Math.round(progress.percent!)}%`) : valueText}
      data-state={progress.state}
      data-tone={tone}
      className={cx(styles.track, styles.size[size], className)}
    >
      <div
        className={cx(
          styles.fill,
          known ? null : styles.indeterminate,
          tone === 'error' ? styles.fillTone.error : styles.fillTone[progress.state],
        )}
        style={known ? { width: `${progress.percent}%` } : undefined}
      />
    </div>
  );
}
