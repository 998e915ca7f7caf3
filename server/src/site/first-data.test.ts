// The requests each page's first data answers, and the preload of a listing's first photo.
import { describe, expect, it } from 'vitest';
import {
  firstDataRequests,
  listingPhotoFirstPaint,
  listingPhotoPreload,
  renderFirstData,
} from './first-data';

const photo = (base: string) => ({
  thumb: `${base}-thumb.webp`,
  card: `${base}-card.webp`,
  full: `${base}-full.webp`,
});

describe('firstDataRequests', () => {
  it('asks what each page shows first, with the query the site sends', () => {
    expect(firstDataRequests({ key: 'home', params: {} }, '')).toEqual([
      '/api/v1/properties?sort=newest&limit=20',
    ]);
    expect(firstDataRequests({ key: 'propertySeo', params: { shortId: 'abcd1234' } }, '')).toEqual([
      '/api/v1/properties/abcd1234',
    ]);
    const [search] = firstDataRequests(
      { key: 'properties', params: {} },
      '?location=Boise&maxPrice=200000&x=1',
    );
    const query = new URL(search!, 'http://x').searchParams;
    expect([...query.keys()].sort()).toEqual(['limit', 'location', 'maxPrice']);
    expect(firstDataRequests({ key: 'privacyPolicy', params: {} }, '')).toEqual([]);
  });
});

describe('listingPhotoPreload', () => {
  it("preloads a listing's first photo with every variant and its width", () => {
    const link = listingPhotoPreload({
      '/api/v1/properties/abcd1234': { images: [photo('https://x.test/a"b'), photo('https://x.test/c')] },
    });
    expect(link).toBe(
      '<link rel="preload" as="image" imagesrcset="https://x.test/a&quot;b-thumb.webp 400w, https://x.test/a&quot;b-card.webp 800w, https://x.test/a&quot;b-full.webp 1600w" imagesizes="(min-width: 960px) 800px, 100vw" fetchpriority="high">',
    );
  });

  it('preloads nothing without photos or for a search', () => {
    expect(listingPhotoPreload({ '/api/v1/properties/abcd1234': { images: [] } })).toBe('');
    expect(listingPhotoPreload({ '/api/v1/properties?limit=20': { images: [photo('a')] } })).toBe('');
    expect(renderFirstData({})).toBe('');
  });
});

describe('listingPhotoFirstPaint', () => {
  it("paints a listing's first photo with the gallery's srcset, sizes and text, escaped", () => {
    const html = listingPhotoFirstPaint({
      '/api/v1/properties/abcd1234': {
        title: 'Duplex "A" <b>',
        images: [photo('https://x.test/a'), photo('b')],
      },
    });
    expect(html).toBe(
      '<div class="app-shell-page"><div class="app-shell-back"></div><div class="app-shell-photo"><img src="https://x.test/a-full.webp" srcset="https://x.test/a-thumb.webp 400w, https://x.test/a-card.webp 800w, https://x.test/a-full.webp 1600w" sizes="(min-width: 960px) 800px, 100vw" fetchpriority="high" alt="Duplex &quot;A&quot; &lt;b&gt; (1 of 2)"></div></div>',
    );
  });

  it('paints nothing without photos or for a search', () => {
    expect(listingPhotoFirstPaint({ '/api/v1/properties/abcd1234': { title: 'x', images: [] } })).toBe('');
    expect(listingPhotoFirstPaint({ '/api/v1/properties?limit=20': { images: [photo('a')] } })).toBe('');
  });
});
