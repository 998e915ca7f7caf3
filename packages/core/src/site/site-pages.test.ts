// The table of built pages: what matches and what falls through to Not Found.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchSitePage, SITE_PAGES } from './site-pages';
import { propertySeoPath, propertyShortId } from './slugs';

describe('matchSitePage', () => {
  it('matches every built page by its path, with or without a trailing slash', () => {
    for (const page of SITE_PAGES) {
      if ('pattern' in page) continue;
      expect(matchSitePage(page.path)?.key).toBe(page.key);
      expect(matchSitePage(`${page.path}/`)?.key).toBe(page.key);
    }
  });

  it('matches the listing pages and yields their id or short id', () => {
    expect(matchSitePage('/property/0193a5c0-1234')).toEqual({
      key: 'property',
      params: { id: '0193a5c0-1234' },
    });
    expect(matchSitePage('/properties/abc12345/')).toEqual({
      key: 'propertyAlias',
      params: { id: 'abc12345' },
    });
  });

  it('matches a listing SEO path by its prefix pattern and yields the short id', () => {
    const path = propertySeoPath({
      id: '0193a5c0-0000-7000-8000-00001234abcd',
      location: 'Austin, TX 78701',
    });
    expect(matchSitePage(path)).toEqual({ key: 'propertySeo', params: { shortId: '1234abcd' } });
    expect(matchSitePage(`${path}/`)?.key).toBe('propertySeo');
    expect(matchSitePage('/real-estate-wholesale-investment-property-1234abcd')).toEqual({
      key: 'propertySeo',
      params: { shortId: '1234abcd' },
    });
    fc.assert(
      fc.property(fc.uuid(), fc.string(), (id, location) => {
        const seo = propertySeoPath({ id, location });
        expect(matchSitePage(seo)).toEqual({ key: 'propertySeo', params: { shortId: propertyShortId(id) } });
      }),
    );
  });

  it('does not take other one-segment paths for a listing', () => {
    expect(matchSitePage('/real-estate-wholesale-investment-property-')).toBeNull();
    expect(matchSitePage('/real-estate-wholesale-investment-property-austin-tx-1234')).toBeNull();
    expect(matchSitePage('/some-other-page-1234abcd')).toBeNull();
    expect(matchSitePage('/real-estate-wholesale-investment-property-austin-1234abcd/extra')).toBeNull();
  });

  it('answers null for paths with no built page', () => {
    expect(matchSitePage('/nowhere')).toBeNull();
    expect(matchSitePage('/auth/extra/segments')).toBeNull();
    expect(matchSitePage('/privacy-policy-x')).toBeNull();
  });
});
