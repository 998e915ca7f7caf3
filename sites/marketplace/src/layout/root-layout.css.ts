// Styles of the page shell: skip link, main area, loading state.
import { vars } from '@dealloop/ui';
import { keyframes, style } from '@vanilla-extract/css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', color: vars.color.onPrimary } },
});

export const main = style({
  flex: 1,
  width: '100%',
  // The footer starts below the first screen, so a page replacing its loading state never pushes it (no layout shift).
  minHeight: '100vh',
  selectors: { '&:focus': { outline: 'none' } },
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  minHeight: '50vh',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

const pulse = keyframes({
  '0%, 100%': { opacity: 0.4 },
  '50%': { opacity: 1 },
});

export const loadingDot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  animation: `${pulse} 1s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
