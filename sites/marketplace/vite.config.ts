// Vite build of the marketplace site: React + vanilla-extract, hashed assets in dist/, API proxied in dev.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `pnpm dev` (the API server) listens. */
const API_ORIGIN = process.env.DEALLOOP_API_ORIGIN ?? 'http://localhost:3000';

/** React, its DOM renderer and the stores: what every page runs, in one long-cached chunk. */
const FRAMEWORK = /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler|zustand)[\\/@]/;

/**
 * What the home, search and listing pages all show: the listing card and its figures, the favorite heart, the
 * listing's formats, the listings calls and the data-loading hook. One chunk, so each first page loads it once rather than as a dozen
 * small chunks (or copies in each page's chunk).
 */
const LISTING_CARDS = new RegExp(
  [
    'packages/ui/src/(property-card|listing-numbers|visually-hidden)\\.tsx',
    'packages/core/src/listings/(listing-vocabulary|property-format|listing-age-label|listing-badge|favorites)\\.ts',
    'packages/core/src/search/(distance|location-search)\\.ts',
    'packages/contract/src/(listings/listings|listings/listing-edits|counties/counties|geocoding/geocoding|favorites/favorites)-endpoints\\.ts',
    'sites/marketplace/src/features/listings/(listings-api|browser-location|search-return|property|property-grid)\\.tsx?',
    'sites/marketplace/src/features/favorites/(favorites-api|favorites-store|use-favorites|card-favorite-button)\\.tsx?',
    'sites/marketplace/src/components/heart-icon\\.tsx',
    'sites/marketplace/src/(app/use-api-resource|features/alerts/use-live-reload)\\.ts',
  ].join('|'),
);
const listingCard = (id: string) => LISTING_CARDS.test(id.replaceAll('\\', '/'));

/** Modules of packages/ui (workspace sources); its extracted styles (`*.vanilla.css`) are not among them. */
const UI_SOURCES = /[\\/]packages[\\/]ui[\\/]src[\\/].*\.tsx?$/;

const proxy = Object.fromEntries(
  ['/api', '/storage', '/sdk', '/sitemap.xml', '/robots.txt'].map((path) => [path, { target: API_ORIGIN }]),
);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the chunks and styles of each page module, which the server preloads with the
    // page (server/src/site/page-preloads.ts).
    manifest: true,
    // The US atlas data (us-atlas counties, ~820 kB, 270 kB gzipped) is one lazy chunk that only map pages load.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // @dealloop/ui declares no `sideEffects`; its modules have none but their styles, so a page loads only the
      // components it imports (and their libraries, such as the QR code's), not the whole package.
      treeshake: {
        moduleSideEffects: (id: string) =>
          UI_SOURCES.test(id) && !id.includes('.vanilla.css') ? false : undefined,
      },
      // The framework in one long-cached chunk; the listing cards' modules in one chunk the first pages share;
      // every other library goes with the chunks that use it (the maps' atlas data and geometry with the first
      // map, the QR code's with the card pages), never with the first page; each page in its own chunk named
      // after its module.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: FRAMEWORK },
            { name: 'shell', tags: ['$initial'] },
            // After the shell: what the entry imports stays in it.
            { name: 'listing-cards', test: listingCard },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
