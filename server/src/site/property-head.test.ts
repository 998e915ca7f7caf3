// The head of a listing page: what search engines and link previews learn, and what they must not.
import { describe, expect, it } from 'vitest';
import type { Property } from '../db/schema';
import { renderHead } from './page-head';
import { propertyHead } from './property-head';

const property: Property = {
  id: '01937a2e-7c1d-7f00-8a4b-2f6c9d1e0b3a',
  short_id: '9d1e0b3a',
  user_id: 'u1',
  title: 'Brick ranch, light rehab',
  description: null,
  location: '123 Main St, Dallas, TX 75201',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  county: 'Dallas County',
  lat: 32.7904,
  lng: -96.8044,
  public_lat: 32.79,
  public_lng: -96.8,
  price: 150_000,
  beds: 3,
  baths: 2,
  sqft: 1400,
  lot_size: 8712,
  property_type: 'single_family',
  images: [{ uploadId: 'up1', objects: { full: 'u1-listing-1-abc-full.webp', card: 'x', thumb: 'y' } }],
  arv: 240_000,
  repair_cost: 30_000,
  profit_potential: 60_000,
  roi: 33.3,
  status: 'active',
  listing_status: 'published',
  archived_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  earnest_amount: null,
  earnest_window_hours: null,
  requires_verified_funds: false,
};

describe('propertyHead', () => {
  const head = propertyHead(property, 'https://deals.example');

  it('names the listing, its price and its city, with the SEO path as canonical', () => {
    expect(head.title).toBe('Brick ranch, light rehab · $150,000 · Dallas, TX 75201 · DealLoop');
    expect(head.path).toBe('/real-estate-wholesale-investment-property-dallas-tx-75201-9d1e0b3a');
    expect(head.description).toContain('Single Family in Dallas, TX 75201 for $150,000');
    expect(head.description).toContain('ROI 33.3%');
    expect(head.image).toBe('https://deals.example/storage/listing-images/u1-listing-1-abc-full.webp');
  });

  it('describes a RealEstateListing with an Offer in USD, without the street address', () => {
    const html = renderHead(head, { publicUrl: 'https://deals.example', supportEmail: 's@deals.example' });
    expect(html).toContain('"@type":"RealEstateListing"');
    expect(html).toContain('"priceCurrency":"USD"');
    expect(html).toContain('<meta property="og:image"');
    expect(html).not.toContain('123 Main St');
  });
});
