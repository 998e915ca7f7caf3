// @vitest-environment node
// The site's features may not gain inline English (issue 24): each file keeps at most the count recorded in
// inline-texts-baseline.json, and a file not listed there has none. Moving a text to core lowers the count: run
// `node sites/marketplace/scripts/inline-texts.mjs --write` to record it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BASELINE_FILE,
  countInlineTexts,
  FEATURES_DIR,
  featureFiles,
  inlineTexts,
  isEnglish,
} from './inline-texts.mjs';

describe('inline texts', () => {
  it('finds JSX text, shown literals, text props and toast messages, not keys, icons or symbols', () => {
    const source = `
      export function Card({ ok }: { ok: boolean }) {
        toast.show('Saved your card.');
        return (
          <section aria-label="Your card" className="card wide" data-tone="info">
            <Icon name={ok ? 'building' : 'alert'} />
            <h2>Business card</h2>
            <p>{ok ? 'It is ready.' : 'We could not load it.'}</p>
            <span>{status === 'Ready' ? '·' : '—'}</span>
            <input placeholder="Your name" type="text" />
            {TEXTS.title}
          </section>
        );
      }`;
    expect(inlineTexts(source).map((found) => found.text)).toEqual([
      'Saved your card.',
      'Your card',
      'Business card',
      'It is ready.',
      'We could not load it.',
      'Your name',
    ]);
    expect(['OK', 'x', 'ROI', 'mapPin', '·', '—'].filter(isEnglish)).toEqual(['OK', 'ROI']);
  });

  it('reads the components and hooks people see, not tests, test fixtures or styles', () => {
    const fixture = join(FEATURES_DIR, 'moderation', 'moderation-test-support.ts');
    expect(existsSync(fixture)).toBe(true);
    const files = featureFiles();
    expect(files).toContain(join(FEATURES_DIR, 'moderation', 'report-button.tsx'));
    expect(files.filter((file) => /(\.test|\.css|-test-support)\.tsx?$/.test(file))).toEqual([]);
  });

  it('grows in no feature file', () => {
    const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, number>;
    const grown = Object.entries(countInlineTexts())
      .filter(([file, count]) => count > (baseline[file] ?? 0))
      .map(([file, count]) => `${file}: ${count} inline texts (at most ${baseline[file] ?? 0})`);
    expect(grown, 'Put new texts in core (packages/core/src/<domain>/*-texts.ts).').toEqual([]);
  });
});
