// Stories of VisuallyHidden: text that screen readers read and the page does not show, as next to a lock icon.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './icons';
import { TRUNCATED_LOCATION_HINT } from './property-card';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: TRUNCATED_LOCATION_HINT },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor's location: the lock icon is read as the sign-in hint. */
export const NextToAnIcon: Story = {
  render: (args) => (
    <p style={{ display: 'inline-flex', gap: 4, alignItems: 'center', margin: 0 }}>
      <span>Austin, TX 78701</span>
      <Icon name="lock" size={16} />
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TRUNCATED_LOCATION_HINT)).toBeInTheDocument();
  },
};
