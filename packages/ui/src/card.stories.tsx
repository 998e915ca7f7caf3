// Stories of Card: a plain panel, a titled card with actions, an elevated list item and the roomy form panel.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from './button';
import { Card } from './card';
import { Stack } from './stack';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { children: 'Check your email for a link to confirm and join the list.' },
  argTypes: {
    padding: { control: 'inline-radio', options: ['md', 'lg'] },
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '7', '8'] },
    elevated: { control: 'boolean' },
    titleLevel: { control: 'inline-radio', options: [2, 3, 4] },
    title: { control: 'text' },
    actions: { control: false },
    as: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel without a title. */
export const Plain: Story = {};

/** A titled card with its actions on the title row (they wrap under it on a phone). */
export const WithTitleAndActions: Story = {
  args: {
    title: 'Dallas starter homes',
    elevated: true,
    actions: (
      <>
        <Button size="sm" variant="secondary" onClick={fn()}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={fn()}>
          Delete
        </Button>
      </>
    ),
    children: 'Single family in Dallas, TX, up to $250,000. Alerts by email, instantly.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Dallas starter homes');
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** Cards as the items of a list. */
export const ListItems: Story = {
  render: () => (
    <Stack as="ul" gap="3">
      <Card as="li" elevated title="Production key" titleLevel={3}>
        dl_live_3f9a…
      </Card>
      <Card as="li" elevated title="Test key" titleLevel={3}>
        dl_test_81c2…
      </Card>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The roomy panel of the profile pages: 24px inside, 16px between children. */
export const Roomy: Story = {
  args: { padding: 'lg', gap: '4', as: 'section', title: 'Business cards', titleId: 'cards-title' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveAttribute('id', 'cards-title');
  },
};
