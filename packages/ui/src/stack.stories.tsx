// Stories of Stack: a column of cards, a wrapping row of buttons, a list without bullets.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button';
import { Card } from './card';
import { Stack } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { direction: 'column', gap: '3', wrap: false },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '7', '8'] },
    align: { control: 'select', options: [undefined, 'start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'select', options: [undefined, 'start', 'center', 'end', 'between'] },
    as: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <Stack {...args}>
      <Card>Dallas, TX: 3 bed, 2 bath</Card>
      <Card>Tulsa, OK: lot, 0.25 acres</Card>
      <Card>Austin, TX: duplex</Card>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: a column with 12px between the children. */
export const Column: Story = {};

/** A row of actions that wraps onto a second line on a phone instead of overflowing. */
export const WrappingRow: Story = {
  args: { direction: 'row', gap: '2', wrap: true },
  render: (args) => (
    <Stack {...args} style={{ maxWidth: '18rem' }}>
      <Button variant="primary">Save search</Button>
      <Button variant="secondary">Preview matches</Button>
      <Button variant="ghost">Delete</Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};

/** A list rendered as a stack: no bullets, the same gap. */
export const List: Story = {
  args: { as: 'ul', gap: '2' },
  render: (args) => (
    <Stack {...args}>
      <li>Chrome on macOS</li>
      <li>Safari on iPhone</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
