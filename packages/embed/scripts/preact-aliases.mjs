// React -> preact/compat aliases shared by the SDK build and the SDK's tests, as absolute files so that
// workspace sources (packages/ui) resolve them although only packages/embed depends on preact.
import { realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PREACT_DIR = realpathSync(resolve(dirname(fileURLToPath(import.meta.url)), '../node_modules/preact'));

/** The alias entries (rollup's and vite's shape): react, react-dom, react-dom/client and the JSX runtimes. */
export function preactAliases() {
  const compat = join(PREACT_DIR, 'compat/dist/compat.mjs');
  return [
    { find: /^react-dom\/client$/, replacement: join(PREACT_DIR, 'compat/client.mjs') },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: join(PREACT_DIR, 'jsx-runtime/dist/jsxRuntime.mjs') },
    { find: /^react-dom$/, replacement: compat },
    { find: /^react$/, replacement: compat },
  ];
}
