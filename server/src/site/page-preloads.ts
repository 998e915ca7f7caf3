// Preloads written into the pages that matter most for a first visit (home, search, a listing): the page's own
// chunk, the chunks it imports and its styles, from Vite's build manifest, so they download beside the entry's
// scripts instead of after them (each page is a lazily loaded chunk of sites/marketplace/src/app/page-components.ts).
import type { SitePageKey } from '@dealloop/core';
import type { ManifestChunk } from './site-bundle';

/** The source module of each preloaded page, as the manifest names it (sites/marketplace/src/app/page-components.ts). */
export const PAGE_MODULES: Partial<Record<SitePageKey, string>> = {
  home: 'src/features/listings/home/home-page.tsx',
  properties: 'src/features/listings/search/properties-page.tsx',
  property: 'src/features/listings/listing-page/property-page.tsx',
  propertyAlias: 'src/features/listings/listing-page/property-page.tsx',
  propertySeo: 'src/features/listings/listing-page/property-page.tsx',
};

/**
 * `<link rel="modulepreload">` for the page's chunk and every chunk it imports, and `<link rel="preload" as="style">`
 * for their styles, leaving out what `template` (the built index.html) already loads; '' for other pages.
 */
export function pagePreloads(
  key: SitePageKey,
  manifest: Readonly<Record<string, ManifestChunk>>,
  template: string,
): string {
  const start = PAGE_MODULES[key];
  if (!start || !manifest[start]) return '';
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (seen.has(id) || !chunk) return;
    seen.add(id);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  const missing = (file: string) => !template.includes(`/${file}"`);
  return [
    ...scripts.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.filter(missing).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('\n    ');
}
