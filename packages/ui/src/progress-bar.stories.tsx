// Stories of ProgressBar: loading, indeterminate and complete, a step counter, the default max, error and sizes.
import { ONBOARDING_STEP_COUNT, onboardingStepCounter, PROGRESS_DEFAULT_MAX } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading photos', value: 45 },
  argTypes: {
    value: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number' } },
    tone: { control: 'inline-radio', options: ['default', 'error'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const barOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('progressbar');

/** Below the max: loading, read as a whole percentage. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const bar = barOf(canvasElement);
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
  },
};

/** Without a value: indeterminate, with no aria-valuenow. */
export const Indeterminate: Story = {
  args: { value: null, label: 'Saving your listing' },
  play: async ({ canvasElement }) => {
    const bar = barOf(canvasElement);
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** At the max: complete, in the success colour. */
export const Complete: Story = {
  args: { value: PROGRESS_DEFAULT_MAX, label: 'Photos uploaded' },
  play: async ({ canvasElement }) => {
    await expect(barOf(canvasElement)).toHaveAttribute('data-state', 'complete');
  },
};

/** The onboarding wizard: step 3 of 6, named by its visible "n of N" counter. */
export const StepCounter: Story = {
  args: { value: 3, max: ONBOARDING_STEP_COUNT, label: undefined, labelledBy: 'wizard-step' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
      <span id="wizard-step">{onboardingStepCounter(2)}</span>
      <ProgressBar {...args} valueText={onboardingStepCounter(2)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(barOf(canvasElement)).toHaveAccessibleName(onboardingStepCounter(2));
  },
};

/** A max that is not a number above 0 falls back to 100. */
export const InvalidMax: Story = {
  args: { value: 30, max: 0 },
  play: async ({ canvasElement }) => {
    await expect(barOf(canvasElement)).toHaveAttribute('aria-valuemax', String(PROGRESS_DEFAULT_MAX));
  },
};

/** An upload that stopped. */
export const ErrorTone: Story = { args: { value: 62, tone: 'error', label: 'Upload failed' } };

export const Small: Story = { args: { size: 'sm', value: 80 } };
