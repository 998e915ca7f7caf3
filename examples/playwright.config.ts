// Browser journeys of the example host sites: the API server (marketplace + SDK) on one origin, the plain HTML and
// React hosts on another, in the system Chromium. Needs `pnpm build` first (the site and the SDK).
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { API_ORIGIN, API_PORT, HOST_ORIGIN, HOST_PORT } from './e2e/example-origins';

const root = path.resolve(import.meta.dirname, '..');
for (const built of ['sites/marketplace/dist/index.html', 'packages/embed/dist/loader.js']) {
  if (!existsSync(path.join(root, built))) {
    throw new Error(`examples e2e: ${built} is missing; run \`pnpm build\` first.`);
  }
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealloop-examples-e2e-'));
const chromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((file) => existsSync(file));
const browserHome = mkdtempSync(path.join(os.tmpdir(), 'dealloop-examples-chromium-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0, // as the site's journeys: one more run on CI's loaded machine, reported "flaky"
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: HOST_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
      env: { ...process.env, HOME: browserHome, XDG_CONFIG_HOME: browserHome, XDG_CACHE_HOME: browserHome },
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx ../server/src/main.ts',
      url: `${API_ORIGIN}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: API_ORIGIN,
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_COST: '1024',
        SUPPORT_EMAIL: 'support@dealloop.local',
        // Each test calls from its own address (e2e/test.ts), so per-IP limits count tests separately.
        TRUST_PROXY: 'true',
      },
    },
    {
      // The React hosts (React 19 and 18) are built here with the SDK sources of this checkout, then all are served.
      command:
        'pnpm --filter @dealloop/example-react-host --filter @dealloop/example-react18-host build && node serve-examples.mjs',
      url: `${HOST_ORIGIN}/plain/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { EXAMPLES_PORT: String(HOST_PORT), DEALLOOP_ORIGIN: API_ORIGIN },
    },
  ],
});
