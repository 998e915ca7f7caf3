// Stories of ListingFacts and ListingFigures: a full listing in both sizes, and one with unknown numbers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListingFacts, ListingFigures, type ListingNumbersView } from './listing-numbers';

const FULL: ListingNumbersView = {
  beds: 3,
  baths: 2,
  sqft: 1450,
  lotSize: 10_890,
  arv: 240_000,
  repairs: 30_000,
  profit: 60_000,
  roi: 40,
};

function ListingNumbers({ listing, size }: { listing: ListingNumbersView; size: 'card' | 'page' }) {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: size === 'card' ? 320 : 420 }}>
      <ListingFacts listing={listing} size={size} />
      <ListingFigures listing={listing} size={size} />
    </div>
  );
}

const meta = {
  title: 'Components/ListingNumbers',
  component: ListingNumbers,
  args: { listing: FULL, size: 'card' },
  argTypes: { size: { control: 'inline-radio', options: ['card', 'page'] } },
} satisfies Meta<typeof ListingNumbers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a card: short units and compact prices. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Property facts' })).toHaveTextContent(
      '3 bd2 ba1,450 sqft0.25 acres lot',
    );
    await expect(canvas.getByText('$240K')).toBeVisible();
  },
};

/** On a listing page: full units and prices. */
export const Page: Story = {
  args: { size: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('beds')).toBeTruthy();
    await expect(canvas.getByText('$240,000')).toBeVisible();
  },
};

/** Unknown numbers: facts left out, figures shown as a dash. */
export const Unknown: Story = {
  args: {
    listing: {
      beds: null,
      baths: null,
      sqft: null,
      lotSize: null,
      arv: null,
      repairs: null,
      profit: null,
      roi: null,
    },
  },
};
