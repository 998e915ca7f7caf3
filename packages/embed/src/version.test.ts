import { describe, expect, it } from 'vitest';
import manifest from '../package.json' with { type: 'json' };
import { SDK_VERSION } from './version';

describe('SDK_VERSION', () => {
  it('is the version of packages/embed/package.json', () => {
    expect(SDK_VERSION).toBe(manifest.version);
  });
});
