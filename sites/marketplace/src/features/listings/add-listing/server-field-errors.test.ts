// The API's 400 answer to a listing, read into messages per field.
import { ApiError } from '@dealloop/client';
import { describe, expect, it } from 'vitest';
import { serverListingErrors } from './server-field-errors';

const refused = (message: string) => new ApiError(400, 'invalid_request', message);

describe('serverListingErrors', () => {
  it('puts each named field’s first message next to it', () => {
    expect(
      serverListingErrors(
        refused(
          'price: Price is required.; beds: Beds must be a whole number.; beds: Beds cannot be negative.',
        ),
      ),
    ).toEqual({
      fields: { price: 'Price is required.', beds: 'Beds must be a whole number.' },
      general: null,
    });
  });

  it('maps an issue inside a field (imageIds.3) to the field', () => {
    expect(serverListingErrors(refused('imageIds.3: Too long.'))?.fields).toEqual({ imageIds: 'Too long.' });
  });

  it('keeps messages about no known field as general', () => {
    expect(serverListingErrors(refused('These photos are not your listing uploads: u1, u2.'))).toEqual({
      fields: {},
      general: 'These photos are not your listing uploads: u1, u2.',
    });
    expect(
      serverListingErrors(refused('status: Nope.; title: Title must be at least 3 characters.')),
    ).toEqual({
      fields: { title: 'Title must be at least 3 characters.' },
      general: 'status: Nope.',
    });
  });

  it('is null for anything but a 400', () => {
    expect(serverListingErrors(new ApiError(401, 'unauthorized', 'title: x'))).toBeNull();
    expect(serverListingErrors(new Error('title: x'))).toBeNull();
  });
});
