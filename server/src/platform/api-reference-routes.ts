// The API reference page at /api/v1/docs: Swagger UI served from the installed package, no CDN, no inline script.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { platformContract as routes } from '@dealloop/contract';
import { notFound } from '../http/api-error';
import { createRouter } from '../http/router';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>DealLoop API reference</title>
<link rel="stylesheet" href="docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="docs/assets/swagger-ui-bundle.js"></script>
<script src="docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#reference', deepLinking: true });`;

/** The reference routes, mounted at /api/v1. */
export function apiReferenceRoutes() {
  return createRouter()
    .openapi(routes.referencePage, (c) => c.html(PAGE))
    .openapi(routes.referenceScript, (c) =>
      c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .openapi(routes.referenceAsset, async (c) => {
      const { name } = c.req.valid('param');
      // Own keys only: `__proto__`, `constructor` and the like are not assets.
      const type = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
      if (!type) throw notFound();
      const body = await readFile(path.join(SWAGGER_DIR, name));
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    });
}
