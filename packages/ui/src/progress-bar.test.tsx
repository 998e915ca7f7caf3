// ProgressBar: the ARIA progressbar pattern with core's rules: default max, clamping, indeterminate and complete.
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';
import { render, screen } from './test-utils';

const bar = () => screen.getByRole('progressbar');

describe('ProgressBar', () => {
  it('exposes its name, range, value and a percentage as the value text', () => {
    render(<ProgressBar label="Uploading porch.png" value={45} />);
    const progress = screen.getByRole('progressbar', { name: 'Uploading porch.png' });
    expect(progress.getAttribute('aria-valuemin')).toBe('0');
    expect(progress.getAttribute('aria-valuemax')).toBe('100');
    expect(progress.getAttribute('aria-valuenow')).toBe('45');
    expect(progress.getAttribute('aria-valuetext')).toBe('45%');
    expect(progress.getAttribute('data-state')).toBe('loading');
    expect((progress.firstElementChild as HTMLElement).style.width).toBe('45%');
  });

  it('measures against a given max, and reads a custom value text', () => {
    render(<ProgressBar label="Upload" value={512} max={2048} valueText="0.5 of 2.0 KB" />);
    expect(bar().getAttribute('aria-valuemax')).toBe('2048');
    expect(bar().getAttribute('aria-valuetext')).toBe('0.5 of 2.0 KB');
    expect((bar().firstElementChild as HTMLElement).style.width).toBe('25%');
  });

  it.each([0, -5, Number.NaN, null])('uses a max of 100 when the max is %s', (max) => {
    render(<ProgressBar label="Upload" value={30} max={max} />);
    expect(bar().getAttribute('aria-valuemax')).toBe('100');
    expect(bar().getAttribute('aria-valuenow')).toBe('30');
  });

  it('clamps the value between 0 and the max', () => {
    const { rerender } = render(<ProgressBar label="Upload" value={140} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    rerender(<ProgressBar label="Upload" value={-20} />);
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    expect(bar().getAttribute('data-state')).toBe('loading');
  });

  it('is indeterminate without a value: no aria-valuenow and no width', () => {
    render(<ProgressBar label="Preparing" value={null} />);
    expect(bar().hasAttribute('aria-valuenow')).toBe(false);
    expect(bar().hasAttribute('aria-valuetext')).toBe(false);
    expect(bar().getAttribute('data-state')).toBe('indeterminate');
    expect((bar().firstElementChild as HTMLElement).style.width).toBe('');
  });

  it('is complete when the value equals the max', () => {
    render(<ProgressBar label="Upload" value={2048} max={2048} />);
    expect(bar().getAttribute('data-state')).toBe('complete');
    expect(bar().getAttribute('aria-valuetext')).toBe('100%');
  });

  it('can be named by a visible label', () => {
    render(
      <>
        <span id="upload-label">porch.png</span>
        <ProgressBar labelledBy="upload-label" label="ignored" value={10} tone="error" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'porch.png' }).getAttribute('data-tone')).toBe('error');
  });
});
