// Stories of SwitchField: on, off with a description, and disabled.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SwitchField } from './switch-field';

const meta = {
  title: 'Components/SwitchField',
  component: SwitchField,
  args: { label: 'Offers', onChange: fn() },
  argTypes: { description: { control: 'text' } },
} satisfies Meta<typeof SwitchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On: the track takes the accent colour. */
export const On: Story = { args: { defaultChecked: true } };

/** Off, with a description read after the label; a click turns it on. */
export const WithDescription: Story = {
  args: {
    label: 'Contracts',
    description: 'New contracts, approvals and completed deals.',
    defaultChecked: false,
  },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Contracts' });
    await expect(toggle).toHaveAccessibleDescription('New contracts, approvals and completed deals.');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Disabled: it cannot be changed. */
export const Disabled: Story = { args: { label: 'Password reset', defaultChecked: true, disabled: true } };
