// A rollup plugin that drops from ui's icon set (icons.tsx) the drawings no bundled module names: ui's `Icon`
// looks drawings up by name, so rollup alone cannot tree-shake them, and they are a large part of a widget.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const ICONS_FILE = /\/packages\/ui\/src\/icons\.tsx$/;
const ENTRY_LINE = /^ {2}([A-Za-z][A-Za-z0-9]*): /;
const STRING_LITERAL = /(["'`])([A-Za-z][A-Za-z0-9]*)\1/g;

/** The drawings of icons.tsx: each top-level entry of `const DRAWINGS = { … }` with its source lines. */
export function iconEntries(source) {
  const start = source.indexOf('const DRAWINGS = {');
  const end = source.indexOf('\n} satisfies', start);
  if (start < 0 || end < 0) throw new Error('prune-icons: DRAWINGS not found in icons.tsx');
  const bodyStart = source.indexOf('\n', start) + 1;
  const entries = [];
  for (const line of source.slice(bodyStart, end + 1).split('\n')) {
    const name = ENTRY_LINE.exec(line)?.[1];
    if (name) entries.push({ name, lines: [line] });
    else if (entries.length > 0) entries.at(-1).lines.push(line);
  }
  return { before: source.slice(0, bodyStart), entries, after: source.slice(end + 1) };
}

/** icons.tsx with only the drawings whose names are in `used`. */
export function pruneIconSource(source, used) {
  const { before, entries, after } = iconEntries(source);
  const kept = entries.filter((entry) => used.has(entry.name));
  return `${before}${kept.map((entry) => entry.lines.join('\n')).join('\n')}${after}`;
}

/** Every quoted word in the source files that esbuild keeps (tree-shaken) when bundling `entries`. */
async function quotedWordsOfBundle(entries) {
  const result = await build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    outdir: 'prune-icons-scan',
    logLevel: 'silent',
    jsx: 'automatic',
    external: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      'preact',
      'preact/*',
      '@vanilla-extract/*',
      'qrcode-generator',
    ],
  });
  const words = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput === 0 || ICONS_FILE.test(`/${file}`)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(STRING_LITERAL)) words.add(match[2]);
    }
  }
  return words;
}

/** Keeps only the icons whose names appear as a quoted word in a module the widget entries bundle. */
export function pruneIcons({ entries }) {
  let used = null;
  return {
    name: 'dealloop-prune-icons',
    async buildStart() {
      used = await quotedWordsOfBundle(entries);
    },
    transform(code, id) {
      if (!ICONS_FILE.test(id) || !used) return null;
      return { code: pruneIconSource(code, used), map: null };
    },
  };
}
