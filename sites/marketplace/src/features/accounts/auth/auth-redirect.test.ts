// Only paths of this site are followed after sign-in.
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './auth-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/add-property')).toBe('/add-property');
    expect(safeRedirectPath('/properties?location=Austin%2C%20TX#map')).toBe(
      '/properties?location=Austin%2C%20TX#map',
    );
  });

  it('refuses other sites, scheme tricks and missing values', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'add-property',
      ' /add-property',
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('refuses to come back to an auth page', () => {
    expect(safeRedirectPath('/auth')).toBeNull();
    expect(safeRedirectPath('/auth?mode=signup')).toBeNull();
    expect(safeRedirectPath('/auth/reset-password?token=x')).toBeNull();
  });
});
