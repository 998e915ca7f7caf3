// Vite build of the marketplace site: React + vanilla-extract, hashed assets in dist/, API proxied in dev.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `pnpm dev` (the API server) listens. */
const API_ORIGIN = process.env.DEALLOOP_API_ORIGIN ?? 'http://localhost:3000';

/** Libraries only the lazily loaded US atlas uses (src/maps/us-atlas-data.ts). */
const MAP_LIBRARIES =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:us-atlas|d3-geo|d3-array|topojson-client)[\\/@]/;

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
    // The US atlas data (us-atlas counties, ~820 kB, 270 kB gzipped) is one lazy chunk that only map pages load.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Libraries in one long-cached chunk, except the maps' (the atlas data and its geometry code load with
      // the first map, never with the first page); each page in its own chunk named after its module.
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: (id) => id.includes('node_modules') && !MAP_LIBRARIES.test(id) }],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
