import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

describe('countLabel', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countLabel(1, 'contract')).toBe('1 contract');
    expect(countLabel(0, 'contract')).toBe('0 contracts');
    expect(countLabel(1200, 'contract')).toBe('1,200 contracts');
    expect(countLabel(2, 'property', 'properties')).toBe('2 properties');
  });
});
