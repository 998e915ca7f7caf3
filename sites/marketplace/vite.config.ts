// Vite build of the marketplace site: React + vanilla-extract, hashed assets in dist/, API proxied in dev.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `pnpm dev` (the API server) listens. */
const API_ORIGIN = process.env.DEALLOOP_API_ORIGIN ?? 'http://localhost:3000';

/** React, its DOM renderer and the stores: what every page runs, in one long-cached chunk. */
const FRAMEWORK = /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler|zustand)[\\/@]/;

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
      // The framework in one long-cached chunk; every other library goes with the chunks that use it (the maps'
      // atlas data and geometry with the first map, the QR code's with the card pages), never with the first
      // page; each page in its own chunk named after its module.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: FRAMEWORK },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
