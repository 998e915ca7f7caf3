// Stories of PageHeader: a title alone, with a subtitle, and with actions that wrap under it on a phone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from './button';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Saved searches' },
  argTypes: { title: { control: 'text' }, subtitle: { control: 'text' }, actions: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Saved searches',
    );
  },
};

/** A muted line under the title. */
export const WithSubtitle: Story = {
  args: { title: 'Saved deals', subtitle: '3 saved deals' },
};

/** Actions beside the title; on a 390px phone they go under it and nothing overflows. */
export const WithActions: Story = {
  args: {
    title: 'Buyers list',
    subtitle: 'Everyone who joined your list, with what they buy.',
    actions: (
      <>
        <Button variant="secondary" onClick={fn()}>
          Import CSV
        </Button>
        <Button variant="primary" onClick={fn()}>
          Copy join link
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Import CSV' })).toBeVisible();
  },
};

/** The large title of the deal, admin and billing pages (3xl from 768px). */
export const Large: Story = {
  args: {
    title: 'Offers',
    size: 'lg',
    subtitle: 'Answer the offers on your listings and follow the offers you made.',
  },
};

/** A long unbroken title wraps instead of widening a phone's page. */
export const LongTitleOnPhone: Story = {
  args: { title: 'Wholesaler-of-the-month-DallasFortWorthMetroplexOffMarketDeals' },
  render: (args) => (
    <div style={{ width: '358px', outline: '1px dashed currentColor' }}>
      <PageHeader {...args} />
    </div>
  ),
};
