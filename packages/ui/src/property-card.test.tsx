// PropertyCard: every field of the spec's card, the status badge, age label, title cut, acres, ROI, distance, lock.
import { describe, expect, it, vi } from 'vitest';
import {
  PropertyCard,
  PropertyCardSkeleton,
  type PropertyCardView,
  TRUNCATED_LOCATION_HINT,
} from './property-card';
import { render, screen, userEvent, within } from './test-utils';

const NOW = new Date('2026-11-22T12:00:00Z');

const VIEW: PropertyCardView = {
  id: 'prop-1234abcd',
  href: '/real-estate-wholesale-investment-property-austin-tx-78701-1234abcd',
  image: '/storage/card.webp',
  title: 'Cozy bungalow',
  location: '12 Oak St, Austin, TX 78701',
  locationTruncated: false,
  price: 125_000,
  beds: 3,
  baths: 2,
  sqft: 1450,
  lotSize: 10_890,
  type: 'single_family',
  arv: 210_000,
  repairs: 30_000,
  profit: 55_000,
  roi: 26.19,
  listingStatus: 'published',
  status: 'active',
  createdAt: '2026-11-19T09:00:00Z',
  distance: 12.34,
};

const renderCard = (overrides: Partial<PropertyCardView> = {}, props = {}) =>
  render(<PropertyCard property={{ ...VIEW, ...overrides }} now={NOW} {...props} />);

describe('PropertyCard', () => {
  it('shows every field of the card', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Cozy bungalow' });
    const text = card.textContent ?? '';
    for (const expected of [
      '$125,000',
      'Single Family',
      'Cozy bungalow',
      '12 Oak St, Austin, TX 78701',
      '3 bd',
      '2 ba',
      '1,450 sqft',
      '0.25 acres lot',
      'ARV$210K',
      'Repairs$30K',
      'Profit$55K',
      'ROI26.2%',
      'Listed 3 days ago',
      '12.3 mi',
      'Available',
    ]) {
      expect(text).toContain(expected);
    }
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/storage/card.webp');
    expect(card.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('loads the photo at once and first when eager (a card at the top of the page)', () => {
    renderCard({}, { eager: true });
    const image = screen.getByTestId('property-card').querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
  });

  it('links the whole card to the listing path', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Cozy bungalow' }).getAttribute('href')).toBe(VIEW.href);
  });

  it('navigates client-side on a plain click when onNavigate is given', async () => {
    const onNavigate = vi.fn();
    renderCard({}, { onNavigate });
    await userEvent.click(screen.getByRole('link', { name: 'Cozy bungalow' }));
    expect(onNavigate).toHaveBeenCalledWith(VIEW.href);
  });

  it.each([
    ['under_contract', 'active', 'Under Contract', 'red'],
    ['on_hold', 'active', 'On Hold', 'orange'],
    ['published', 'active', 'Available', 'green'],
    ['published', 'under_contract', 'Under Contract', 'red'],
    ['published', 'sold', 'Sold', 'gray'],
    ['declined', 'active', 'Declined', 'gray'],
  ])('shows the badge of listing status %s / status %s', (listingStatus, status, label, tone) => {
    renderCard({ listingStatus, status });
    const badge = screen.getByText(label);
    expect(badge.getAttribute('data-tone')).toBe(tone);
  });

  it.each([
    ['2026-11-22T08:00:00Z', 'Listed today'],
    ['2026-11-21T08:00:00Z', 'Listed yesterday'],
    ['2026-11-08T08:00:00Z', '2 weeks ago'],
    ['2026-08-01T08:00:00Z', '3 months ago'],
  ])('shows the listing age of %s as %s', (createdAt, label) => {
    renderCard({ createdAt });
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('cuts a title over 35 characters and keeps the full title as a tooltip', () => {
    const title = 'A very long title for a great wholesale deal in Austin';
    renderCard({ title });
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('A very long title for a great whole...');
    expect(link.getAttribute('title')).toBe(title);
  });

  it('leaves out facts the listing does not have', () => {
    renderCard({ beds: null, baths: null, sqft: null, type: 'land' });
    const text = screen.getByRole('article').textContent ?? '';
    expect(text).not.toContain('bd');
    expect(text).not.toContain('sqft');
    expect(text).toContain('0.25 acres lot');
  });

  it('leaves the lot size out when it is not above 0', () => {
    renderCard({ lotSize: 0 });
    expect(screen.getByRole('article').textContent).not.toContain('lot');
  });

  it('shows ROI with one decimal and dashes for missing figures', () => {
    renderCard({ roi: 7, arv: null });
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('ROI7.0%');
    expect(card.textContent).toContain('ARV—');
  });

  it.each([9999, null, undefined])('hides the distance badge for %s', (distance) => {
    renderCard({ distance });
    expect(screen.getByRole('article').textContent).not.toContain(' mi');
  });

  it('shows a lock and a sign-in hint when the location is truncated', () => {
    renderCard({ location: 'Austin, TX 78701', locationTruncated: true });
    expect(screen.getByText(TRUNCATED_LOCATION_HINT)).toBeTruthy();
  });

  it('has no lock for a full address', () => {
    renderCard();
    expect(screen.queryByText(TRUNCATED_LOCATION_HINT)).toBeNull();
  });

  it('shows a fallback without a photo', () => {
    renderCard({ image: null });
    const card = screen.getByRole('article');
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('No photo yet')).toBeTruthy();
  });

  it('calls onShare from the share button', async () => {
    const onShare = vi.fn();
    renderCard({}, { onShare });
    await userEvent.click(screen.getByRole('button', { name: 'Share Cozy bungalow' }));
    expect(onShare).toHaveBeenCalledWith(expect.objectContaining({ id: VIEW.id }));
  });

  it('has a skeleton hidden from assistive tech', () => {
    render(<PropertyCardSkeleton />);
    expect(screen.getByTestId('property-card-skeleton').getAttribute('aria-hidden')).toBe('true');
  });
});
