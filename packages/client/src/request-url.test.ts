// Request URLs: base URL joining and the query string.
import { describe, expect, it } from 'vitest';
import { buildRequestUrl } from './request-url';

describe('buildRequestUrl', () => {
  it('joins the base URL and the path, same origin when the base is empty', () => {
    expect(buildRequestUrl('', '/api/v1/listings')).toBe('/api/v1/listings');
    expect(buildRequestUrl('https://dealloop.example/', '/api/v1/listings')).toBe(
      'https://dealloop.example/api/v1/listings',
    );
    expect(buildRequestUrl('https://dealloop.example', 'api/v1/listings')).toBe(
      'https://dealloop.example/api/v1/listings',
    );
  });

  it('encodes the query, leaving out undefined and null values', () => {
    const url = buildRequestUrl('', '/api/v1/properties', {
      q: 'Dallas, TX',
      minPrice: 50000,
      cashOnly: true,
      draft: false,
      page: undefined,
      state: null,
      tag: 'a&b=c',
    });
    expect(url).toBe(
      '/api/v1/properties?q=Dallas%2C+TX&minPrice=50000&cashOnly=true&draft=false&tag=a%26b%3Dc',
    );
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({
      q: 'Dallas, TX',
      minPrice: '50000',
      cashOnly: 'true',
      draft: 'false',
      tag: 'a&b=c',
    });
  });

  it('adds no question mark for an empty query and extends a path that has one', () => {
    expect(buildRequestUrl('', '/a', {})).toBe('/a');
    expect(buildRequestUrl('', '/a', { x: undefined })).toBe('/a');
    expect(buildRequestUrl('', '/a?sort=new', { page: 2 })).toBe('/a?sort=new&page=2');
  });
});
