// Static server of the example host sites (plain HTML at /plain/, the built React apps at /react/ and /react18/), on an origin
// other than the API's, filling in the placeholders a customer would replace by hand.
//
//   node examples/serve-examples.mjs          (EXAMPLES_PORT=4393, DEALLOOP_ORIGIN=http://localhost:3000)
//
// Placeholders in .html, .js and .css files: %DEALLOOP_ORIGIN% (the SDK and API origin), %DEALLOOP_EMBED_KEY%,
// %DEALLOOP_CARD% (a business card slug or id) and %DEALLOOP_LISTER% (a user id). Each takes its value from the
// request's query (`origin`, `key`, `card`, `lister`), then from the query of the page that asked for the file
// (its Referer, so a page's scripts get the page's values), then from the environment (DEALLOOP_ORIGIN,
// DEALLOOP_EMBED_KEY, DEALLOOP_CARD, DEALLOOP_LISTER).
//
// Every answer is `no-store` by default (the journeys change values between pages). EXAMPLES_ASSET_MAX_AGE (seconds)
// lets a browser keep the sites' own styles, scripts and images that long, as a live site's are, pages still
// `no-store` (`pnpm bench:sdk-grid` measures repeat visits so); a file with placeholders varies by Referer.
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const HERE = import.meta.dirname;
const ROOTS = {
  '/plain/': path.join(HERE, 'plain-html'),
  '/react/': path.join(HERE, 'react-host', 'dist'),
  '/react18/': path.join(HERE, 'react18-host', 'dist'),
};
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};
const TEXT = new Set(['.html', '.js', '.mjs', '.css']);
const PLACEHOLDERS = {
  origin: { token: '%DEALLOOP_ORIGIN%', env: 'DEALLOOP_ORIGIN', fallback: 'http://localhost:3000' },
  key: { token: '%DEALLOOP_EMBED_KEY%', env: 'DEALLOOP_EMBED_KEY', fallback: '' },
  card: { token: '%DEALLOOP_CARD%', env: 'DEALLOOP_CARD', fallback: '' },
  lister: { token: '%DEALLOOP_LISTER%', env: 'DEALLOOP_LISTER', fallback: '' },
};
/** Values end up in attributes, scripts and a CSP: only URL-safe characters are accepted. */
const SAFE_VALUE = /^[A-Za-z0-9_.:/@-]*$/;

/** The query of the Referer when it is a page of this server, else an empty one. */
function refererQuery(req, self) {
  try {
    const referer = new URL(req.headers.referer ?? '');
    return referer.origin === self.origin ? referer.searchParams : new URLSearchParams();
  } catch {
    return new URLSearchParams();
  }
}

/** The placeholder values for one request, or null when one of them holds characters outside SAFE_VALUE. */
function placeholderValues(req, url) {
  const fromPage = refererQuery(req, url);
  const values = {};
  for (const [name, { env, fallback }] of Object.entries(PLACEHOLDERS)) {
    const value = url.searchParams.get(name) ?? fromPage.get(name) ?? process.env[env] ?? fallback;
    if (!SAFE_VALUE.test(value)) return null;
    values[name] = name === 'origin' ? value.replace(/\/+$/, '') : value;
  }
  return values;
}

/** The file a path maps to (index.html for a folder), or null outside the example roots. */
function fileFor(pathname) {
  for (const [prefix, root] of Object.entries(ROOTS)) {
    if (!pathname.startsWith(prefix)) continue;
    const relative = decodeURIComponent(pathname.slice(prefix.length)) || 'index.html';
    const file = path.resolve(root, relative.endsWith('/') ? `${relative}index.html` : relative);
    return file === root || file.startsWith(`${root}${path.sep}`) ? file : null;
  }
  return null;
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

const ASSET_MAX_AGE = Number(process.env.EXAMPLES_ASSET_MAX_AGE ?? 0);

/** Caching of a file: `no-store`, or with EXAMPLES_ASSET_MAX_AGE a while for what is not a page. */
function cachingOf(extension) {
  if (!(ASSET_MAX_AGE > 0) || extension === '.html') return { 'Cache-Control': 'no-store' };
  const caching = { 'Cache-Control': `public, max-age=${ASSET_MAX_AGE}` };
  return TEXT.has(extension) ? { ...caching, Vary: 'Referer' } : caching;
}

function send(res, status, type, body, caching = { 'Cache-Control': 'no-store' }) {
  res.writeHead(status, { 'Content-Type': type, ...caching, 'X-Content-Type-Options': 'nosniff' });
  res.end(body);
}

async function handle(req, res) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, 405, 'text/plain', 'Method not allowed\n');
  if (url.pathname === '/' || url.pathname === '/plain' || url.pathname === '/react') {
    const target = url.pathname === '/' ? '/plain/' : `${url.pathname}/`;
    res.writeHead(302, { Location: `${target}${url.search}` });
    return res.end();
  }
  const file = fileFor(url.pathname);
  if (!file || !(await isFile(file))) return send(res, 404, 'text/plain; charset=utf-8', 'Not found\n');
  const extension = path.extname(file);
  const type = TYPES[extension] ?? 'application/octet-stream';
  if (!TEXT.has(extension)) return send(res, 200, type, await readFile(file), cachingOf(extension));
  const values = placeholderValues(req, url);
  if (!values) return send(res, 400, 'text/plain; charset=utf-8', 'Bad placeholder value\n');
  let text = await readFile(file, 'utf8');
  for (const [name, { token }] of Object.entries(PLACEHOLDERS)) text = text.replaceAll(token, values[name]);
  return send(res, 200, type, text, cachingOf(extension));
}

const port = Number(process.env.EXAMPLES_PORT ?? 4393);
// Every interface by default, so both localhost addresses (127.0.0.1 and ::1) answer.
const host = process.env.EXAMPLES_HOST || undefined;
http
  .createServer((req, res) => {
    handle(req, res).catch((error) => {
      process.stderr.write(`serve-examples: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Server error\n');
      else res.end();
    });
  })
  .listen(port, host, () => {
    process.stdout.write(`DealLoop examples on http://localhost:${port}/plain/ and /react/\n`);
  });
