// Vite build of the React host example: a customer's app, served under /react/ by examples/serve-examples.mjs.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Relative asset URLs, so the built app works under any path (/react/ in the journeys).
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
