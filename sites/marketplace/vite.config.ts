// Vite build of the marketplace site: React + vanilla-extract, hashed assets in dist/, API proxied in dev.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `pnpm dev` (the API server) listens. */
const API_ORIGIN = process.env.DEALLOOP_API_ORIGIN ?? 'http://localhost:3000';

const proxy = Object.fromEntries(
  ['/api', '/storage', '/sitemap.xml', '/robots.txt'].map((path) => [path, { target: API_ORIGIN }]),
);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // Libraries in one long-cached chunk; each page in its own chunk named after its module.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } },
    },
  },
  server: { proxy },
  preview: { proxy },
});
