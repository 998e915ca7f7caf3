// Stories of TextField: label, hint, error, required mark, label action and the input types forms use.
import { ACCOUNT_MESSAGES } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  argTypes: { hint: { control: 'text' }, error: { control: 'text' }, labelAction: { control: false } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Help text under the field, read after the label through aria-describedby. */
export const WithHint: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, hint: ACCOUNT_MESSAGES.passwordHint },
};

/** An error sets aria-invalid and is read before the hint. */
export const WithError: Story = {
  args: {
    defaultValue: 'jane@',
    required: true,
    hint: 'We never share your email.',
    error: ACCOUNT_MESSAGES.emailInvalid,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Email/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${ACCOUNT_MESSAGES.emailInvalid} We never share your email.`,
    );
  },
};

export const Required: Story = {
  args: { label: 'Full name', type: 'text', placeholder: 'Jane Doe', required: true },
};

/** Something next to the label, such as a "Forgot password?" link. */
export const WithLabelAction: Story = {
  args: {
    label: 'Password',
    type: 'password',
    placeholder: undefined,
    labelAction: <a href="#forgot-password">Forgot password?</a>,
  },
};

/** The location box of the home page search. */
export const Search: Story = {
  args: { label: 'Location', type: 'search', placeholder: 'City, state or ZIP' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jane@dealloop.local' } };
