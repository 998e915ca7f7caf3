// The spec's geocoding server functions with their exact shapes, on the offline gazetteer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const geocode = (json: unknown) => t.call('POST', '/api/v1/functions/geocode-location', { json });

describe('geocode-location', () => {
  it('answers {query} with suggestions that carry place_name only', async () => {
    const res = await geocode({ query: 'dall' });
    expect(res.status).toBe(200);
    expect(res.data.suggestions[0]).toEqual({ place_name: 'Dallas, TX' });
    const zip = await geocode({ query: '10001' });
    expect(zip.data.suggestions.map((s: { place_name: string }) => s.place_name)).toContain(
      'New York, NY 10001',
    );
    const county = await geocode({ query: 'cook county' });
    expect(county.data.suggestions[0].place_name).toBe('Cook County, IL');
  });

  it('answers a query under 2 characters with no suggestions', async () => {
    expect((await geocode({ query: 'd' })).data).toEqual({ suggestions: [] });
  });

  it('answers {location} with coordinates, and 404 when the place is unknown', async () => {
    const res = await geocode({ location: '123 Main St, Dallas, TX 75201' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(['lat', 'lng']);
    expect(res.data.lat).toBeCloseTo(32.79, 1);
    const missing = await geocode({ location: 'Atlantis, ZZ' });
    expect(missing.status).toBe(404);
    expect(missing.data.error.code).toBe('location_not_found');
  });

  it('refuses a body that is neither shape', async () => {
    for (const body of [{}, { query: 5 }, { query: 'a', location: 'b' }, { place: 'x' }]) {
      const res = await geocode(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('reverse-geocode', () => {
  it('answers features with the nearest place first', async () => {
    const res = await t.call('POST', '/api/v1/functions/reverse-geocode', {
      json: { longitude: -73.9972, latitude: 40.7506 },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ features: [{ place_name: 'New York, NY' }] });
  });

  it('answers no features far from any US place, and 400 for impossible coordinates', async () => {
    const ocean = await t.call('POST', '/api/v1/functions/reverse-geocode', {
      json: { longitude: -40, latitude: 30 },
    });
    expect(ocean.data).toEqual({ features: [] });
    const bad = await t.call('POST', '/api/v1/functions/reverse-geocode', {
      json: { longitude: 500, latitude: 0 },
    });
    expect(bad.status).toBe(400);
  });
});
