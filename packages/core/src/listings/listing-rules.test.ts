import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LISTING_LIMITS,
  LISTING_MESSAGES,
  LISTING_NUMBER_RULES,
  type ListingInput,
  listingNumberProblem,
  listingProblems,
} from './listing-rules';

const valid: ListingInput = {
  title: 'Brick ranch',
  description: 'Needs paint.',
  location: 'Boise, ID',
  propertyType: 'single_family',
  price: 150_000,
  beds: 3,
  baths: 2.5,
  sqft: 1400,
  lotSize: 8712,
  arv: 240_000,
  repairCost: 30_000,
  photoCount: 2,
};

describe('listing rules', () => {
  it('accepts a complete listing, and one with only the required fields', () => {
    expect(listingProblems(valid)).toEqual({});
    expect(listingProblems({ title: 'Lot', location: 'Waco, TX', propertyType: 'land', price: 1 })).toEqual(
      {},
    );
  });

  it('names every broken field with its message', () => {
    expect(
      listingProblems({
        title: '  ab ',
        description: 'x'.repeat(LISTING_LIMITS.descriptionMaxLength + 1),
        location: ' ',
        propertyType: '',
        price: null,
        beds: 2.5,
        baths: 1.25,
        sqft: -1,
        lotSize: Number.NaN,
        arv: 100_000_001,
        repairCost: 10.5,
        photoCount: LISTING_LIMITS.maxPhotos + 1,
      }),
    ).toEqual({
      title: 'Title must be at least 3 characters.',
      description: 'Description must be at most 5,000 characters.',
      location: 'Enter the property address or at least its city and state.',
      propertyType: 'Choose a property type.',
      price: 'Price is required.',
      beds: 'Beds must be a whole number.',
      baths: 'Baths go in steps of 0.5.',
      sqft: 'Square feet cannot be negative.',
      lotSize: 'Lot size must be a number.',
      arv: 'ARV is too large.',
      repairCost: 'Repair cost must be a whole number of dollars.',
      imageIds: 'At most 30 photos.',
    });
  });

  it('limits the title and location lengths after trimming', () => {
    expect(listingProblems({ ...valid, title: ` ${'t'.repeat(120)} ` }).title).toBeUndefined();
    expect(listingProblems({ ...valid, title: 't'.repeat(121) }).title).toBe(LISTING_MESSAGES.titleTooLong);
    expect(listingProblems({ ...valid, location: 'l'.repeat(201) }).location).toBe(
      LISTING_MESSAGES.locationTooLong,
    );
  });

  it('optional numbers may be missing; the price may not', () => {
    for (const field of ['beds', 'baths', 'sqft', 'lotSize', 'arv', 'repairCost'] as const) {
      expect(listingNumberProblem(field, null)).toBeNull();
    }
    expect(listingNumberProblem('price', undefined)).toBe(LISTING_MESSAGES.required('Price'));
  });

  it('refuses an asking price of 0 or less, naming the price; other amounts may be 0', () => {
    expect(listingNumberProblem('price', 0)).toBe('Price must be more than $0.');
    expect(listingNumberProblem('price', -1)).toBe('Price cannot be negative.');
    expect(listingNumberProblem('price', 1)).toBeNull();
    expect(listingNumberProblem('arv', 0)).toBeNull();
    expect(listingNumberProblem('repairCost', 0)).toBeNull();
    expect(listingNumberProblem('repairCost', -1)).toBe('Repair cost cannot be negative.');
  });

  it('checks the step before the sign, like the API', () => {
    expect(listingNumberProblem('beds', -1.5)).toBe('Beds must be a whole number.');
    expect(listingNumberProblem('beds', -1)).toBe('Beds cannot be negative.');
  });

  it('accepts every value in range and step, and refuses every value above the max', () => {
    for (const [field, rule] of Object.entries(LISTING_NUMBER_RULES)) {
      const name = field as keyof typeof LISTING_NUMBER_RULES;
      const units = rule.step === 'half' ? 2 : 1;
      fc.assert(
        fc.property(fc.integer({ min: 'positive' in rule ? units : 0, max: rule.max * units }), (n) => {
          expect(listingNumberProblem(name, n / units)).toBeNull();
        }),
      );
      fc.assert(
        fc.property(fc.integer({ min: rule.max + 1, max: rule.max * 10 }), (n) => {
          expect(listingNumberProblem(name, n)).toMatch(/too large/);
        }),
      );
    }
  });
});
