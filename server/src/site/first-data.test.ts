// The requests each page's first data answers, and the preload of a listing's first photo.
import { describe, expect, it } from 'vitest';
import { firstDataRequests, listingFirstPaint, listingPhotoPreload, renderFirstData } from './first-data';

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

describe('listingFirstPaint', () => {
  const listing = {
    title: 'Duplex "A" <b>',
    location: 'Dallas, TX 75201',
    price: 150_000,
    beds: 3,
    baths: 2,
    sqft: 1450,
    lotSize: null,
    arv: 240_000,
    repairCost: 30_000,
    profitPotential: 60_000,
    roi: 25,
    description: 'Roof <2019>.',
  };

  it("paints a listing's first photo with the gallery's srcset, sizes and text, then its content, escaped", () => {
    const html = listingFirstPaint({
      '/api/v1/properties/abcd1234': { ...listing, images: [photo('https://x.test/a'), photo('b')] },
    });
    expect(html).toBe(
      '<div class="app-shell-page"><div class="app-shell-back"></div><div class="app-shell-photo"><img src="https://x.test/a-full.webp" srcset="https://x.test/a-thumb.webp 400w, https://x.test/a-card.webp 800w, https://x.test/a-full.webp 1600w" sizes="(min-width: 960px) 800px, 100vw" fetchpriority="high" alt="Duplex &quot;A&quot; &lt;b&gt; (1 of 2)"></div>' +
        '<div class="app-shell-listing"><h1>Duplex "A" &lt;b&gt;</h1><p>Dallas, TX 75201</p><p class="app-shell-price">Asking price <strong>$150,000</strong></p>' +
        '<ul class="app-shell-facts" aria-label="Property facts"><li>3 beds</li><li>2 baths</li><li>1,450 sqft</li></ul>' +
        '<dl class="app-shell-facts"><div><dt>ARV</dt><dd>$240,000</dd></div><div><dt>Repairs</dt><dd>$30,000</dd></div><div><dt>Profit</dt><dd>$60,000</dd></div><div><dt>ROI</dt><dd>25.0%</dd></div></dl>' +
        '<p>Roof &lt;2019&gt;.</p></div></div>',
    );
  });

  it('paints the content without a photo, and nothing for a search', () => {
    const html = listingFirstPaint({ '/api/v1/properties/abcd1234': { ...listing, images: [] } });
    expect(html).not.toContain('app-shell-photo');
    expect(html).toContain('<h1>Duplex "A" &lt;b&gt;</h1>');
    expect(listingFirstPaint({ '/api/v1/properties?limit=20': { images: [photo('a')] } })).toBe('');
  });
});
