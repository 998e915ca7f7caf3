// Raw design token values of the light and dark themes: plain data, so tests and tools can read them without CSS.

/** Every colour role of the theme. Text roles are checked for WCAG AA contrast in `color-contrast.test.ts`. */
export interface ColorTokens {
  /** Deep navy: brand, primary buttons, headings on light surfaces. */
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** Teal: links, secondary emphasis, selected states. */
  accent: string;
  accentHover: string;
  onAccent: string;
  accentSurface: string;
  /** Warm amber: the one call to action of a screen. */
  cta: string;
  ctaHover: string;
  onCta: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  warning: string;
  warningSurface: string;
  info: string;
  infoSurface: string;
  /** The page behind surfaces. */
  background: string;
  /** Cards, dialogs, menus, the top bar. */
  surface: string;
  /** Hovered rows, secondary panels. */
  surfaceMuted: string;
  text: string;
  textMuted: string;
  /** Hairlines between areas (decorative, not a control boundary). */
  border: string;
  /** Boundaries of controls such as text fields (3:1 against surfaces). */
  borderStrong: string;
  focusRing: string;
  /** The scrim behind modal dialogs. */
  overlay: string;
}

/** Token values that do not change with the colour scheme. */
export const SCALE_TOKENS = {
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '24px',
    '6': '32px',
    '7': '48px',
    '8': '64px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.7' },
  zIndex: { nav: '100', overlay: '1000', toast: '1100' },
  duration: { fast: '120ms', normal: '200ms' },
} as const;

/** Light theme colours: navy, teal and amber on white surfaces. */
export const LIGHT_COLORS: ColorTokens = {
  primary: '#0B2545',
  primaryHover: '#13315C',
  onPrimary: '#FFFFFF',
  accent: '#0E7570',
  accentHover: '#0B5F5A',
  onAccent: '#FFFFFF',
  accentSurface: '#E6F4F2',
  cta: '#F5A524',
  ctaHover: '#E0901A',
  onCta: '#0B2545',
  danger: '#B42318',
  dangerHover: '#912018',
  onDanger: '#FFFFFF',
  dangerSurface: '#FEF3F2',
  success: '#067647',
  successSurface: '#ECFDF3',
  warning: '#B54708',
  warningSurface: '#FFFAEB',
  info: '#175CD3',
  infoSurface: '#EFF8FF',
  background: '#F4F6F9',
  surface: '#FFFFFF',
  surfaceMuted: '#EEF2F6',
  text: '#0F1B2D',
  textMuted: '#4B5565',
  border: '#D8DEE6',
  borderStrong: '#7A8699',
  focusRing: '#1F6FEB',
  overlay: 'rgba(11, 37, 69, 0.55)',
};

/** Dark theme colours: the same roles on deep navy surfaces. */
export const DARK_COLORS: ColorTokens = {
  primary: '#8DB8F2',
  primaryHover: '#A9CAF6',
  onPrimary: '#0B2545',
  accent: '#5FD4C9',
  accentHover: '#86E0D7',
  onAccent: '#06201E',
  accentSurface: '#0F2E30',
  cta: '#F5B548',
  ctaHover: '#F8C66D',
  onCta: '#0B2545',
  danger: '#F97066',
  dangerHover: '#FB948C',
  onDanger: '#1B0604',
  dangerSurface: '#3A1512',
  success: '#47CD89',
  successSurface: '#0E2C1E',
  warning: '#FDB022',
  warningSurface: '#33240A',
  info: '#84CAFF',
  infoSurface: '#0D2540',
  background: '#0A1220',
  surface: '#111B2C',
  surfaceMuted: '#1B2840',
  text: '#E8EEF6',
  textMuted: '#A7B4C6',
  border: '#2A3A55',
  borderStrong: '#7587A3',
  focusRing: '#7CB4FF',
  overlay: 'rgba(2, 6, 14, 0.7)',
};

/** Soft shadows of raised surfaces, per colour scheme. */
export const LIGHT_SHADOWS = {
  sm: '0 1px 2px rgba(11, 37, 69, 0.08)',
  md: '0 4px 12px rgba(11, 37, 69, 0.1), 0 1px 3px rgba(11, 37, 69, 0.08)',
  lg: '0 16px 40px rgba(11, 37, 69, 0.18), 0 4px 12px rgba(11, 37, 69, 0.08)',
} as const;

export const DARK_SHADOWS = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
  md: '0 4px 12px rgba(0, 0, 0, 0.45)',
  lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
} as const;
