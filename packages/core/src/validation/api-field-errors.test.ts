import { describe, expect, it } from 'vitest';
import { apiFieldErrors } from './api-field-errors';

describe('apiFieldErrors', () => {
  it('reads the reason of each named field', () => {
    expect(
      apiFieldErrors(
        'website: Enter a website address starting with http:// or https://.; phone: Enter a 10-digit US phone number, as in (555) 123-4567.',
      ),
    ).toEqual({
      website: 'Enter a website address starting with http:// or https://.',
      phone: 'Enter a 10-digit US phone number, as in (555) 123-4567.',
    });
    expect(apiFieldErrors('criteria.location: Too long')).toEqual({ 'criteria.location': 'Too long' });
  });

  it('is empty for a message naming no field', () => {
    expect(apiFieldErrors('Please fill in all required fields')).toEqual({});
  });
});
