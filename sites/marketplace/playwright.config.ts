// Browser journeys against the production build served by the real server, in the system Chromium.
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealloop-e2e-'));
const chromium = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((file) => existsSync(file));
const browserHome = mkdtempSync(path.join(os.tmpdir(), 'dealloop-chromium-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI's loaded 2-core machine a journey that waited past its budget gets one more run; the list reporter names
  // it "flaky", and the closing note reports each one. Here (no CI) a journey runs once.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  // Server, two browsers and their pages share two cores: an element can take longer than the default 5 s to appear.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    command: 'node --import tsx ../../server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000, // a busy 2-core machine has needed 81 s to start the server
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '1024',
      SUPPORT_EMAIL: 'support@dealloop.local',
      // Each test calls from its own address (e2e/test.ts), so per-IP limits count tests separately.
      TRUST_PROXY: 'true',
    },
  },
});
