// Vite build of the React 18 host example, served under /react18/ by examples/serve-examples.mjs.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // One React: the SDK's wrapper imports `react`, which must be this app's React 18, not the workspace's 19.
  resolve: { dedupe: ['react', 'react-dom'] },
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
