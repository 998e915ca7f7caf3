// Stories of IconButton: the ghost, outline and primary looks in each size, named by their label.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IconButton } from './icon-button';
import { ICON_NAMES } from './icons';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'share', label: 'Share this page', variant: 'ghost', size: 'md', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: ICON_NAMES },
    variant: { control: 'inline-radio', options: ['ghost', 'outline', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default look, as in the top bar. */
export const Ghost: Story = {};

export const Outline: Story = { args: { variant: 'outline', icon: 'bell', label: 'Notifications' } };

export const Primary: Story = { args: { variant: 'primary', icon: 'plus', label: 'Add Listing' } };

export const Disabled: Story = { args: { disabled: true, icon: 'crosshair', label: 'Use Current Location' } };

/** sm, md and lg: the label stays the accessible name and the tooltip in each. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </div>
  ),
};
