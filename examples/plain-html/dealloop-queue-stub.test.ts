// The plain site's queue stub is DealLoop's published snippet, byte for byte (it cannot be inlined under its CSP).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queueStubSnippet } from '../../packages/embed/src/snippets.ts';

describe('examples/plain-html/dealloop-queue-stub.js', () => {
  it('holds the queue stub the SDK publishes, as its only code line', () => {
    const file = readFileSync(path.join(import.meta.dirname, 'dealloop-queue-stub.js'), 'utf8');
    const code = file.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('//'));
    expect(code).toEqual([queueStubSnippet()]);
  });
});
