// Stories of TextAreaField: the multi-line field of listing descriptions and offer messages.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Components/TextAreaField',
  component: TextAreaField,
  args: { label: 'Message (optional)', rows: 3, maxLength: 2000, onChange: fn() },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' } },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A required description with its hint. */
export const WithHint: Story = {
  args: {
    label: 'Description',
    required: true,
    rows: 5,
    hint: 'Condition, repairs needed, occupancy and access.',
  },
};

/** An error sets aria-invalid and is read before the hint. */
export const WithError: Story = {
  args: {
    label: 'Description',
    defaultValue: 'Nice',
    hint: 'Condition, repairs needed, occupancy and access.',
    error: 'Describe the property in at least 20 characters.',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'Describe the property in at least 20 characters. Condition, repairs needed, occupancy and access.',
    );
  },
};
