// A test app serving a minimal built site (an index.html with the head marker), for the page-head tests.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app';

/** The test app over a temporary site folder, with `page()` reading one page's status and HTML. */
export interface SiteTestApp {
  t: TestApp;
  page(pathname: string): Promise<{ status: number; html: string }>;
  /** Closes the app and removes the site folder. */
  close(): Promise<void>;
}

/** Starts a test app whose SITE_DIR holds only an index.html with the head and first paint markers. */
export async function createSiteTestApp(): Promise<SiteTestApp> {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-site-'));
  await writeFile(
    path.join(siteDir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-first-paint--></div></body></html>',
  );
  const t = await createTestApp({ SITE_DIR: siteDir });
  return {
    t,
    async page(pathname) {
      const res = await t.app.request(pathname);
      return { status: res.status, html: await res.text() };
    },
    async close() {
      await t.close();
      await rm(siteDir, { recursive: true, force: true });
    },
  };
}
