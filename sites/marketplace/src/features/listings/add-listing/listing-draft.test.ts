// The Add Listing draft: amounts as typed, the API body, and the figures the listing will show.
import { describe, expect, it } from 'vitest';
import {
  draftBody,
  draftFigures,
  draftInput,
  EMPTY_DRAFT,
  isDraftTouched,
  parseAmount,
} from './listing-draft';

describe('parseAmount', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['150000', 150_000],
    ['$150,000', 150_000],
    [' 2.5 ', 2.5],
    ['.5', 0.5],
    ['-3', -3],
  ])('reads %j as %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['150k', '1e5', 'three', '1.2.3', '--1'])('reads %j as not a number', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});

const draft = {
  ...EMPTY_DRAFT,
  title: '  Duplex near campus ',
  location: ' 12 Elm St, Waco, TX ',
  propertyType: 'multi_family' as const,
  price: '$120,000',
  arv: '200,000',
};

describe('draft', () => {
  it('becomes the API body: trimmed texts, numbers, null for blanks, the photos in order', () => {
    expect(draftBody(draft, ['u2', 'u1'])).toEqual({
      title: 'Duplex near campus',
      description: null,
      location: '12 Elm St, Waco, TX',
      price: 120_000,
      beds: null,
      baths: null,
      sqft: null,
      lotSize: null,
      propertyType: 'multi_family',
      arv: 200_000,
      repairCost: null,
      imageIds: ['u2', 'u1'],
    });
  });

  it('is read by the rules with parsed numbers and the photo count', () => {
    expect(draftInput({ ...draft, beds: 'x' }, 3)).toMatchObject({
      title: draft.title,
      propertyType: 'multi_family',
      price: 120_000,
      beds: Number.NaN,
      baths: null,
      photoCount: 3,
    });
    expect(draftInput(EMPTY_DRAFT, 0).propertyType).toBeNull();
  });

  it('has figures once the price and ARV are numbers; missing repairs count as 0', () => {
    expect(draftFigures(EMPTY_DRAFT)).toBeNull();
    expect(draftFigures({ ...draft, arv: '' })).toBeNull();
    expect(draftFigures({ ...draft, arv: 'lots' })).toBeNull();
    expect(draftFigures(draft)).toEqual({ profit: 80_000, roi: (80_000 / 120_000) * 100 });
    expect(draftFigures({ ...draft, repairCost: '40,000' })).toEqual({ profit: 40_000, roi: 25 });
    expect(draftFigures({ ...draft, price: '0', arv: '1000' })).toEqual({ profit: 1000, roi: null });
  });

  it('is touched once anything but blanks is typed', () => {
    expect(isDraftTouched(EMPTY_DRAFT)).toBe(false);
    expect(isDraftTouched({ ...EMPTY_DRAFT, title: '  ' })).toBe(false);
    expect(isDraftTouched({ ...EMPTY_DRAFT, beds: '2' })).toBe(true);
    expect(isDraftTouched({ ...EMPTY_DRAFT, propertyType: 'land' })).toBe(true);
  });
});
