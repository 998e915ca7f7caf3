// One vitest run for the workspace: unit tests of every package, React components in jsdom, and the API suite
// on SQLite and on Postgres.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { postgresProject } from './server/test/postgres-availability.ts';

export default defineConfig(async () => ({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'web',
          include: ['packages/*/src/**/*.test.tsx', 'sites/*/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'api-sqlite',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { TEST_DATABASE: 'sqlite' },
          testTimeout: 20_000,
        },
      },
      ...(await postgresProject()),
    ],
  },
}));
