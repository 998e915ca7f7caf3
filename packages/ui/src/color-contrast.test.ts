// Every text and control colour pair of both themes meets WCAG AA.
import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './color-contrast';
import { type ColorTokens, DARK_COLORS, LIGHT_COLORS } from './tokens';

type Role = keyof ColorTokens;

/** Text (foreground) roles on the surfaces where components put them. */
const TEXT_PAIRS: [Role, Role][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['primary', 'surface'],
  ['primary', 'background'],
  ['accent', 'surface'],
  ['accent', 'background'],
  ['accent', 'accentSurface'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['onCta', 'cta'],
  ['onCta', 'ctaHover'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['danger', 'surface'],
  ['danger', 'dangerSurface'],
  ['success', 'successSurface'],
  ['warning', 'warningSurface'],
  ['info', 'infoSurface'],
  ['text', 'accentSurface'],
  ['text', 'dangerSurface'],
  ['text', 'successSurface'],
  ['text', 'infoSurface'],
  ['text', 'warningSurface'],
];

/** Control boundaries and focus indicators (WCAG 1.4.11 non-text contrast). */
const NON_TEXT_PAIRS: [Role, Role][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'background'],
  ['focusRing', 'surface'],
  ['focusRing', 'background'],
  ['focusRing', 'surfaceMuted'],
];

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for equal colours, in either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#13807A', '#13807A')).toBe(1);
  });

  it('rejects colours that are not #RRGGBB', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow();
  });
});

describe.each([
  ['light', LIGHT_COLORS],
  ['dark', DARK_COLORS],
] as const)('%s theme', (_name, colors) => {
  it.each(TEXT_PAIRS)('%s on %s meets AA for text (4.5:1)', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(NON_TEXT_PAIRS)('%s on %s meets AA for controls (3:1)', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});
