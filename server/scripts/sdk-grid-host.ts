// The stage of the SDK grid bench: the SDK built from this checkout into a temporary folder, the production server
// serving it (SDK_DIR) with its demo data, the demo wholesaler's embed key and business card made through the API,
// and examples/serve-examples.mjs serving the plain HTML wholesaler site on another origin (localhost vs
// 127.0.0.1), its placeholders filled in: the page a wholesaler pastes the widgets into (the page itself never
// cached, its own CSS, script and icon for 5 minutes).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSdk } from '../../packages/embed/scripts/build-sdk';
import { freePort, startProductionServer } from './lighthouse-server';

const repoDir = path.resolve(import.meta.dirname, '../..');
const WHOLESALER = { email: 'wholesaler@dealloop.local', password: 'dealloop-wholesaler' };

/** The running stage. */
export interface GridHost {
  /** The DealLoop origin (API and /sdk/v1/). */
  api: string;
  /** The host page with the pasted widgets, placeholders filled in. */
  pageUrl: string;
  stop: () => Promise<void>;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What the wholesaler writes into the snippets: an embed key for `hostOrigin`, a card slug, their user id. */
async function wholesalerValues(api: string, hostOrigin: string) {
  const signedIn = await call<{ user: { id: string }; session: { accessToken: string } }>(
    `${api}/api/v1/auth/sign-in`,
    { method: 'POST', body: JSON.stringify(WHOLESALER) },
  );
  const headers = { authorization: `Bearer ${signedIn.session.accessToken}` };
  const key = await call<{ key: string }>(`${api}/api/v1/me/embed-keys`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench host', allowedOrigins: [hostOrigin] }),
  });
  const card = await call<{ cardUrl: string }>(`${api}/api/v1/me/business-cards`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      fullName: 'Wade Wholesaler',
      email: 'wade@lonestar.example',
      companyName: 'Lone Star Home Buyers',
    }),
  });
  return { key: key.key, card: card.cardUrl, lister: signedIn.user.id };
}

async function waitForPage(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`serve-examples exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`serve-examples did not answer ${url}`);
}

/** Builds the SDK, starts both servers and prepares the wholesaler's values. */
export async function startGridHost(log: (line: string) => void): Promise<GridHost> {
  const buildDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-sdk-grid-'));
  // dist/ inside a fresh folder: the server looks for released versions beside it and finds none.
  const sdkDir = path.join(buildDir, 'dist');
  log('building the SDK');
  await buildSdk(sdkDir);
  const server = await startProductionServer({ SDK_DIR: sdkDir });
  let examples: ChildProcess | null = null;
  const stop = async () => {
    if (examples && examples.exitCode === null) {
      const exited = new Promise((resolve) => examples?.once('exit', resolve));
      examples.kill('SIGTERM');
      await exited;
    }
    await server.stop();
    await rm(buildDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const hostOrigin = `http://localhost:${port}`;
    examples = spawn(process.execPath, [path.join(repoDir, 'examples/serve-examples.mjs')], {
      // The site's own CSS, script and icon cached as a live site's are (its page is not): on a repeat visit its
      // render-blocking stylesheet would otherwise cost a round trip no SDK can save.
      env: {
        ...process.env,
        EXAMPLES_PORT: String(port),
        EXAMPLES_ASSET_MAX_AGE: '300',
        DEALLOOP_ORIGIN: server.url,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const values = await wholesalerValues(server.url, hostOrigin);
    const pageUrl = `${hostOrigin}/plain/?${new URLSearchParams(values)}`;
    await waitForPage(pageUrl, examples);
    return { api: server.url, pageUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
