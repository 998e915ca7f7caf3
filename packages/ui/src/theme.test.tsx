// The theme contract: public CSS variable names with the dl prefix.
import { describe, expect, it } from 'vitest';
import { vars } from './theme.css';
import { LIGHT_COLORS, SCALE_TOKENS } from './tokens';

describe('theme contract', () => {
  it('names variables --dl-{group}-{name} in kebab case', () => {
    expect(vars.color.primary).toBe('var(--dl-color-primary)');
    expect(vars.color.onPrimary).toBe('var(--dl-color-on-primary)');
    expect(vars.space['3']).toBe('var(--dl-space-3)');
    expect(vars.radius.md).toBe('var(--dl-radius-md)');
    expect(vars.font.body).toBe('var(--dl-font-body)');
    expect(vars.fontSize['2xl']).toBe('var(--dl-font-size-2xl)');
    expect(vars.shadow.md).toBe('var(--dl-shadow-md)');
  });

  it('has a variable for every colour token', () => {
    expect(Object.keys(vars.color).sort()).toEqual(Object.keys(LIGHT_COLORS).sort());
  });

  it('uses 8px radii and the brand navy and teal', () => {
    expect(LIGHT_COLORS.primary).toBe('#0B2545');
    expect(LIGHT_COLORS.accent).toBe('#0E7570');
    expect(SCALE_TOKENS.radius.md).toBe('8px');
  });
});
