// Stories of Button: each variant and size, with an icon, loading, disabled and full width.
import { MESSAGES } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';
import { Icon } from './icons';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: MESSAGES.searchDeals, variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'cta'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The navy main action of a screen part. */
export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: MESSAGES.advancedSearch } };

export const Ghost: Story = { args: { variant: 'ghost', children: MESSAGES.viewAllDeals } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete listing' } };

/** The amber call to action: one a screen. */
export const CallToAction: Story = {
  args: { variant: 'cta', children: MESSAGES.addListing, icon: <Icon name="plus" size={18} /> },
};

export const WithIcon: Story = { args: { icon: <Icon name="search" size={18} /> } };

/** Keeps its label and focus, shows a spinner, sets aria-busy and ignores clicks. */
export const Loading: Story = { args: { loading: true, children: MESSAGES.onboardingSaving } };

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = { args: { fullWidth: true, children: MESSAGES.signIn } };

/** sm 32px, md 40px, lg 48px high. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
