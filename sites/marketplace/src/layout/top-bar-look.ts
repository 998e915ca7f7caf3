// The top bar's look, shared by the bar itself (top-nav.css.ts) and the static first paint of index.html
// (styles/app-shell.css.ts), so the two cannot drift apart: the page does not move when React replaces the shell.
import { vars } from '@dealloop/ui';

/** The bar's surface: background, bottom border and shadow. */
export const TOP_BAR_SURFACE = {
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
} as const;

/** The bar's row: 64px high, centred up to 1280px, padded more on wider screens. */
export const TOP_BAR_ROW = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: '1280px',
  height: '64px',
  margin: '0 auto',
  padding: `0 ${vars.space['3']}`,
} as const;

/** The row's padding by width (tablet, desktop). */
export const TOP_BAR_PADDING = {
  tablet: `0 ${vars.space['4']}`,
  desktop: `0 ${vars.space['5']}`,
} as const;

/** The wordmark's type (it hides on narrow phones and on tablets, where the links need the room). */
export const WORDMARK_TYPE = {
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.primary,
} as const;

/** Widths at which the wordmark hides (phones: the menu button, Add Listing and Sign In or the avatar need the room). */
export const WORDMARK_HIDDEN = {
  narrowPhone: '(max-width: 479.98px)',
  tablet: '(min-width: 768px) and (max-width: 1099.98px)',
} as const;
