// The SDK build (rollup options): the widgets as ES modules with shared chunks, then loader.js as a classic script
// that knows which chunks each widget imports; React aliased to preact/compat, vanilla-extract CSS turned into
// modules that style the shadow roots.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { transform } from 'esbuild';
import esbuild from 'rollup-plugin-esbuild';
import { preactAliases } from './preact-aliases.mjs';
import { pruneIcons } from './prune-icons.mjs';

/** packages/embed */
export const EMBED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root. */
export const REPO_ROOT = resolve(EMBED_DIR, '../..');
/** Where `pnpm build:sdk` writes. */
export const DEFAULT_OUT_DIR = join(EMBED_DIR, 'dist');

/** The SDK version: packages/embed/package.json "version". */
export function sdkVersion() {
  return JSON.parse(readFileSync(join(EMBED_DIR, 'package.json'), 'utf8')).version;
}

/** The ES module entries: built file name (without .js) -> source. */
export const WIDGET_ENTRIES = {
  grid: 'src/widgets/grid/grid-entry.ts',
  card: 'src/widgets/card/card-entry.ts',
  calculator: 'src/widgets/calculator/calculator-entry.ts',
  chat: 'src/widgets/chat/chat-entry.ts',
  'chat-panel': 'src/widgets/chat/chat-panel-entry.tsx',
  web: 'src/web.ts',
};

/** The widget modules the loader loads (its WIDGETS' `module` files, without .js). */
const LOADER_MODULES = ['grid', 'card', 'calculator', 'chat'];
const WIDGET_CHUNKS_SOURCE = join(EMBED_DIR, 'src/loader/widget-chunks.ts');

const STYLE_REGISTRY = join(EMBED_DIR, 'src/runtime/style-registry.ts');
const STYLE_PREFIX = '\0dealloop-style:';
const VANILLA_CSS = /\.vanilla\.css\?source=/;

/**
 * Turns each vanilla-extract CSS module into a JS module that hands its (minified) text to the style registry,
 * which adopts it into the widgets' shadow roots: nothing reaches the host document, and code splitting keeps
 * each widget's CSS with the code that needs it.
 */
