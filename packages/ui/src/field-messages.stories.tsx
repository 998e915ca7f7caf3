// Stories of FieldMessages: the error and the hint every field shows under itself.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldMessages } from './field-messages';

const meta = {
  title: 'Components/FieldMessages',
  component: FieldMessages,
  args: { errorId: 'story-error', hintId: 'story-hint' },
  argTypes: { error: { control: 'text' }, hint: { control: 'text' } },
} satisfies Meta<typeof FieldMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hint alone. */
export const Hint: Story = { args: { hint: 'At least 8 characters.' } };

/** An error with its icon, above the hint; each carries the id the field's aria-describedby names. */
export const ErrorAndHint: Story = {
  args: { error: 'Enter a valid email address.', hint: 'We never share it.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter a valid email address.').closest('p')).toHaveAttribute(
      'id',
      'story-error',
    );
    await expect(canvas.getByText('We never share it.')).toHaveAttribute('id', 'story-hint');
  },
};
