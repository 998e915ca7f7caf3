// Preloads of a page's chunks and styles from the build manifest, for the pages named in PAGE_MODULES.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, pagePreloads } from './page-preloads';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_vendor-1.js'], css: ['assets/index-1.css'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'src/features/listings/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['index.html', '_vendor-1.js', '_grid-1.js'],
    css: ['assets/home-page-1.css'],
  },
  '_grid-1.js': {
    file: 'assets/grid-1.js',
    imports: ['_vendor-1.js', '_card-1.js'],
    css: ['assets/grid-1.css'],
  },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_grid-1.js'] },
};
const TEMPLATE =
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css">';

describe('pagePreloads', () => {
  it("preloads the page's chunk, the chunks it imports (once each) and their styles, not what index.html loads", () => {
    expect(pagePreloads('home', MANIFEST, TEMPLATE).split('\n    ')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/grid-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/home-page-1.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/grid-1.css">',
    ]);
  });

  it('preloads nothing for other pages or without a manifest', () => {
    expect(pagePreloads('privacyPolicy', MANIFEST, TEMPLATE)).toBe('');
    expect(pagePreloads('home', {}, TEMPLATE)).toBe('');
  });

  it('names page modules that exist in the site', () => {
    const site = path.resolve(import.meta.dirname, '../../../sites/marketplace');
    for (const module of Object.values(PAGE_MODULES)) expect(existsSync(path.join(site, module!))).toBe(true);
  });
});
