// One vitest run for the workspace: unit tests of every package, React components in jsdom, and the API suite
// on SQLite and on Postgres.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { preactAliases } from './packages/embed/scripts/preact-aliases.mjs';
import { postgresProject } from './server/test/postgres-availability.ts';

export default defineConfig(async () => ({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'examples/*/*.test.ts'],
          exclude: [...configDefaults.exclude, 'packages/embed/**'],
          environment: 'node',
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'web',
          include: [
            'packages/*/src/**/*.test.tsx',
            'sites/*/src/**/*.test.{ts,tsx}',
            'sites/*/scripts/*.test.ts',
          ],
          setupFiles: ['sites/marketplace/src/test/testing-library-setup.ts'],
          // A component test types and clicks as a user does; on a busy 2-core machine one can take several seconds.
          testTimeout: 15_000,
          // The SDK's widgets run on preact (project `embed`); only its React wrapper is tested with React.
          exclude: [...configDefaults.exclude, 'packages/embed/src/**/!(react).test.tsx'],
          environment: 'jsdom',
        },
      },
      {
        // The embeddable SDK: widgets on preact/compat in jsdom, its snippets and loader, its built bundle sizes.
        plugins: [vanillaExtractPlugin()],
        resolve: { alias: preactAliases() },
        test: {
          name: 'embed',
          include: ['packages/embed/src/**/*.test.{ts,tsx}', 'packages/embed/scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'packages/embed/src/react.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['packages/embed/src/test-support/preact-frames.ts'],
          testTimeout: 20_000,
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