function shadowStyles() {
  return {
    name: 'dealloop-shadow-styles',
    async resolveId(source, importer, options) {
      if (!VANILLA_CSS.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const css = resolved?.meta?.css;
      if (typeof css !== 'string') return null;
      return { id: `${STYLE_PREFIX}${resolved.id}`, moduleSideEffects: true, meta: { dealloopCss: css } };
    },
    async load(id) {
      if (!id.startsWith(STYLE_PREFIX)) return null;
      const css = this.getModuleInfo(id)?.meta?.dealloopCss ?? '';
      const { code } = await transform(css, { loader: 'css', minify: true });
      return `import { addStyles } from ${JSON.stringify(STYLE_REGISTRY)};\naddStyles(${JSON.stringify(code.trim())});\n`;
    },
  };
}

/**
 * Records, for each module the loader loads, the chunks it imports statically (transitively) into `lists`
 * (`grid.js` -> [`chunks/preact-1a2b3c4d.js`, ...]), as the widget build wrote them.
 */
function recordWidgetChunks(lists) {
  return {
    name: 'dealloop-record-widget-chunks',
    generateBundle(_options, bundle) {
      const closure = (file, seen) => {
        for (const imported of bundle[file]?.imports ?? []) {
          if (seen.includes(imported)) continue;
          seen.push(imported);
          closure(imported, seen);
        }
        return seen;
      };
      for (const name of LOADER_MODULES) {
        const file = `${name}.js`;
        if (bundle[file]?.type !== 'chunk') this.error(`the widget build has no ${file}`);
        lists[file] = closure(file, []);
      }
    },
  };
}

/** Writes the lists recorded by the widget build into the loader's `widget-chunks.ts` (built after it). */
function loaderWidgetChunks(lists) {
  return {
    name: 'dealloop-loader-widget-chunks',
    load(id) {
      if (id !== WIDGET_CHUNKS_SOURCE) return null;
      if (Object.keys(lists).length !== LOADER_MODULES.length) {
        this.error('the loader is built after the widgets: their chunk lists are missing');
      }
      return `export const WIDGET_CHUNKS = ${JSON.stringify(lists)};\n`;
    },
  };
}

/** Empties the output directory before the first build writes, so no stale chunk stays next to fresh ones. */
function cleanOutDir(outDir) {
  return {
    name: 'dealloop-clean-out-dir',
    buildStart() {
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Fails the build when src/version.ts and package.json disagree. */
function checkVersion(version) {
  return {
    name: 'dealloop-version-check',
    buildStart() {
      const source = readFileSync(join(EMBED_DIR, 'src/version.ts'), 'utf8');
      if (!source.includes(`'${version}'`)) {
        this.error(`src/version.ts must say '${version}' (packages/embed/package.json version).`);
      }
    },
  };
}

function plugins({ version, styles, entries = [] }) {
  return [
    checkVersion(version),
    ...(entries.length > 0 ? [pruneIcons({ entries })] : []),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    alias({ entries: preactAliases() }),
    nodeResolve({
      rootDir: EMBED_DIR,
      dedupe: ['preact', '@preact/compat'],
      extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
      browser: true,
    }),
    ...(styles ? [shadowStyles(), vanillaExtractPlugin({ identifiers: 'short', cwd: REPO_ROOT })] : []),
    esbuild({ target: 'es2022', jsx: 'automatic', jsxImportSource: 'preact', minify: false }),
  ];
}

const SIDE_EFFECT_FREE = /\/packages\/(core|ui|client)\/src\/|\/node_modules\/(preact|qrcode-generator)\//;

const treeshake = {
  // Workspace packages and preact are side-effect free: only what a widget uses is bundled. Style modules
  // (resolved by shadowStyles with moduleSideEffects: true) are kept wherever their component is.
  moduleSideEffects: (id) => !SIDE_EFFECT_FREE.test(id),
  propertyReadSideEffects: false,
};

/**
 * Two shared chunks every widget would otherwise get in pieces: `preact` (preact, its hooks and compat, the widget
 * renderer and core's money formats; the rest of property-format stays with the grid, for the calculator's budget) and `styles` (the style registry, the theme and the shadow root reset; chat.js needs only this).
 */
function manualChunks(id) {
  if (/\/node_modules\/\.pnpm\/preact@[^/]+\/node_modules\/preact\//.test(id)) return 'preact';
  if (id.endsWith('/src/runtime/render-widget.tsx')) return 'preact';
  if (/\/core\/src\/format\/money-format\.ts/.test(id)) return 'preact';
  if (/\/src\/(events|runtime\/attributes)\.ts/.test(id)) return 'styles';
  if (/\/src\/runtime\/(style-registry\.ts|widget-root\.css\.ts)|\/ui\/src\/theme\.css\.ts/.test(id))
    return 'styles';
  return undefined;
}

/** Rollup options of the whole SDK build into `outDir`. */
export function sdkBuildOptions({ outDir = DEFAULT_OUT_DIR } = {}) {
  const version = sdkVersion();
  const banner = `/*! DealLoop SDK ${version} */`;
  const widgetInputs = Object.fromEntries(
    Object.entries(WIDGET_ENTRIES).map(([name, source]) => [name, join(EMBED_DIR, source)]),
  );
  const minify = terser({
    ecma: 2020,
    module: true,
    format: { comments: /^! DealLoop SDK/ },
    compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
  });
  /** Filled by the widget build, read by the loader build. */
  const widgetChunks = {};
  const onwarn = (warning, warn) => {
    if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.message)) return;
    warn(warning);
  };
  return [
    {
      input: widgetInputs,
      plugins: [
        cleanOutDir(outDir),
        ...plugins({ version, styles: true, entries: Object.values(widgetInputs) }),
        recordWidgetChunks(widgetChunks),
      ],
      treeshake,
      onwarn,
      preserveEntrySignatures: 'exports-only',
      output: {
        dir: outDir,
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        manualChunks,
        banner,
        plugins: [minify],
      },
    },
    {
      // Built after the widgets: it carries their chunk lists (rollup runs a config array in order).
      input: join(EMBED_DIR, 'src/loader/loader.ts'),
      plugins: [loaderWidgetChunks(widgetChunks), ...plugins({ version, styles: false })],
      treeshake,
      onwarn,
      output: { file: join(outDir, 'loader.js'), format: 'iife', banner, plugins: [minify] },
    },
    {
      // The npm entries (`@dealloop/embed` and `/react` once published): React stays the host app's own.
      input: { index: join(EMBED_DIR, 'src/index.ts'), react: join(EMBED_DIR, 'src/react.tsx') },
      external: (id) => /^react(-dom)?(\/|$)/.test(id),
      plugins: [
        checkVersion(version),
        nodeResolve({ rootDir: EMBED_DIR, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
        esbuild({ target: 'es2022', jsx: 'automatic' }),
      ],
      treeshake,
      onwarn,
      output: {
        dir: outDir,
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        banner,
        plugins: [minify],
      },
    },
  ];
}
