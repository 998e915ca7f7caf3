import { describe, expect, it } from 'vitest';
import { listingPhotoAlt } from './listing-photos';

describe('listingPhotoAlt', () => {
  it('names the photo by the listing and its place among the photos', () => {
    expect(listingPhotoAlt('Brick ranch', 2, 4)).toBe('Brick ranch (2 of 4)');
  });
});
