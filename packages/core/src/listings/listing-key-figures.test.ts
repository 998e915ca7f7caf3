import { describe, expect, it } from 'vitest';
import { listingDealFigures, listingFactTexts } from './listing-key-figures';

const listing = {
  beds: 3,
  baths: 2.5,
  sqft: 1450,
  lotSize: 10_890,
  arv: 240_000,
  repairCost: 30_000,
  profitPotential: null,
  roi: 12.345,
};

describe('listing key figures', () => {
  it('names the facts it has in full words, the lot in acres', () => {
    expect(listingFactTexts(listing)).toEqual(['3 beds', '2.5 baths', '1,450 sqft', '0.25 acres lot']);
    expect(listingFactTexts({ ...listing, beds: null, lotSize: null })).toEqual(['2.5 baths', '1,450 sqft']);
  });

  it('labels the deal figures, a dash for an unknown one', () => {
    expect(listingDealFigures(listing)).toEqual([
      { label: 'ARV', value: '$240,000' },
      { label: 'Repairs', value: '$30,000' },
      { label: 'Profit', value: '—' },
      { label: 'ROI', value: '12.3%' },
    ]);
  });
});
