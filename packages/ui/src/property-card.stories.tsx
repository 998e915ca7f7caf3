// Stories of PropertyCard: each case of the spec's card (badges, listing age, title cut, acres, ROI, distance,
// the lock of a truncated location, share), a grid of cards and the loading skeletons.
import {
  computeProfit,
  computeRoi,
  MESSAGES,
  propertySeoPath,
  SKELETON_CARD_COUNT,
  truncateLocation,
  UNKNOWN_DISTANCE,
} from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  PropertyCard,
  PropertyCardSkeleton,
  type PropertyCardView,
  TRUNCATED_LOCATION_HINT,
} from './property-card';

/** The stories' clock, so listing ages read the same on every day. */
const NOW = new Date('2026-11-22T15:00:00Z');
const HOUR_MS = 3_600_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * HOUR_MS).toISOString();

/** A listing photo drawn inline (stories load nothing from the network): a house, or an empty lot. */
function photo(wall: string, roof: string, house = true): string {
  const building = house
    ? `<rect x="130" y="140" width="150" height="95" fill="${wall}"/><path d="M115 148 205 82l90 66z" fill="${roof}"/>` +
      '<rect x="190" y="185" width="30" height="50" fill="#5B3A29"/><rect x="146" y="160" width="30" height="26" fill="#F8F4E3"/>' +
      '<rect x="234" y="160" width="30" height="26" fill="#F8F4E3"/>'
    : '<circle cx="90" cy="170" r="34" fill="#3F6B35"/><circle cx="320" cy="160" r="42" fill="#3F6B35"/>';
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="s" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#8EC3E6"/><stop offset="1" stop-color="#E4F2FB"/></linearGradient></defs>' +
    `<rect width="400" height="300" fill="url(#s)"/><rect y="225" width="400" height="75" fill="#7FA65A"/>${building}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A card view from a listing's deal figures: profit and ROI by core's deal math, the SEO path by core's rule. */
function listing(
  fields: Omit<PropertyCardView, 'href' | 'profit' | 'roi' | 'locationTruncated' | 'listingStatus'> &
    Partial<Pick<PropertyCardView, 'listingStatus' | 'locationTruncated'>>,
): PropertyCardView {
  const deal = { price: fields.price, arv: fields.arv ?? 0, repairCost: fields.repairs ?? 0 };
  return {
    listingStatus: 'published',
    locationTruncated: false,
    ...fields,
    href: propertySeoPath(fields),
    profit: fields.arv === null ? null : computeProfit(deal),
    roi: fields.arv === null ? null : computeRoi(deal),
  };
}

const RANCH = listing({
  id: '0193a6f2-7c41-7d2e-9b1a-4f6c2e8d1a57',
  image: photo('#B5533C', '#4A3B34'),
  title: '3 Bed Brick Ranch Near Overton Park',
  location: '1847 Jackson Ave, Memphis, TN 38107',
  price: 89_000,
  beds: 3,
  baths: 2,
  sqft: 1_320,
  lotSize: 8_712,
  type: 'single_family',
  arv: 165_000,
  repairs: 38_000,
  createdAt: daysAgo(4),
  distance: 6.4,
});

const LAND = listing({
  id: '0193a712-9d07-7f61-a5b8-3c4e7d2f9e03',
  image: photo('', '', false),
  title: 'Five Wooded Acres Zoned Residential',
  location: 'County Road 218, Cullman, AL 35057',
  price: 38_000,
  beds: null,
  baths: null,
  sqft: null,
  lotSize: 217_800,
  type: 'land',
  arv: 60_000,
  repairs: 0,
  createdAt: daysAgo(37),
  distance: UNKNOWN_DISTANCE,
});

const CONDO = listing({
  id: '0193a720-4e5a-7b19-8f62-d17c3a9b4e88',
  image: photo('#E8E4DC', '#6B7F8E'),
  title: '2 Bed Condo with Lake View',
  location: '4410 N Marine Dr, Chicago, IL 60640',
  price: 118_000,
  beds: 2,
  baths: 1,
  sqft: 940,
  lotSize: null,
  type: 'condo',
  arv: 172_000,
  repairs: 14_500,
  listingStatus: 'under_contract',
  createdAt: daysAgo(0),
  distance: 2.3,
});

/** The grid of the home and property pages. */
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 290px), 1fr))',
  gap: 24,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const meta = {
  title: 'Listings/PropertyCard',
  component: PropertyCard,
  args: { property: RANCH, now: NOW, onShare: fn(), onNavigate: fn() },
  argTypes: { now: { control: false }, headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <PropertyCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PropertyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card a story shows. */
const cardOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article');

/** A story of one listing changed from the ranch, checking what the card then shows. */
function variant(changes: Partial<PropertyCardView>, expected: readonly string[]): Story {
  return {
    args: { property: { ...RANCH, ...changes } },
    play: async ({ canvasElement }) => {
      for (const text of expected) await expect(cardOf(canvasElement)).toHaveTextContent(text);
    },
  };
}

/** A published listing: green Available badge, facts, acres, deal figures (ROI to 1 decimal), distance badge. */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(within(card).getByText('Available')).toHaveAttribute('data-tone', 'green');
    for (const text of [
      '$89,000',
      '3 bd',
      '2 ba',
      '1,320 sqft',
      '0.2 acres lot',
      'Profit$38K',
      'ROI29.9%',
      'Listed 4 days ago',
      '6.4 mi',
    ]) {
      await expect(card).toHaveTextContent(text);
    }
  },
};

/** listing_status under_contract: a red Under Contract badge. */
export const UnderContract: Story = {
  args: { property: { ...RANCH, listingStatus: 'under_contract' } },
  play: async ({ canvasElement }) => {
    await expect(within(cardOf(canvasElement)).getByText('Under Contract')).toHaveAttribute(
      'data-tone',
      'red',
    );
  },
};

/** listing_status on_hold: an orange On Hold badge. */
export const OnHold: Story = {
  args: { property: { ...RANCH, listingStatus: 'on_hold' } },
  play: async ({ canvasElement }) => {
    await expect(within(cardOf(canvasElement)).getByText('On Hold')).toHaveAttribute('data-tone', 'orange');
  },
};

export const ListedToday = variant({ createdAt: new Date(NOW.getTime() - 3 * HOUR_MS).toISOString() }, [
  'Listed today',
]);

export const ListedYesterday = variant({ createdAt: daysAgo(1) }, ['Listed yesterday']);

/** Under 7 days: "Listed N days ago". */
export const ListedDaysAgo = variant({ createdAt: daysAgo(5) }, ['Listed 5 days ago']);

/** Under 30 days: whole weeks, without "Listed". */
export const ListedWeeksAgo = variant({ createdAt: daysAgo(16) }, ['2 weeks ago']);

/** 30 days and more: whole 30-day months. */
export const ListedMonthsAgo = variant({ createdAt: daysAgo(95) }, ['3 months ago']);

/** A title over 35 characters is cut to 35 with an ellipsis; the full title stays as the link's tooltip. */
export const LongTitle: Story = {
  args: { property: { ...RANCH, title: 'Motivated Seller: 4 Bed Colonial with Finished Basement' } },
  play: async ({ canvasElement }) => {
    const link = within(cardOf(canvasElement)).getByRole('link');
    await expect(link).toHaveTextContent(/^Motivated Seller: 4 Bed Colonial wi\.\.\.$/);
    await expect(link).toHaveAttribute('title', 'Motivated Seller: 4 Bed Colonial with Finished Basement');
  },
};

/** Land: no beds, baths or sqft; the lot size from square feet in acres. Distance unknown: no badge. */
export const LandInAcres: Story = {
  args: { property: LAND },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(card).toHaveTextContent('5 acres lot');
    await expect(card).not.toHaveTextContent(/\bbd\b|\bsqft\b/);
  },
};

/** ROI always shows one decimal and a percent sign, even for a whole number. */
export const RoiWithOneDecimal = variant(
  { price: 100_000, repairs: 25_000, arv: 140_000, roi: 12, profit: 15_000 },
  ['ROI12.0%', 'Profit$15K'],
);

/** 9999 means the listing could not be located: no distance badge. */
export const DistanceUnknown: Story = {
  args: { property: { ...RANCH, distance: UNKNOWN_DISTANCE } },
  play: async ({ canvasElement }) => {
    await expect(cardOf(canvasElement)).not.toHaveTextContent(/\d mi\b/);
  },
};

/** The visitor shared no location: no distance badge either. */
export const NoVisitorLocation: Story = {
  args: { property: { ...RANCH, distance: null } },
  play: DistanceUnknown.play,
};

/** An anonymous visitor sees the last two parts of the location, with a lock and a sign-in hint. */
export const AnonymousVisitor: Story = {
  args: { property: { ...RANCH, location: truncateLocation(RANCH.location), locationTruncated: true } },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(card).toHaveTextContent('Memphis, TN 38107');
    await expect(card).not.toHaveTextContent('1847 Jackson Ave');
    await expect(card.querySelector('svg[data-icon="lock"]')).not.toBeNull();
    await expect(within(card).getByText(TRUNCATED_LOCATION_HINT)).toBeInTheDocument();
  },
};

/** The share button hands the listing to the share popup. */
export const Share: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Share ${RANCH.title}` }));
    await expect(args.onShare).toHaveBeenCalledWith(RANCH);
  },
};

/** A listing without a photo yet. */
export const NoPhoto = variant({ image: null }, ['No photo yet']);

/** Cards in the responsive grid of the home and property pages (one column on a phone). */
export const Grid: Story = {
  render: (args) => (
    <ul aria-label={MESSAGES.featuredDeals} style={GRID}>
      {[RANCH, CONDO, LAND].map((property) => (
        <li key={property.id}>
          <PropertyCard {...args} property={property} />
        </li>
      ))}
    </ul>
  ),
};

/** While listings load: the skeleton cards, hidden from assistive tech inside a busy list. */
export const Loading: Story = {
  render: () => (
    <ul aria-label={MESSAGES.featuredDeals} aria-busy="true" style={GRID}>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <PropertyCardSkeleton />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('property-card-skeleton')).toHaveLength(
      SKELETON_CARD_COUNT,
    );
  },
};
