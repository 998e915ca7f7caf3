// The table of built pages: what matches and what falls through to Not Found.
import { describe, expect, it } from 'vitest';
import { matchSitePage, SITE_PAGES } from './site-pages';

describe('matchSitePage', () => {
  it('matches every built page by its path, with or without a trailing slash', () => {
    for (const page of SITE_PAGES) {
      expect(matchSitePage(page.path)?.key).toBe(page.key);
      expect(matchSitePage(`${page.path}/`)?.key).toBe(page.key);
    }
  });

  it('answers null for paths with no built page', () => {
    expect(matchSitePage('/nowhere')).toBeNull();
    expect(matchSitePage('/auth/extra/segments')).toBeNull();
    expect(matchSitePage('/privacy-policy-x')).toBeNull();
  });
});
