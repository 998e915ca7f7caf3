// buyerMatch: each criterion met or not, explained, and the score.
import { describe, expect, it } from 'vitest';
import { buyerMatch } from './buyer-match';
import { buyerProblems, parseMarket } from './buyers-list';

const listing = { city: 'Dallas', state: 'TX', price: 150_000, propertyType: 'single_family' };
const buyer = {
  markets: ['Dallas, TX'],
  minPrice: 100_000,
  maxPrice: 200_000,
  propertyTypes: ['single_family'],
};

describe('buyerMatch', () => {
  it('scores 100 and matches when market, price and type all fit', () => {
    const match = buyerMatch(buyer, listing);
    expect(match.score).toBe(100);
    expect(match.matches).toBe(true);
    expect(match.criteria.map((c) => c.explanation)).toEqual([
      'Dallas, TX is in the buyer’s market Dallas, TX.',
      '$150,000 fits the buyer’s price range.',
      'The buyer buys Single Family.',
    ]);
  });

  it('explains each criterion that fails', () => {
    const match = buyerMatch(
      { markets: ['Houston, TX', 'OK'], minPrice: 200_000, maxPrice: null, propertyTypes: ['condo'] },
      listing,
    );
    expect(match.score).toBe(0);
    expect(match.matches).toBe(false);
    expect(match.criteria).toEqual([
      {
        criterion: 'market',
        label: 'Market',
        met: false,
        explanation: 'Dallas, TX is outside the buyer’s markets.',
      },
      {
        criterion: 'price',
        label: 'Price',
        met: false,
        explanation: '$150,000 is below the buyer’s minimum of $200,000.',
      },
      {
        criterion: 'propertyType',
        label: 'Property type',
        met: false,
        explanation: 'The buyer does not buy Single Family.',
      },
    ]);
  });

  it('takes a whole state, any price and any type; a city must be the same (any case)', () => {
    const open = { markets: ['TX'], minPrice: null, maxPrice: null, propertyTypes: [] };
    expect(buyerMatch(open, listing).score).toBe(100);
    expect(buyerMatch({ ...open, markets: ['dallas, tx'] }, listing).matches).toBe(true);
    expect(buyerMatch({ ...open, markets: ['Austin, TX'] }, listing).score).toBe(67);
    expect(buyerMatch({ ...open, maxPrice: 149_999 }, listing).criteria[1]?.explanation).toBe(
      '$150,000 is above the buyer’s maximum of $149,999.',
    );
    expect(buyerMatch(open, { ...listing, state: null }).criteria[0]?.met).toBe(false);
  });
});

describe('buyer rules', () => {
  it('reads markets as a state code or a city and state', () => {
    expect(parseMarket(' tx ')).toEqual({ state: 'TX', city: null });
    expect(parseMarket('Fort  Worth,tx')).toEqual({ state: 'TX', city: 'Fort Worth' });
    expect(parseMarket('Texas')).toBeNull();
    expect(parseMarket(', TX')).toBeNull();
    expect(parseMarket('a, b, TX')).toBeNull();
  });

  it('needs a name, an email and a market; a phone is 10 digits when given', () => {
    const fields = {
      name: ' ',
      email: 'x',
      phone: '12',
      markets: [],
      minPrice: null,
      maxPrice: null,
      propertyTypes: [],
      proofOfFunds: false,
    };
    expect(buyerProblems(fields)).toHaveLength(4);
    expect(
      buyerProblems({ ...fields, name: 'Ann', email: 'ann@example.com', phone: '', markets: ['GA'] }),
    ).toEqual([]);
  });
});
