// Counts the user-visible English written inline in the site's features (issue 24: every text belongs in core's
// per-feature texts files): JSX text, string literals shown as JSX children, string props a person reads
// (placeholder, aria-label, title, label...) and toast or alert messages. `node scripts/inline-texts.mjs` prints
// the counts by file; `--write` records them as the baseline the test holds the site to.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const SITE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const FEATURES_DIR = join(SITE_DIR, 'src', 'features');
export const BASELINE_FILE = fileURLToPath(new URL('./inline-texts-baseline.json', import.meta.url));

/** Props whose string value a person reads or hears. */
const TEXT_PROPS = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-valuetext',
  'caption',
  'cancelLabel',
  'confirmLabel',
  'description',
  'emptyText',
  'heading',
  'hint',
  'label',
  'message',
  'placeholder',
  'subtitle',
  'text',
  'title',
]);

/** Operators whose string operand is compared, never shown. */
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** Calls whose string argument a person reads. */
const MESSAGE_CALLS = /^(toast|notify|alert|confirm|showToast|push|show|error|success|info|warning)$/;

/**
 * Whether a literal reads as English to a person: a word of two or more letters, and either a space or a capital
 * first letter (so icon names, tones, CSS values and keys do not count; "·", "—", "×" never do).
 */
export function isEnglish(text) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /[A-Za-z]{2,}/.test(trimmed) && (/ /.test(trimmed) || /^[A-Z]/.test(trimmed));
}

/** The inline texts of one source file: `{ line, text }` each. */
export function inlineTexts(source, fileName = 'file.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const add = (node, text) => {
    if (!isEnglish(text)) return;
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  };
  /** Whether a literal sits in what JSX shows: a child expression, or a text prop's value. */
  const shown = (node) => {
    for (let at = node.parent; at; at = at.parent) {
      if (ts.isJsxAttribute(at)) return TEXT_PROPS.has(at.name.getText(file));
      if (ts.isJsxElement(at) || ts.isJsxFragment(at) || ts.isJsxSelfClosingElement(at)) return true;
      if (ts.isCallExpression(at) || ts.isArrowFunction(at) || ts.isFunctionExpression(at)) return false;
      if (ts.isPropertyAssignment(at) || ts.isElementAccessExpression(at)) return false;
      if (ts.isBinaryExpression(at) && COMPARISONS.has(at.operatorToken.kind)) return false;
    }
    return false;
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const text = ts.isTemplateExpression(node) ? node.getText(file).slice(1, -1) : node.text;
      if (ts.isJsxAttribute(node.parent)) {
        if (TEXT_PROPS.has(node.parent.name.getText(file))) add(node, text);
      } else if (ts.isCallExpression(node.parent) && node.parent.arguments.includes(node)) {
        const callee = node.parent.expression;
        const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText(file);
        // The console's messages are for developers.
        const toConsole =
          ts.isPropertyAccessExpression(callee) && callee.expression.getText(file) === 'console';
        if (MESSAGE_CALLS.test(name) && !toConsole) add(node, text);
      } else if (shown(node)) add(node, text);
      if (ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The feature source files (components and hooks, not tests, test fixtures or styles), relative to the site. */
export function featureFiles(dir = FEATURES_DIR) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...featureFiles(path));
    // Test fixtures (`*-test-support.ts`) feed tests; nothing in them is shown to a person.
    else if (/\.tsx?$/.test(entry.name) && !/(\.test|\.css|-test-support)\.tsx?$/.test(entry.name))
      files.push(path);
  }
  return files;
}

/** Inline texts by file (relative to the site, files without any left out), sorted by path. */
export function countInlineTexts() {
  const counts = {};
  for (const path of featureFiles().sort()) {
    const count = inlineTexts(readFileSync(path, 'utf8'), path).length;
    if (count > 0) counts[relative(SITE_DIR, path).split('\\').join('/')] = count;
  }
  return counts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const counts = countInlineTexts();
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (process.argv.includes('--write')) writeFileSync(BASELINE_FILE, `${JSON.stringify(counts, null, 2)}\n`);
  if (process.argv.includes('--list')) {
    for (const path of featureFiles().sort()) {
      for (const { line, text } of inlineTexts(readFileSync(path, 'utf8'), path)) {
        console.log(`${relative(SITE_DIR, path)}:${line}: ${text}`);
      }
    }
  }
  for (const [file, count] of Object.entries(counts)) console.log(String(count).padStart(4), file);
  console.log(`${total} inline texts in ${Object.keys(counts).length} files`);
}
